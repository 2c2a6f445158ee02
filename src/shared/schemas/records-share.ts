import { z } from 'zod';
import { FILE_VARIANTS, sampleSchema } from './portfolio';
import {
  DEFAULT_PER_SUBJECT,
  MAX_PER_SUBJECT,
  MIN_PER_SUBJECT,
  PACKET_CHOICES,
} from '../domain/portfolio-packet';
import {
  DEFAULT_LINK_DAYS,
  MAX_EVALUATOR_LABEL,
  MAX_LINK_DAYS,
  MIN_LINK_DAYS,
} from '../domain/evaluator-links';
import { recordsShareMessages as m } from '../messages/records-share';

/** `?schoolYearId=` of a child's record PDF. */
export const recordYearQuerySchema = z.object({
  schoolYearId: z.string({ message: m.yearRequired }).min(1, m.yearRequired).max(64, m.yearNotFound),
});

const yearId = z.string({ message: m.yearRequired }).min(1, m.yearRequired).max(64, m.yearNotFound);

/**
 * `GET …/records/portfolio.pdf`: the period (the school year, or one of its terms) and the choice (the starred
 * samples, or `perSubject` of each subject, the starred first).
 */
export const portfolioPacketQuerySchema = z.object({
  schoolYearId: yearId,
  termId: z.string().min(1, m.termNotFound).max(64, m.termNotFound).optional(),
  choice: z.enum(PACKET_CHOICES, { message: m.packetChoiceInvalid }).default('starred'),
  perSubject: z.coerce
    .number({ message: m.perSubjectRange })
    .int(m.perSubjectRange)
    .min(MIN_PER_SUBJECT, m.perSubjectRange)
    .max(MAX_PER_SUBJECT, m.perSubjectRange)
    .default(DEFAULT_PER_SUBJECT),
});
export type PortfolioPacketQuery = z.output<typeof portfolioPacketQuerySchema>;

export const studentParamsSchema = z.object({ studentId: z.string().min(1).max(64) });
export const evaluatorLinkParamsSchema = z.object({
  studentId: z.string().min(1).max(64),
  id: z.string().min(1).max(64),
});

/** POST /api/students/:studentId/evaluator-links. */
export const evaluatorLinkInputSchema = z.strictObject({
  schoolYearId: z.string({ message: m.yearRequired }).min(1, m.yearRequired).max(64, m.yearNotFound),
  label: z
    .string({ message: m.labelRequired })
    .trim()
    .min(1, m.labelRequired)
    .max(MAX_EVALUATOR_LABEL, m.labelTooLong),
  days: z
    .number({ message: m.daysRange })
    .int(m.daysRange)
    .min(MIN_LINK_DAYS, m.daysRange)
    .max(MAX_LINK_DAYS, m.daysRange)
    .default(DEFAULT_LINK_DAYS),
  /** The link shows the child's work samples of the year too (the portfolio), and lets the files be downloaded. */
  includePortfolio: z.boolean().default(false),
});
export type EvaluatorLinkInput = z.input<typeof evaluatorLinkInputSchema>;

export const evaluatorLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);

/** A link as the parent's list shows it (never the token: it is answered once, when made). */
export const evaluatorLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  schoolYearId: z.string(),
  schoolYearName: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: evaluatorLinkStatusSchema,
  includePortfolio: z.boolean(),
});
export type EvaluatorLink = z.infer<typeof evaluatorLinkSchema>;

export const evaluatorLinkListSchema = z.object({ links: evaluatorLinkSchema.array() });
export type EvaluatorLinkList = z.infer<typeof evaluatorLinkListSchema>;

/** The made link and its page's address, which carries the secret token: the one time it is answered. */
export const createdEvaluatorLinkSchema = z.object({
  link: evaluatorLinkSchema,
  url: z.string(),
  path: z.string(),
});
export type CreatedEvaluatorLink = z.infer<typeof createdEvaluatorLinkSchema>;

/** The public routes' token: any text; one that is not a live link answers like an unknown route. */
export const evaluatorTokenParamsSchema = z.object({ token: z.string().max(200) });
export const evaluatorDocumentParamsSchema = z.object({
  token: z.string().max(200),
  document: z.string().max(64),
});

export const evaluatorFileParamsSchema = z.object({
  token: z.string().max(200),
  id: z.string().min(1).max(100),
  variant: z.enum(FILE_VARIANTS),
});

export const recordDocumentSchema = z.object({
  /** 'bundle' or a section's key. */
  key: z.string(),
  title: z.string(),
  /** The PDF's address (relative to the site). */
  path: z.string(),
});
export type RecordDocument = z.infer<typeof recordDocumentSchema>;

