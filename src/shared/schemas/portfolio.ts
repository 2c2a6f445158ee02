import { z } from 'zod';
import { MAX_SAMPLE_TITLE, MAX_SAMPLE_CAPTION, MAX_SAMPLE_SUBJECT } from '../domain/form-limits';
import { isIsoDate } from '../domain/dates';
import { portfolioMessages as m } from '../messages/portfolio';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { MAX_SAMPLE_TITLE, MAX_SAMPLE_CAPTION, MAX_SAMPLE_SUBJECT };

/**
 * Files and the portfolio (DESIGN §13): `POST /api/students/:studentId/files` (one multipart file),
 * `GET /api/students/:studentId/files/:id/{thumb|web|original}`, the child's work samples
 * (`/api/students/:studentId/work-samples…`) and the family's storage (`GET /api/files/usage`).
 */

export const MAX_SAMPLE_FILES = 20;
export const MAX_SAMPLE_WINDOW_DAYS = 800;
export const MAX_SAMPLE_LIST = 500;

export const FILE_VARIANTS = ['thumb', 'web', 'original'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

export const fileKindSchema = z.enum(['image', 'document', 'audio', 'video']);

/** A stored file as the API shows it (never its keys). */
export const storedFileSchema = z.object({
  id: z.string(),
  kind: fileKindSchema,
  contentType: z.string(),
  name: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileParamsSchema = z.object({
  studentId: z.string().min(1).max(100),
  id: z.string().min(1).max(100),
  variant: z.enum(FILE_VARIANTS, { error: m.variantNotFound }),
});

const id = z.string().min(1).max(100);
const isoDate = z.string({ error: m.dateInvalid }).refine(isIsoDate, m.dateInvalid);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

const sampleFields = {
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(MAX_SAMPLE_TITLE, m.titleTooLong),
  date: isoDate,
  classId: id.nullable(),
  subject: optionalText(MAX_SAMPLE_SUBJECT, m.subjectTooLong),
  lessonId: id.nullable(),
  assignmentId: id.nullable(),
  readingLogId: id.nullable(),
  caption: optionalText(MAX_SAMPLE_CAPTION, m.captionTooLong),
  linkUrl: z
    .string()
    .trim()
    .max(2000, m.linkInvalid)
    .nullable()
    .refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), m.linkInvalid)
    .transform((v) => (v ? v : null)),
  starred: z.boolean(),
  minutes: z
    .number({ error: m.minutesInvalid })
    .int(m.minutesInvalid)
    .min(1, m.minutesInvalid)
    .max(1440, m.minutesInvalid)
    .nullable(),
  /** The sample's files in order: uploaded first (`POST …/files`), each on one sample only. */
  fileIds: z.array(id).max(MAX_SAMPLE_FILES, m.tooManyFiles(MAX_SAMPLE_FILES)),
};

/** POST …/work-samples: a file or a link at least; with minutes, a class or a subject. */
export const sampleInputSchema = z
  .object({
    title: sampleFields.title,
    date: sampleFields.date,
    classId: sampleFields.classId.default(null),
    subject: sampleFields.subject.default(null),
    lessonId: sampleFields.lessonId.default(null),
    assignmentId: sampleFields.assignmentId.default(null),
    readingLogId: sampleFields.readingLogId.default(null),
    caption: sampleFields.caption.default(null),
    linkUrl: sampleFields.linkUrl.default(null),
    starred: sampleFields.starred.default(false),
    minutes: sampleFields.minutes.default(null),
    fileIds: sampleFields.fileIds.default([]),
  })
  .superRefine((v, ctx) => {
    if (v.fileIds.length === 0 && !v.linkUrl)
      ctx.addIssue({ code: 'custom', path: ['fileIds'], message: m.nothingKept });
    // Minutes become hours (a child's "I learned this"), which count under a class or a subject.
    if (v.minutes !== null && !v.classId && !v.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: m.subjectForMinutes });
  });
export type SampleInput = z.input<typeof sampleInputSchema>;
export type SampleValues = z.output<typeof sampleInputSchema>;

/** PATCH …/work-samples/:id: any subset; `studentId` moves it (and its files) to another of the family's children. */
export const samplePatchSchema = z
  .object({ ...sampleFields, studentId: id })
  .omit({ minutes: true })
  .partial();
export type SamplePatch = z.output<typeof samplePatchSchema>;

export const sampleSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: z.string(),
  title: z.string(),
  classId: z.string().nullable(),
  className: z.string().nullable(),
  /** The class's subject (or title) when it has one, else the sample's own subject. */
  subject: z.string().nullable(),
  lessonId: z.string().nullable(),
  assignmentId: z.string().nullable(),
  readingLogId: z.string().nullable(),
  caption: z.string().nullable(),
  linkUrl: z.string().nullable(),
  starred: z.boolean(),
  minutes: z.number().nullable(),
  pending: z.boolean(),
  files: z.array(storedFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkSample = z.infer<typeof sampleSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The list: a from–to window (at most MAX_SAMPLE_WINDOW_DAYS), optionally one class, subject or starred only. */
export const sampleQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  classId: id.optional(),
  subject: z.string().trim().min(1).max(MAX_SAMPLE_SUBJECT).optional(),
  starred: flag.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SAMPLE_LIST).default(MAX_SAMPLE_LIST),
});
export type SampleQuery = z.output<typeof sampleQuerySchema>;

export const sampleListSchema = z.object({ samples: z.array(sampleSchema), truncated: z.boolean() });
export type SampleList = z.infer<typeof sampleListSchema>;

/** GET /api/files/usage: what the family stores and may store, in bytes; per child (those with files). */
export const fileUsageSchema = z.object({
  usedBytes: z.number(),
  quotaBytes: z.number(),
  maxFileBytes: z.number(),
  maxVideoBytes: z.number(),
  children: z.array(z.object({ studentId: z.string(), usedBytes: z.number() })),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;
