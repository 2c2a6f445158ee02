import { z } from 'zod';
import { eventMessages } from '../messages/calendar';
import { optionalText } from './optional-text';
import { isTimeOfDay } from '../domain/class-schedule';
import { daysBetween, isIsoDate } from '../domain/dates';

/** The longest span GET /api/events answers (a month grid is at most 42 days). */
export const MAX_EVENT_RANGE_DAYS = 62;

const eventFields = {
  title: z
    .string({ error: eventMessages.titleAndDateRequired })
    .trim()
    .min(1, eventMessages.titleAndDateRequired)
    .max(200, eventMessages.titleTooLong),
  date: z
    .string({ error: eventMessages.titleAndDateRequired })
    .min(1, eventMessages.titleAndDateRequired)
    .refine(isIsoDate, eventMessages.invalidDate),
  /** 'HH:MM', optional. */
  time: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isTimeOfDay(v), eventMessages.invalidTime),
  description: optionalText(2000, eventMessages.descriptionLabel),
  classId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The child the event is for; null (or left out) for the family's. */
  studentId: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const eventInputSchema = z.object(eventFields);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

export const eventPatchSchema = z.object(eventFields).partial();
export type EventPatch = z.input<typeof eventPatchSchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  description: z.string().nullable(),
  classId: z.string().nullable(),
  /** The child the event is for; null for the family's (class events always are). */
  studentId: z.string().nullable(),
  /** True for events generated from a class's schedule (replaced when the class is saved again). */
  generated: z.boolean(),
  /** The linked class's display details, so the calendar needs one request per month. */
  class: z
    .object({ title: z.string(), emoji: z.string(), startTime: z.string(), endTime: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const eventRangeQuerySchema = z
  .object({
    from: z.string({ error: eventMessages.invalidRange }),
    to: z.string({ error: eventMessages.invalidRange }),
  })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to) || q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: eventMessages.invalidRange });
    } else if (daysBetween(q.from, q.to) >= MAX_EVENT_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: eventMessages.rangeTooLong(MAX_EVENT_RANGE_DAYS),
      });
    }
  });

export const eventIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
