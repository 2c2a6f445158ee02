import { z } from 'zod';
import { ACHIEVEMENTS } from '../domain/achievements';
import { BLOCK_COLORS } from '../domain/block-colors';
import { isIsoDate } from '../domain/dates';
import { settingsSchema } from './settings';
import { accountDataMessages } from '../messages/account-data';

/**
 * The account export file ("Download my data") and the import that restores it into an empty account.
 * Rows keep their ids (so references inside the file resolve); the import gives every row a fresh id.
 */
export const EXPORT_FORMAT = 'homeschool-export';
export const EXPORT_VERSION = 1;
/** Rows per table in one export (far above what a family produces; a bound on the file and the import). */
export const MAX_ROWS_PER_TABLE = 50_000;
/** The import route's body limit (the rest of the API keeps the global 256 KB). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Typed by an account without a password (Google or OpenID Connect sign-in) to confirm deletion. */
export const DELETE_CONFIRM_WORD = 'DELETE';

const id = z.string().min(1).max(64);
const isoDate = z.string().refine(isIsoDate, 'must be a date (yyyy-MM-dd)');
const timestamp = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), 'must be an ISO timestamp');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)');
const shortText = z.string().max(500);
const longText = z.string().max(5000);
const priority = z.enum(['low', 'medium', 'high']);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(MAX_ROWS_PER_TABLE);

export const exportClassSchema = z
  .strictObject({
    id,
    title: shortText.min(1),
    description: longText.nullable(),
    emoji: z.string().min(1).max(32),
    teacherPlatform: shortText.nullable(),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7),
    startTime: hhmm,
    endTime: hhmm,
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine((c) => c.endTime > c.startTime, { message: 'must end after it starts', path: ['endTime'] })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, { message: 'must end on or after its start date', path: ['endDate'] });

export const exportEventSchema = z.strictObject({
  id,
  title: shortText.min(1),
  eventDate: isoDate,
  eventTime: hhmm.nullable(),
  description: longText.nullable(),
  classId: id.nullable(),
  generated: z.boolean(),
  createdAt: timestamp,
});

const listItemFields = {
  id,
  title: shortText.min(1),
  priority,
  completed: z.boolean(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
};
export const exportTaskSchema = z.strictObject({ ...listItemFields, createdDate: isoDate });
export const exportBucketItemSchema = z.strictObject({ ...listItemFields, createdDate: isoDate });
export const exportLearnItemSchema = z.strictObject(listItemFields);

export const exportAttendanceSchema = z.strictObject({
  id,
  date: isoDate,
  present: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const nonNegative = z.number().finite().min(0).max(1_000_000);
export const exportAssignmentSchema = z.strictObject({
  id,
  classId: id,
  assignmentName: shortText.min(1),
  description: longText.nullable(),
  assignmentDate: isoDate,
  dueDate: isoDate.nullable(),
  status: z.enum(['upcoming', 'work_in_progress', 'completed']),
  gradePercentage: z.number().finite().min(0).max(100).nullable(),
  earnedPoints: nonNegative.nullable(),
  maxPoints: nonNegative.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportDayBlockSchema = z.strictObject({
  id,
  name: shortText.min(1),
  description: longText.nullable(),
  purpose: longText.nullable(),
  defaultDuration: z.number().int().min(5).max(480),
  color: z.enum(BLOCK_COLORS),
  createdAt: timestamp,
});

export const exportScheduleSchema = z.strictObject({
  id,
  blockId: id,
  scheduleDate: isoDate,
  startTime: z.number().int().min(0).max(24 * 60),
  duration: z.number().int().min(5).max(480),
  createdAt: timestamp,
});

export const XP_SOURCE_KINDS = ['task', 'learn', 'bucket', 'attendance', 'assignment', 'assignment-grade'] as const;
export const exportXpSchema = z.strictObject({
  id,
  sourceKind: z.enum(XP_SOURCE_KINDS),
  /** The completed row's id, or the date for attendance. */
  sourceId: id,
  xp: z.number().int().min(0).max(1000),
  createdAt: timestamp,
});

export const exportAchievementSchema = z.strictObject({
  achievementId: z.enum(ACHIEVEMENTS.map((a) => a.id) as [string, ...string[]]),
  unlockedAt: timestamp,
});

export const exportCarryForwardSchema = z.strictObject({
  day: isoDate,
  carried: z.number().int().min(0).max(MAX_ROWS_PER_TABLE),
  createdAt: timestamp,
});

export const exportProfileSchema = z.strictObject({
  displayName: z.string().max(200).nullable(),
  childAge: z.string().max(8).nullable(),
  xp: z.number().int().min(0),
  level: z.number().int().min(0),
  settings: settingsSchema,
  createdAt: timestamp,
});

export const exportTablesSchema = z.strictObject({
  classes: rows(exportClassSchema),
  calendarEvents: rows(exportEventSchema),
  tasks: rows(exportTaskSchema),
  bucketListItems: rows(exportBucketItemSchema),
  learnListItems: rows(exportLearnItemSchema),
  attendance: rows(exportAttendanceSchema),
  assignments: rows(exportAssignmentSchema),
  dayBlocks: rows(exportDayBlockSchema),
  daySchedule: rows(exportScheduleSchema),
  xpLedger: rows(exportXpSchema),
  achievements: rows(exportAchievementSchema),
  taskCarryForward: rows(exportCarryForwardSchema),
});
export type ExportTables = z.infer<typeof exportTablesSchema>;
export type ExportTableName = keyof ExportTables;

/** The whole file. `account` and `truncated` are informational; the import reads `profile` and `tables`. */
export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT, accountDataMessages.badFile),
  version: z.literal(EXPORT_VERSION, accountDataMessages.badVersion(EXPORT_VERSION)),
  exportedAt: timestamp,
  account: z.object({ id: z.string().max(64), email: z.string().max(320) }).optional(),
  /** Tables that hit MAX_ROWS_PER_TABLE (their oldest rows beyond the cap are not in the file). */
  truncated: z.array(z.string().max(64)).max(20).optional(),
  profile: exportProfileSchema,
  tables: exportTablesSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const importResultSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
  xp: z.number().int(),
  level: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().max(1000).optional(),
  confirm: z.string().max(100).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Row counts per table, for the import preview. */
export function exportCounts(file: AccountExport): Record<ExportTableName, number> {
  return Object.fromEntries(Object.entries(file.tables).map(([k, v]) => [k, v.length])) as Record<ExportTableName, number>;
}
