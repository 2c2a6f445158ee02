import { z } from 'zod';
import { MAX_PASTE_LENGTH } from '../domain/form-limits';
import {
  expandPattern,
  MAX_LESSON_NOTES,
  MAX_LESSON_TITLE,
  MAX_LESSONS_PER_CLASS,
  pastedLessons,
  type Expansion,
} from '../domain/lesson-pattern';
import { lessonMessages as msg } from '../messages/lessons';
import { classStudentIdsSchema, classWriteResultSchema } from './classes';
import { optionalText } from './optional-text';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { MAX_PASTE_LENGTH };

export { MAX_LESSONS_PER_CLASS, MAX_LESSON_NOTES };
/** A pasted list's text, at most (1,000 lines of 200 characters, with room for blank lines). */

const title = z
  .string({ error: msg.titleRequired })
  .trim()
  .min(1, msg.titleRequired)
  .max(MAX_LESSON_TITLE, msg.titleTooLong(MAX_LESSON_TITLE));
const notes = optionalText(MAX_LESSON_NOTES, msg.notesLabel);
const minutes = z
  .number({ error: msg.minutesRange })
  .int(msg.minutesRange)
  .min(1, msg.minutesRange)
  .max(1440, msg.minutesRange);
/** Left out or null: the class's duration. */
const defaultedMinutes = minutes.nullish().transform((v) => v ?? null);

/** One lesson (Add lesson). */
export const lessonInputSchema = z.object({ title, notes, minutes: defaultedMinutes });
export type LessonInput = z.input<typeof lessonInputSchema>;

const expanded = (expand: (text: string) => Expansion) => (text: string, ctx: z.RefinementCtx) => {
  const result = expand(text);
  if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
};

/** Many lessons from a pattern with one range (Add many). */
export const lessonPatternInputSchema = z.object({
  pattern: z.string({ error: msg.patternRequired }).max(1000).superRefine(expanded(expandPattern)),
  minutes: defaultedMinutes,
});
export type LessonPatternInput = z.input<typeof lessonPatternInputSchema>;

/** Many lessons, one per non-empty line (Paste a list). */
export const lessonLinesInputSchema = z.object({
  lines: z
    .string({ error: msg.linesRequired })
    .max(MAX_PASTE_LENGTH, msg.tooManyLines(MAX_LESSONS_PER_CLASS + 1, MAX_LESSONS_PER_CLASS))
    .superRefine(expanded(pastedLessons)),
  minutes: defaultedMinutes,
});
export type LessonLinesInput = z.input<typeof lessonLinesInputSchema>;

export interface NewLessons {
  titles: string[];
  notes: string | null;
  /** null: the class's duration. */
  minutes: number | null;
}

/**
 * POST /api/classes/:id/lessons: one of `{ title, notes?, minutes? }`, `{ pattern, minutes? }` or
 * `{ lines, minutes? }`, appended at the end of the class's plan.
 */
export const addLessonsSchema = z
  .object({
    title: z.string().optional(),
    notes: z.string().nullish(),
    pattern: z.string().optional(),
    lines: z.string().optional(),
    minutes: z.number().nullish(),
  })
  .transform((body, ctx): NewLessons => {
    const kinds = (['title', 'pattern', 'lines'] as const).filter((k) => body[k] !== undefined);
    if (kinds.length !== 1) {
      ctx.addIssue({ code: 'custom', message: msg.oneKind });
      return z.NEVER;
    }
    // The notes (given with a pattern or a list, every lesson's) and the minutes, then the one kind's text.
    const shared = z.object({ notes, minutes: defaultedMinutes }).safeParse(body);
    const text =
      kinds[0] === 'title'
        ? title.safeParse(body.title)
        : kinds[0] === 'pattern'
          ? lessonPatternInputSchema.shape.pattern.safeParse(body.pattern)
          : lessonLinesInputSchema.shape.lines.safeParse(body.lines);
    if (!text.success || !shared.success) {
      for (const issue of text.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: [kinds[0]!] });
      for (const issue of shared.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const expansion =
      kinds[0] === 'title'
        ? { ok: true as const, titles: [text.data] }
        : kinds[0] === 'pattern'
          ? expandPattern(text.data)
          : pastedLessons(text.data);
    return { titles: expansion.ok ? expansion.titles : [], ...shared.data };
  });
export type AddLessonsBody = z.input<typeof addLessonsSchema>;

/** PATCH /api/lessons/:id: any of the fields. */
export const lessonPatchSchema = z.object({
  title: title.optional(),
  notes: notes.optional(),
  minutes: minutes.optional(),
});
export type LessonPatch = z.input<typeof lessonPatchSchema>;

/** PUT /api/classes/:id/lessons/order: every lesson id of the class, once each, in the new order. */
export const lessonOrderSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(MAX_LESSONS_PER_CLASS, msg.orderIncomplete),
});
export type LessonOrder = z.infer<typeof lessonOrderSchema>;

