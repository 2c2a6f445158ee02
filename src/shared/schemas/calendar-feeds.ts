import { z } from 'zod';

/** A secret calendar link that exists (its URL is answered once, when it is made: ADR 020). */
export const calendarFeedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** One line of Settings → Calendar feed: the family's, or one child's; `feed` null when not created. */
export const calendarFeedEntrySchema = z.object({
  /** null: the family's feed. */
  studentId: z.string().nullable(),
  name: z.string(),
  feed: calendarFeedSchema.nullable(),
});
export type CalendarFeedEntry = z.infer<typeof calendarFeedEntrySchema>;

/** GET /api/calendar-feeds: the family's line first, then each child's in the family's order. */
export const calendarFeedListSchema = z.object({ feeds: calendarFeedEntrySchema.array() });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

/** POST /api/calendar-feeds: make (or make again, revoking the old link) the family's feed or a child's. */
export const calendarFeedInputSchema = z.strictObject({
  studentId: z
    .string()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

/**
 * The made feed and its address, which carries the secret token: the one time it is answered. `url` is
 * built from BASE_URL; the page shows `path` at the origin it was opened from (ADR 020).
 */
export const createdCalendarFeedSchema = z.object({
  entry: calendarFeedEntrySchema,
  url: z.string(),
  path: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const calendarFeedIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/calendar/:token.ics. Any text: a token that is not one answers 404 like an unknown one. */
export const calendarFeedTokenParamsSchema = z.object({ token: z.string().max(200) });
