import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { MAX_PUSH_DAYS } from '../domain/lesson-reschedule';
import { rescheduleMessages as msg } from '../messages/reschedule';

export { MAX_PUSH_DAYS };

/** PUT /api/lessons/:id/shift: push the lesson and every later one by `days` class days (ADR 043). */
export const lessonShiftBodySchema = z.object({
  days: z
    .number({ error: msg.daysRange(MAX_PUSH_DAYS) })
    .int(msg.daysRange(MAX_PUSH_DAYS))
    .min(1, msg.daysRange(MAX_PUSH_DAYS))
    .max(MAX_PUSH_DAYS, msg.daysRange(MAX_PUSH_DAYS)),
});
export type LessonShiftBody = z.input<typeof lessonShiftBodySchema>;

/** PUT /api/lessons/:id/pin: pin the lesson to a day. */
export const lessonPinBodySchema = z.object({
  date: z.string({ error: msg.dateRequired }).refine(isIsoDate, msg.dateRequired),
});
export type LessonPinBody = z.input<typeof lessonPinBodySchema>;

/** A push set or removed: what it is now and what it was (the toast's Undo puts that back). */
export const lessonShiftResultSchema = z.object({
  lessonId: z.string(),
  days: z.number().int().nullable(),
  previousDays: z.number().int().nullable(),
});
export type LessonShiftResult = z.infer<typeof lessonShiftResultSchema>;

/** A pin set or removed: the day now and the day before. */
export const lessonPinResultSchema = z.object({
  lessonId: z.string(),
  pinnedDate: z.string().nullable(),
  previousDate: z.string().nullable(),
});
export type LessonPinResult = z.infer<typeof lessonPinResultSchema>;
