import { z } from 'zod';
import {
  COLUMN_ROLES,
  MAX_PLAN_CELL,
  MAX_PLAN_COLUMNS,
  MAX_PLAN_FILE_BYTES,
  MAX_PLAN_ROWS,
  PLAN_FIELDS,
} from '../domain/plan-file';
import { planFileMessages as msg } from '../messages/plan-files';

/** Plan files (docs/plan-files.md): the preview of a file or a paste, the import, the export. */

const MB = MAX_PLAN_FILE_BYTES / (1024 * 1024);

/** POST /api/classes/:id/lessons/preview-text: pasted CSV, TSV or a JSON plan document. */
export const planTextSchema = z.object({
  text: z.string({ error: msg.noText }).max(MAX_PLAN_FILE_BYTES, msg.pasteTooLong(MB)),
});
export type PlanText = z.infer<typeof planTextSchema>;

const columnRole = z.enum(COLUMN_ROLES);
const cells = z
  .array(z.array(z.string().max(MAX_PLAN_CELL)).max(MAX_PLAN_COLUMNS, msg.tooManyColumns(MAX_PLAN_COLUMNS)))
  .max(MAX_PLAN_ROWS, msg.tooManyRows(MAX_PLAN_ROWS));

/**
 * POST /api/classes/:id/lessons/import: the previewed table, whether its first row is headings, and what each
 * column is. The lessons are checked again (row and column named), and appended in one transaction.
 */
export const planImportSchema = z.object({
  rows: cells,
  header: z.boolean(),
  mapping: z.array(columnRole).max(MAX_PLAN_COLUMNS),
});
export type PlanImport = z.infer<typeof planImportSchema>;

export const planLessonSchema = z.object({
  row: z.number().int(),
  title: z.string(),
  notes: z.string().nullable(),
  minutes: z.number().int().nullable(),
  week: z.number().int().nullable(),
  day: z.number().int().nullable(),
});

export const planErrorSchema = z.object({
  row: z.number().int(),
  column: z.enum(PLAN_FIELDS),
  message: z.string(),
});

/** A file or a paste, read: the table, the guessed mapping, and the lessons and errors under it. */
export const planPreviewSchema = z.object({
  format: z.enum(['csv', 'tsv', 'xlsx', 'json']),
  rows: z.array(z.array(z.string())),
  header: z.boolean(),
  mapping: z.array(columnRole),
  /** A JSON plan document's class title. */
  sourceTitle: z.string().nullable(),
  /** How many more lessons the class holds. */
  room: z.number().int(),
  /** The class's minutes: a lesson's without a minutes cell. */
  classMinutes: z.number().int(),
  lessons: z.array(planLessonSchema),
  errors: z.array(planErrorSchema),
  /** The mapping's or the table's own problem under the guess (no title column…), or null. */
  problem: z.string().nullable(),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const planImportResultSchema = z.object({ count: z.number().int() });
export type PlanImportResult = z.infer<typeof planImportResultSchema>;

/** GET /api/classes/:id/lessons/export?format=csv|json */
export const planExportQuerySchema = z.object({ format: z.enum(['csv', 'json']).default('csv') });
