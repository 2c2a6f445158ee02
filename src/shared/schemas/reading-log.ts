import { z } from 'zod';
import { MAX_BOOK_TITLE, MAX_BOOK_AUTHOR } from '../domain/form-limits';
import { isIsoDate } from '../domain/dates';
import { isValidIsbn, isbnDigits } from '../domain/isbn';
import { readingLogMessages as m } from '../messages/reading-log';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { MAX_BOOK_TITLE, MAX_BOOK_AUTHOR };

/**
 * The reading log: `GET/POST /api/students/:studentId/reading-log` and
 * `PATCH/DELETE /api/students/:studentId/reading-log/:id`. The list is bounded by a school year or a
 * from–to window (at most MAX_WINDOW_DAYS) and a limit.
 */

export const MAX_WINDOW_DAYS = 800;
export const MAX_READING_LIST = 500;
export const MAX_READING_ENTRIES = 5000;

const isoDate = z.string({ error: m.dateInvalid }).refine(isIsoDate, m.dateInvalid);
const count = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(100_000, message);

const bookFields = {
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(MAX_BOOK_TITLE, m.titleTooLong),
  author: z
    .string()
    .trim()
    .max(MAX_BOOK_AUTHOR, m.authorTooLong)
    .nullable()
    .transform((v) => (v ? v : null)),
  /** Hyphens and spaces allowed; stored as the digits. */
  isbn: z
    .string()
    .trim()
    .max(40, m.isbnInvalid)
    .nullable()
    .refine((v) => !v || isValidIsbn(v), m.isbnInvalid)
    .transform((v) => (v ? isbnDigits(v) : null)),
  startedOn: isoDate.nullable(),
  finishedOn: isoDate.nullable(),
  minutes: count(m.minutesInvalid).nullable(),
  pages: count(m.pagesInvalid).nullable(),
  classId: z.string().min(1).max(100).nullable(),
};

export type BookValues = { [K in keyof typeof bookFields]: z.output<(typeof bookFields)[K]> };

/** Finished on or after started (either may be missing). */
export function datesProblem(v: { startedOn?: string | null; finishedOn?: string | null }): string | null {
  return v.startedOn && v.finishedOn && v.finishedOn < v.startedOn ? m.finishedBeforeStarted : null;
}

/** POST …/reading-log and the book form. */
export const bookInputSchema = z
  .object({
    title: bookFields.title,
    author: bookFields.author.default(null),
    isbn: bookFields.isbn.default(null),
    startedOn: bookFields.startedOn.default(null),
    finishedOn: bookFields.finishedOn.default(null),
    minutes: bookFields.minutes.default(null),
    pages: bookFields.pages.default(null),
    classId: bookFields.classId.default(null),
  })
  .superRefine((v, ctx) => {
    const problem = datesProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: ['finishedOn'], message: problem });
  });
export type BookInput = z.input<typeof bookInputSchema>;

/** PATCH …/reading-log/:id: any subset (the server checks the merged dates). */
export const bookPatchSchema = z.object(bookFields).partial();
export type BookPatch = z.output<typeof bookPatchSchema>;

/** The list's bounds: `schoolYearId`, or `from` and `to`; and a limit. */
export const readingLogQuerySchema = z.object({
  schoolYearId: z.string().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_READING_LIST).default(MAX_READING_LIST),
});
export type ReadingLogQuery = z.output<typeof readingLogQuerySchema>;

export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  isbn: z.string().nullable(),
  startedOn: z.string().nullable(),
  finishedOn: z.string().nullable(),
  minutes: z.number().nullable(),
  pages: z.number().nullable(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

/** The books of the window, newest first (by finished, else started, else recorded date), with their totals. */
export const readingLogSchema = z.object({
  from: z.string(),
  to: z.string(),
  books: bookSchema.array(),
  totals: z.object({ books: z.number(), minutes: z.number(), pages: z.number() }),
  /** More books than the limit fall in the window (the list and totals are of the first `limit`). */
  truncated: z.boolean(),
});
export type ReadingLog = z.infer<typeof readingLogSchema>;
