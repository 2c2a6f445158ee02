import { z } from 'zod';
import { CLASS_COLORS } from '../domain/class-color';
import { isIsoDate, weekdayOf } from '../domain/dates';
import { STUDENT_COLORS } from '../domain/students';
import { lessonPlanMessages as m } from '../messages/lesson-plan';
import { studentIdSchema } from './students';

const id = z.string().min(1).max(100);
const isoDate = (message: string) => z.string({ message }).refine(isIsoDate, { message });

/** POST/DELETE /api/students/:studentId/lessons/:lessonId/complete */
export const lessonParamsSchema = z.object({ studentId: studentIdSchema, lessonId: id });

/**
 * POST …/complete: the day it was done (default the family's today; not in the future, not before the class's
 * school year starts) and the minutes spent (default the lesson's). No body means both defaults.
 */
export const completeLessonSchema = z
  .strictObject({
    date: isoDate(m.invalidDate).optional(),
    minutes: z
      .number({ message: m.minutes })
      .int(m.minutes)
      .min(0, m.minutes)
      .max(1440, m.minutes)
      .optional(),
  })
  .nullish();
export type CompleteLessonInput = z.infer<typeof completeLessonSchema>;

/** The answer to completing or un-completing a lesson. */
export const lessonCompletionResultSchema = z.object({
  lessonId: z.string(),
  classId: z.string(),
  studentId: z.string(),
  completed: z.boolean(),
  /** The completion's day and minutes (null once un-completed). */
  date: z.string().nullable(),
  minutes: z.number().int().nullable(),
  /** xp this request added (+15) or took back (−15); 0 when nothing changed (completing twice). */
  xpChange: z.number().int(),
  /** Whether this request marked the day present (it was not marked yet). */
  attendanceMarked: z.boolean(),
  /** The child's tick waits for a parent ('Parent confirms completed work'): no xp, hours or attendance yet. */
  pending: z.boolean(),
});
export type LessonCompletionResult = z.infer<typeof lessonCompletionResultSchema>;

/** PUT/DELETE /api/students/:studentId/classes/:classId/skips/:date */
export const skipParamsSchema = z.object({
  studentId: studentIdSchema,
  classId: id,
  date: isoDate(m.invalidDate),
});

export const skipResultSchema = z.object({
  studentId: z.string(),
  classId: z.string(),
  date: z.string(),
  skipped: z.boolean(),
});
export type SkipResult = z.infer<typeof skipResultSchema>;

/** GET /api/week?start=yyyy-MM-dd (a Monday; default this week)&studentId= (optional: one child). */
export const weekQuerySchema = z.object({
  start: isoDate(m.notMonday)
    .refine((d) => !isIsoDate(d) || weekdayOf(d) === 1, { message: m.notMonday })
    .optional(),
});
export type WeekQuery = z.infer<typeof weekQuerySchema>;

/** A lesson on a day: done that day, or (from today on) placed there by the plan. */
export const dayLessonSchema = z.object({
  lessonId: z.string(),
  classId: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  done: z.boolean(),
  /** Ticked by the child and waiting for a parent ('Parent confirms completed work'): no xp or hours yet. */
  pending: z.boolean(),
  /** A past class day with nothing recorded: the queue's next lesson, to record on that day (ADR 033). */
  catchUp: z.boolean(),
  /** An item of a loop class (ADR 041): ticked as a loop item, on its day. */
  loop: z.boolean().optional(),
});
export type DayLessonDto = z.infer<typeof dayLessonSchema>;

export const weekDaySchema = z.object({
  date: z.string(),
  lessons: z.array(dayLessonSchema),
  /** The classes skipped that day for the child. */
  skippedClassIds: z.array(z.string()),
  /** The break the day is in for the child; null: none. */
  breakLabel: z.string().nullable(),
  absent: z.boolean(),
});
export type WeekDay = z.infer<typeof weekDaySchema>;

/** POST /api/students/:studentId/week/done-as-planned: the week (its Monday) to mark. */
export const weekDoneSchema = z.strictObject({
  start: isoDate(m.notMonday).refine((d) => !isIsoDate(d) || weekdayOf(d) === 1, { message: m.notMonday }),
});
export type WeekDoneInput = z.infer<typeof weekDoneSchema>;

export const weekDoneResultSchema = z.object({
  studentId: z.string(),
  start: z.string(),
  /** How many lessons were recorded. */
  recorded: z.number().int(),
  /** Each lesson recorded, with the day it was recorded on. */
  lessons: z.array(z.object({ lessonId: z.string(), date: z.string() })),
});
export type WeekDoneResult = z.infer<typeof weekDoneResultSchema>;

export const weekClassSchema = z.object({
  id: z.string(),
  title: z.string(),
  emoji: z.string(),
  color: z.enum(CLASS_COLORS),
  /** Taught together (ADR 042): its lessons shared by two or more children show once, one tick for all. */
  together: z.boolean(),
  /** A loop class (ADR 041). */
  loop: z.boolean().optional(),
});
export type WeekClass = z.infer<typeof weekClassSchema>;

export const weekSchema = z.object({
  /** Monday and Sunday of the week. */
  start: z.string(),
  end: z.string(),
  /** The family's today. */
  today: z.string(),
  /** The classes the week's lessons belong to (each lesson names its class). */
  classes: z.array(weekClassSchema),
  children: z.array(
    z.object({
      student: z.object({
        id: z.string(),
        name: z.string(),
        color: z.enum(STUDENT_COLORS),
        emoji: z.string(),
      }),
      /** Monday to Sunday. */
      days: z.array(weekDaySchema).length(7),
    }),
  ),
});
export type Week = z.infer<typeof weekSchema>;