/** A work sample as an evaluator sees it (its files through `/api/evaluator/:token/files/:id/{thumb|web|original}`). */
export const evaluatorSampleSchema = sampleSchema.pick({
  id: true,
  date: true,
  title: true,
  className: true,
  subject: true,
  caption: true,
  linkUrl: true,
  starred: true,
  files: true,
});
export type EvaluatorSample = z.infer<typeof evaluatorSampleSchema>;

/**
 * A record's table on an evaluator's page, its words and figures as the record's PDF prints them (the server
 * lays it out with the PDF's own labels and formats, so the page adds no code of the records' own).
 */
export const recordTableSchema = z.object({
  caption: z.string(),
  columns: z.object({ label: z.string(), numeric: z.boolean() }).array(),
  rows: z.string().array().array(),
});
export type RecordTable = z.infer<typeof recordTableSchema>;

/** A term's report card on an evaluator's page: the PDF's figures, without the family's ids or the child's full name. */
export const evaluatorReportCardSchema = z.object({
  term: z.string(),
  dates: z.string(),
  /** Class, average, grade, hours; null when no class has work in the term. */
  table: recordTableSchema.nullable(),
  /** Lines under the table: 'No graded work in this term', '* Weighted by category: …'. */
  notes: z.string().array(),
  comments: z.object({ title: z.string(), comment: z.string() }).array(),
  /** 'Days present: 3', 'Days absent: 1', 'Days marked: 4', 'Total hours: 2.5'. */
  attendance: z.string().array(),
  gradingKey: z.string(),
});
export type EvaluatorReportCard = z.infer<typeof evaluatorReportCardSchema>;

/** The transcript on an evaluator's page: years, courses, credits, grades and GPA as its PDF prints them. */
export const evaluatorTranscriptSchema = z.object({
  /** 'Cumulative GPA 3.85 unweighted / 4.10 weighted · 4.0 credits earned'. */
  summary: z.string(),
  years: z.object({ heading: z.string(), table: recordTableSchema, summary: z.string() }).array(),
  gradingKey: z.string(),
});
export type EvaluatorTranscript = z.infer<typeof evaluatorTranscriptSchema>;

/** The reading log of the link's year on an evaluator's page; no table without a book. */
export const evaluatorReadingLogSchema = z.object({
  table: recordTableSchema.nullable(),
  /** '1 book · 300 minutes · 184 pages'. */
  totals: z.string(),
  /** More books than a list holds: only the first are listed. */
  truncated: z.boolean(),
});
export type EvaluatorReadingLog = z.infer<typeof evaluatorReadingLogSchema>;

/** The readable records on an evaluator's page (issue 37): the year's figures, before the downloads. */
export const evaluatorRecordsSchema = z.object({
  /** The requirement the child follows and its goals (days counted, or minutes); null without one. */
  requirement: z
    .object({
      name: z.string(),
      goals: z
        .object({
          key: z.string(),
          label: z.string(),
          unit: z.enum(['days', 'minutes']),
          target: z.number(),
          done: z.number(),
          met: z.boolean(),
        })
        .array(),
    })
    .nullable(),
  schoolDays: z.object({ total: z.number(), elapsed: z.number(), remaining: z.number() }),
  attendance: z.object({ present: z.number(), absent: z.number() }),
  /** Minutes by subject, the year's whole log (core ones marked), by subject name. */
  hoursBySubject: z.object({ subject: z.string(), core: z.boolean(), minutes: z.number() }).array(),
  totalMinutes: z.number(),
  /** The year's report cards, one per term with something recorded (what the report card PDFs print). */
  reportCards: evaluatorReportCardSchema.array(),
  /** The child's high-school transcript as its PDF prints it (every year); null without a course. */
  transcript: evaluatorTranscriptSchema.nullable(),
  /** The books of the year, newest first, with their totals (what the reading log PDF prints). */
  readingLog: evaluatorReadingLogSchema,
});
export type EvaluatorRecords = z.infer<typeof evaluatorRecordsSchema>;

/** GET /api/evaluator/:token: what an evaluator sees, and nothing more of the family. */
export const evaluatorSummarySchema = z.object({
  childFirstName: z.string(),
  /** The family's name (its parent's) and the adult who shared the link (issue 37). */
  familyName: z.string(),
  sharedBy: z.string(),
  records: evaluatorRecordsSchema,
  gradeLevel: z.string().nullable(),
  schoolYear: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
  expiresAt: z.string(),
  documents: recordDocumentSchema.array(),
  /** The year's work samples (a parent's confirmed ones), newest first; null when the link does not include them. */
  portfolio: evaluatorSampleSchema.array().nullable(),
});
export type EvaluatorSummary = z.infer<typeof evaluatorSummarySchema>;
