import { z } from 'zod';
import { optionalText } from './optional-text';
import { isTimeOfDay } from '../domain/class-schedule';
import { daysBetween, isIsoDate } from '../domain/dates';

/** The longest span GET /api/events answers (a month grid is at most 42 days). */
export const MAX_EVENT_RANGE_DAYS = 62;

export const eventMessages = {
  titleAndDateRequired: 'Please provide a title and date for the event.',
  invalidDate: 'Please choose a valid date.',
  invalidTime: 'Please choose a valid time.',
  invalidRange: 'Please ask for a valid date range (from and to as yyyy-MM-dd, from not after to).',
  rangeTooLong: `The date range can span at most ${MAX_EVENT_RANGE_DAYS} days.`,
  notFound: 'Event not found.',
  classNotFound: 'Class not found.',
  added: 'Event Added',
  addedText: (title: string) => `${title} has been added to your calendar`,
  updated: 'Event updated',
  deleted: 'Event deleted',
  fetchFailed: 'Failed to fetch events',
  addFailed: 'Failed to add event',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
  confirmDelete: (title: string) => `Are you sure you want to delete ${title}? This action cannot be undone.`,
} as const;

const eventFields = {
  title: z
    .string({ error: eventMessages.titleAndDateRequired })
    .trim()
    .min(1, eventMessages.titleAndDateRequired)
    .max(200, 'The event title can be at most 200 characters.'),
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
  description: optionalText(2000, 'The description'),
  classId: z
    .string()
    .max(64)
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
  .object({ from: z.string({ error: eventMessages.invalidRange }), to: z.string({ error: eventMessages.invalidRange }) })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to) || q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: eventMessages.invalidRange });
    } else if (daysBetween(q.from, q.to) >= MAX_EVENT_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: eventMessages.rangeTooLong });
    }
  });

export const eventIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