/**
 * POST /api/classes/:id/copy: a new class with the same fields and lessons. Left out, `studentIds` and
 * `schoolYearId` keep the class's; a null year copies it into no year.
 */
export const copyClassSchema = z.object({
  studentIds: classStudentIdsSchema.optional(),
  schoolYearId: z.string().min(1).max(64).nullish(),
});
export type CopyClassInput = z.input<typeof copyClassSchema>;

export const lessonIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const lessonSchema = z.object({
  id: z.string(),
  classId: z.string(),
  position: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  minutes: z.number().int(),
  /** The enrolled children who completed it. */
  completedBy: z.array(z.string()),
  /** The day it is pinned to ('Pin to a date', ADR 043); null: placed with the rest. */
  pinnedDate: z.string().nullable(),
  /** 'Push from here' from this lesson, in class days (ADR 043); null: none. */
  shiftDays: z.number().int().nullable(),
});
export type LessonDto = z.infer<typeof lessonSchema>;

/** One enrolled child's progress through the plan, from the computed placement (docs/architecture.md, Lesson placement). */
export const lessonChildPlanSchema = z.object({
  studentId: z.string(),
  completedCount: z.number().int(),
  /** The day of the child's next lesson; null when none is placed. */
  nextDate: z.string().nullable(),
  /** The day of the child's last placed lesson; null when none is placed. */
  projectedEnd: z.string().nullable(),
  /** Lessons with no class day left before the year (or the class) ends. */
  notFittingCount: z.number().int(),
  /**
   * Each lesson's day for the child, from the same computed placement as the week: the day it was done on
   * (`done`), or the day the plan places it. A lesson with neither has no class day left.
   */
  lessons: z.array(z.object({ lessonId: z.string(), date: z.string(), done: z.boolean() })),
  /** A loop class (ADR 041): the child's next items as today began, in order (`lessons` is then empty). */
  loopNext: z.array(z.string()).optional(),
  /**
   * A loop class: each item the child has done, how many times (waiting ticks too) and the last day it was done
   * (the lesson list's 'done'; `completedBy` counts weekly lessons only).
   */
  loopDone: z
    .array(z.object({ lessonId: z.string(), count: z.number().int(), lastDate: z.string() }))
    .optional(),
});
export type LessonChildPlan = z.infer<typeof lessonChildPlanSchema>;

/** GET /api/classes/:id/lessons: everything the lesson plan page shows, in one request. */
export const lessonPlanSchema = z.object({
  /** The account's today. */
  today: z.string(),
  class: z.object({
    id: z.string(),
    title: z.string(),
    emoji: z.string(),
    daysOfWeek: z.array(z.number().int()),
    /** The class's duration: a new lesson's minutes unless given. */
    minutes: z.number().int(),
    schoolYearId: z.string().nullable(),
    studentIds: z.array(z.string()),
    /** 'loop': the lessons are a loop's items, `loopPerDay` a class day (ADR 041). */
    scheduleKind: z.enum(['weekly', 'loop']).optional(),
    loopPerDay: z.number().int().optional(),
  }),
  lessons: z.array(lessonSchema),
  children: z.array(lessonChildPlanSchema),
  /** The family's school years, for copying the class into another. */
  years: z.array(z.object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() })),
});
export type LessonPlan = z.infer<typeof lessonPlanSchema>;

export const addLessonsResultSchema = z.object({ lessons: z.array(lessonSchema) });
export type AddLessonsResult = z.infer<typeof addLessonsResultSchema>;

export const deleteLessonResultSchema = z.object({
  id: z.string(),
  /** The children's completions of the lesson deleted with it. */
  deletedCompletions: z.number().int(),
});
export type DeleteLessonResult = z.infer<typeof deleteLessonResultSchema>;

export const copyClassResultSchema = classWriteResultSchema.extend({ lessonCount: z.number().int() });
export type CopyClassResult = z.infer<typeof copyClassResultSchema>;
