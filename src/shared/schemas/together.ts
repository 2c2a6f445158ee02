import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { MAX_CHILDREN } from '../domain/students';
import { MAX_TOGETHER_NOTE } from '../domain/together-completion';
import { lessonPlanMessages as m } from '../messages/lesson-plan';
import { togetherMessages as tm } from '../messages/together';
import { studentIdSchema } from './students';

/** Lessons taught together (issue 41, ADR 042): one tick for the class's children present that day. */

const id = z.string().min(1).max(100);
const isoDate = z.string({ message: m.invalidDate }).refine(isIsoDate, { message: m.invalidDate });

/** POST/DELETE /api/classes/:classId/lessons/:lessonId/together */
export const togetherParamsSchema = z.object({ classId: id, lessonId: id });

/**
 * POST …/together: the day it was taught (default the family's today; ADR 033's rules), the minutes (default the
 * lesson's), the children it is for (default every enrolled child; an absent child is left out), a note per child.
 */
export const togetherTickSchema = z
  .strictObject({
    date: isoDate.optional(),
    minutes: z
      .number({ message: m.minutes })
      .int(m.minutes)
      .min(0, m.minutes)
      .max(1440, m.minutes)
      .optional(),
    studentIds: z
      .array(studentIdSchema, { message: tm.notEnrolled })
      .min(1, tm.notEnrolled)
      .max(MAX_CHILDREN)
      .optional(),
    notes: z
      .array(
        z.strictObject({
          studentId: studentIdSchema,
          note: z.string().trim().max(MAX_TOGETHER_NOTE, tm.noteTooLong),
        }),
      )
      .max(MAX_CHILDREN)
      .optional(),
  })
  .nullish();
export type TogetherTickInput = z.infer<typeof togetherTickSchema>;

/** DELETE …/together?date=: the completions of that day (default: the lesson's, whatever their day) go. */
export const togetherUndoQuerySchema = z.object({ date: isoDate.optional() });

export const togetherResultSchema = z.object({
  classId: z.string(),
  lessonId: z.string(),
  /** The day recorded (null: an undo of every day). */
  date: z.string().nullable(),
  /** The children it was recorded for (or taken back from) now, in the family's order. */
  studentIds: z.array(z.string()),
  /** Absent that day: the lesson stays in their queue. */
  absent: z.array(z.string()),
  /** Done already: their first record stands. */
  already: z.array(z.string()),
  /** xp this request added or took back, all children together. */
  xpChange: z.number().int(),
});
export type TogetherResult = z.infer<typeof togetherResultSchema>;
