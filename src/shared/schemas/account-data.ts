import { z } from 'zod';
import { DELETE_CONFIRM_WORD } from '../domain/form-limits';
import { ACHIEVEMENTS } from '../domain/achievements';
import { BLOCK_COLORS } from '../domain/block-colors';
import { isIsoDate } from '../domain/dates';
import { GRADE_LEVELS, MAX_CHILD_NAME_LENGTH, STUDENT_COLORS } from '../domain/students';
import { settingsSchema } from './settings';
import { studentSchema } from './students';
import { HOUR_SOURCES } from './hours';
import { esaRulesSchema } from './esa';
import { EXPENSE_STATUSES, MAX_CENTS } from '../domain/esa-money';
import { RECEIPT_FIELDS } from '../messages/esa';
import { accountDataMessages } from '../messages/account-data';
import { ACTIVITY_KINDS } from '../domain/activity';
import type { ClassPlace } from '../domain/class-place';

/** Re-exported from the zod-free module the pages read (ADR 050). */
export { DELETE_CONFIRM_WORD };

/**
 * The account export file ("Download my data") and the import that restores it into an empty account.
 * Rows keep their ids (so references inside the file resolve); the import gives every row a fresh id.
 */
export const EXPORT_FORMAT = 'homeschool-export';
/** Version 2: the family's children (`students`, `classStudents`) and `studentId` on per-child rows. */
export const EXPORT_VERSION = 2;
/** The version before families; the import still reads it (its rows become one child's). */
export const EXPORT_VERSION_ONE_CHILD = 1;
/** Rows per table in one export (far above what a family produces; a bound on the file and the import). */
export const MAX_ROWS_PER_TABLE = 50_000;
/** The JSON import route's body limit (the rest of the API keeps the global 256 KB). */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/**
 * The largest data.json an archive may hold, for the export and the import alike (ADR 029): the export never
 * makes an archive the import would refuse. Far above a family's records (a year of a busy family is ≈ 2 MB).
 */
export const ARCHIVE_DATA_LIMIT = 256 * 1024 * 1024;
/** A photo's thumbnail or web size in an archive (a few hundred KB; anything past this is not one of ours). */
export const ARCHIVE_VERSION_LIMIT = 32 * 1024 * 1024;
/** The archive's entries: the records, then each file's original and a photo's versions. */
export const ARCHIVE_DATA_NAME = 'data.json';
export const archiveEntryName = (sha256: string, variant: 'original' | 'thumb' | 'web') =>
  variant === 'original' ? `files/${sha256}` : `files/${sha256}.${variant}`;

const id = z.string().min(1).max(64);
const isoDate = z.string().refine(isIsoDate, 'must be a date (yyyy-MM-dd)');
const timestamp = z
  .string()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), 'must be an ISO timestamp');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)');
const shortText = z.string().max(500);
/** A class's places (every one, by its type): spelled here so the export's chunk needs no domain module. */
const EXPORT_PLACES: Record<ClassPlace, true> = { home: true, 'co-op': true, tutor: true, online: true };
const longText = z.string().max(5000);
const priority = z.enum(['low', 'medium', 'high']);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(MAX_ROWS_PER_TABLE);
/** A table added after this version's first files: a file without it has none of its rows. */
const laterRows = <T extends z.ZodType>(row: T) => rows(row).default([]);

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
    /** Added with school years (migration 0007); files before it have none. */
    schoolYearId: id.nullable().default(null),
    /** Added with the records (migration 0009); files before it have none. */
    subject: z.string().max(100).nullable().default(null),
    core: z.boolean().default(false),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** Added with taught together, co-op and tutors (migration 0023); files before it have none. */
    together: z.boolean().default(false),
    place: z.enum(Object.keys(EXPORT_PLACES) as [ClassPlace, ...ClassPlace[]]).default('home'),
    teacherName: z.string().max(100).nullable().default(null),
    /** Added with loop schedules (migration 0022, ADR 041); files before it have weekly classes. */
    scheduleKind: z.enum(['weekly', 'loop']).default('weekly'),
    loopPerDay: z.number().int().min(1).max(10).default(1),
  })
  .refine((c) => c.endTime > c.startTime, { message: 'must end after it starts', path: ['endTime'] })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    message: 'must end on or after its start date',
    path: ['endDate'],
  });

const exportEventV1Schema = z.strictObject({
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
const exportTaskV1Schema = z.strictObject({ ...listItemFields, createdDate: isoDate });
const exportLearnItemV1Schema = z.strictObject(listItemFields);

const exportAttendanceV1Schema = z.strictObject({
  id,
  date: isoDate,
  present: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const nonNegative = z.number().finite().min(0).max(1_000_000);
const exportAssignmentV1Schema = z.strictObject({
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

const exportScheduleV1Schema = z.strictObject({
  id,
  blockId: id,
  scheduleDate: isoDate,
  startTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  duration: z.number().int().min(5).max(480),
  createdAt: timestamp,
});

export const XP_SOURCE_KINDS = [
  'task',
  'learn',
  'bucket',
  'attendance',
  'assignment',
  'assignment-grade',
  'lesson',
] as const;
const exportXpV1Schema = z.strictObject({
  id,
  sourceKind: z.enum(XP_SOURCE_KINDS),
  /** The completed row's id, or the date for attendance. */
  sourceId: id,
  xp: z.number().int().min(0).max(1000),
  createdAt: timestamp,
});

const exportAchievementV1Schema = z.strictObject({
  achievementId: z.enum(ACHIEVEMENTS.map((a) => a.id) as [string, ...string[]]),
  unlockedAt: timestamp,
});

const exportCarryForwardV1Schema = z.strictObject({
  day: isoDate,
  carried: z.number().int().min(0).max(MAX_ROWS_PER_TABLE),
  createdAt: timestamp,
});

/** A lesson of a class's plan. */
export const exportLessonSchema = z.strictObject({
  id,
  classId: id,
  position: z.number().int().min(0).max(1_000_000),
  title: z.string().min(1).max(200),
  notes: longText.nullable(),
  minutes: z.number().int().min(1).max(1440),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Added with reschedule from here (migration 0024); files before it have none. */
  pinnedDate: isoDate.nullable().default(null),
});

/** A lesson a child completed: the day, the minutes, when and by whom it was recorded. */
export const exportLessonCompletionSchema = z.strictObject({
  id,
  studentId: id,
  lessonId: id,
  classId: id,
  date: isoDate,
  minutes: z.number().int().min(0).max(1440),
  recordedAt: timestamp,
  recordedBy: id,
  /** A child's own note on a lesson taught together (migration 0023); files before it have none. */
  note: shortText.nullable().default(null),
  /** A child's tick waiting for a parent (migration 0011); files before it was exported have none. */
  pending: z.boolean().default(false),
});

/** An item of a loop class a child did on a day (migration 0022, ADR 041): one row per time it was done. */
export const exportLoopCompletionSchema = z.strictObject({
  id,
  studentId: id,
  lessonId: id,
  classId: id,
  date: isoDate,
  minutes: z.number().int().min(0).max(1440),
  recordedAt: timestamp,
  recordedBy: id,
  /** A child's tick waiting for a parent (migration 0028, ADR 052); files before it have none. */
  pending: z.boolean().default(false),
});

/** A class day skipped for a child ('Skip this day'). */
export const exportLessonSkipSchema = z.strictObject({
  id,
  studentId: id,
  classId: id,
  date: isoDate,
  createdAt: timestamp,
});

/** 'Push from here' for a child (ADR 043): the lesson and every later one no earlier than `notBefore`. */
export const exportLessonShiftSchema = z.strictObject({
  id,
  studentId: id,
  classId: id,
  lessonId: id,
  days: z.number().int().min(1).max(60),
  notBefore: isoDate,
  createdAt: timestamp,
});

/** The family's transcript settings (records): at most one row. */
export const exportRecordsSettingsSchema = z.strictObject({
  hoursPerCredit: z.number().int().min(1).max(1000),
  honorsBonus: z.number().finite().min(0).max(2),
  apBonus: z.number().finite().min(0).max(2),
  dualBonus: z.number().finite().min(0).max(2),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A course of a child's high-school transcript (records). */
export const exportTranscriptCourseSchema = z.strictObject({
  id,
  studentId: id,
  classId: id.nullable(),
  title: z.string().min(1).max(200),
  yearLabel: z.string().min(1).max(40),
  gradeLevel: z.number().int().min(9).max(12),
  credits: z.number().finite().min(0).max(10).nullable(),
  level: z.enum(['regular', 'honors', 'ap', 'dual', 'pass_fail']),
  finalPercent: z.number().finite().min(0).max(100).nullable(),
  passed: z.boolean().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A letter of the family's grading scale (none: the default scale). */
export const exportGradingScaleSchema = z.strictObject({
  letter: z.string().trim().min(1).max(4),
  minPercent: z.number().finite().min(0).max(100),
  createdAt: timestamp,
});

/** A grading category of a class with its weight. */
export const exportClassGradeWeightSchema = z.strictObject({
  classId: id,
  category: z.string().trim().min(1).max(40),
  weight: z.number().int().min(1).max(100),
  createdAt: timestamp,
});

/** A comment on a child's report card for one class in one term. */
export const exportReportCardCommentSchema = z.strictObject({
  studentId: id,
  termId: id,
  classId: id,
  comment: z.string().min(1).max(1000),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A book of a child's reading log (records). */
export const exportReadingLogSchema = z
  .strictObject({
    id,
    studentId: id,
    title: z.string().min(1).max(200),
    author: z.string().max(200).nullable(),
    isbn: z.string().max(13).nullable(),
    startedOn: isoDate.nullable(),
    finishedOn: isoDate.nullable(),
    minutes: z.number().int().min(1).max(100_000).nullable(),
    pages: z.number().int().min(1).max(100_000).nullable(),
    classId: id.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine((b) => !b.startedOn || !b.finishedOn || b.finishedOn >= b.startedOn, {
    message: 'must finish on or after its start',
    path: ['finishedOn'],
  });

/** A child of the family (the file's `students`). */
export const exportStudentSchema = z.strictObject({
  id,
  name: z.string().trim().min(1).max(MAX_CHILD_NAME_LENGTH),
  age: z.number().int().min(1).max(99),
  gradeLevel: z.enum(GRADE_LEVELS).nullable(),
  color: z.enum(STUDENT_COLORS),
  emoji: z.string().min(1).max(32),
  position: z.number().int().min(0).max(1000),
  xp: z.number().int().min(0),
  level: z.number().int().min(0),
  /** The family's requirement profile the child is schooled under (migration 0009); files before it have none. */
  requirementProfileId: id.nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A child enrolled in a class. */
export const exportClassStudentSchema = z.strictObject({ classId: id, studentId: id });

const notBeforeStart = <T extends { startDate: string; endDate: string }>(row: T) =>
  row.endDate >= row.startDate;
const endsAfterStart = { message: 'must end on or after its start date', path: ['endDate'] };

/** A school year of the family (added with school years, migration 0007), its terms and breaks. */
export const exportSchoolYearSchema = z
  .strictObject({
    id,
    name: shortText.min(1),
    startDate: isoDate,
    endDate: isoDate,
    weekdays: z.array(z.number().int().min(0).max(6)).max(7),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine(notBeforeStart, endsAfterStart);
export const exportTermSchema = z
  .strictObject({
    id,
    schoolYearId: id,
    name: shortText.min(1),
    startDate: isoDate,
    endDate: isoDate,
    createdAt: timestamp,
  })
  .refine(notBeforeStart, endsAfterStart);
export const exportBreakSchema = z
  .strictObject({
    id,
    schoolYearId: id,
    label: shortText.min(1),
    startDate: isoDate,
    endDate: isoDate,
    /** False: only the children in `breakStudents`. */
    wholeFamily: z.boolean(),
    createdAt: timestamp,
  })
  .refine(notBeforeStart, endsAfterStart);
/** A child on a break that is not the whole family's. */
export const exportBreakStudentSchema = z.strictObject({ breakId: id, studentId: id });

/** The family's copy of a state requirement (records, migration 0008; the seeded templates are not exported). */
export const exportRequirementProfileSchema = z.strictObject({
  id,
  templateKey: z.string().max(64).nullable(),
  name: shortText.min(1),
  source: shortText.nullable(),
  checkedOn: isoDate.nullable(),
  rule: z.enum(['days', 'hours', 'days_and_hours', 'days_or_hours', 'none']),
  targetDays: z.number().int().min(1).max(366).nullable(),
  hoursByGrade: z
    .array(
      z.strictObject({
        fromGrade: z.number().int().min(0).max(12),
        toGrade: z.number().int().min(0).max(12),
        hours: z.number().int().min(1).max(3000),
      }),
    )
    .max(13),
  coreHours: z.number().int().min(1).max(3000).nullable(),
  coreHomeHours: z.number().int().min(1).max(3000).nullable(),
  minMinutesPerDay: z.number().int().min(1).max(1440).nullable(),
  averageMinutesPerDay: z.number().int().min(1).max(1440).nullable(),
  ageLimit: z.number().int().min(1).max(99).nullable(),
  reportPeriods: z.number().int().min(1).max(12).nullable(),
  notes: longText.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A child's hour entry (records): from a lesson completion (which it names), entered by hand, or from a child's
 * kept work sample (`workSampleId`; files before migration 0014 have none).
 */
export const exportHourEntrySchema = z.strictObject({
  id,
  studentId: id,
  date: isoDate,
  classId: id.nullable(),
  subject: z.string().min(1).max(200),
  core: z.boolean(),
  minutes: z.number().int().min(1).max(1440),
  location: z.enum(['home', 'away']),
  note: shortText.nullable(),
  source: z.enum(HOUR_SOURCES),
  lessonCompletionId: id.nullable(),
  recordedAt: timestamp,
  recordedBy: id,
  updatedAt: timestamp,
  workSampleId: id.nullable().default(null),
  /** The loop completion it came from (migration 0022); files before it have none. */
  loopCompletionId: id.nullable().default(null),
});

/**
 * A stored file of a child (the portfolio). Its bytes are in the archive as `files/<sha256>` (a photo's versions as
 * `files/<sha256>.thumb` and `.web`); the keys are where the old account kept them — the import gives every file
 * new keys, never these.
 */
export const exportFileSchema = z.strictObject({
  id,
  studentId: id,
  kind: z.enum(['image', 'document', 'audio', 'video']),
  contentType: z.string().min(1).max(100),
  size: z.number().int().min(1),
  storedSize: z.number().int().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex'),
  originalName: z.string().min(1).max(255),
  key: z.string().min(1).max(200),
  thumbKey: z.string().min(1).max(200).nullable(),
  webKey: z.string().min(1).max(200).nullable(),
  width: z.number().int().min(1).nullable(),
  height: z.number().int().min(1).nullable(),
  createdBy: id,
  createdAt: timestamp,
});

export const exportWorkSampleSchema = z.strictObject({
  id,
  studentId: id,
  date: isoDate,
  title: z.string().min(1).max(200),
  classId: id.nullable(),
  subject: z.string().max(100).nullable(),
  lessonId: id.nullable(),
  assignmentId: id.nullable(),
  readingLogId: id.nullable(),
  caption: longText.nullable(),
  linkUrl: z.string().max(2000).nullable(),
  starred: z.boolean(),
  minutes: z.number().int().min(1).max(1440).nullable(),
  pendingBy: id.nullable(),
  createdBy: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportWorkSampleFileSchema = z.strictObject({
  sampleId: id,
  fileId: id,
  position: z.number().int().min(0),
});

/** An entry of the account activity (ADR 032); the import keeps it, without the member it named. */
export const exportActivitySchema = z.strictObject({
  id,
  at: timestamp,
  kind: z.enum(ACTIVITY_KINDS),
  actorId: id.nullable(),
  actorName: z.string().max(320),
  detail: z.string().max(200).nullable(),
  ipAddress: z.string().max(64).nullable(),
  userAgent: z.string().max(500).nullable(),
  newDevice: z.boolean(),
});

/** The family's copy of an education savings program (migration 0015; the seeded templates are not exported). */
export const exportEsaProgramSchema = esaRulesSchema.extend({
  id,
  templateKey: z.string().max(64).nullable(),
  name: shortText.min(1),
  jurisdiction: shortText,
  sourceUrl: z.string().max(2000).nullable(),
  checkedOn: isoDate.nullable(),
  notes: longText.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const cents = z.number().int().min(0).max(MAX_CENTS);

export const exportEsaAccountSchema = z.strictObject({
  id,
  studentId: id,
  programId: id,
  periodStart: isoDate,
  periodEnd: isoDate,
  awardCents: cents,
  carriedCents: cents,
  reference: shortText.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportEsaExpenseSchema = z.strictObject({
  id,
  accountId: id,
  date: isoDate,
  vendor: shortText.min(1),
  paymentMethod: shortText.nullable(),
  status: z.enum(EXPENSE_STATUSES as ['planned', 'bought', 'submitted', 'reimbursed', 'denied']),
  deniedReason: shortText.nullable(),
  notes: longText.nullable(),
  classId: id.nullable(),
  subject: shortText.nullable(),
  lessonId: id.nullable(),
  receiptShows: z.array(z.enum(RECEIPT_FIELDS)).max(RECEIPT_FIELDS.length),
  splitGroup: id.nullable(),
  createdBy: id,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportEsaLineSchema = z.strictObject({
  id,
  expenseId: id,
  position: z.number().int().min(0),
  description: shortText.min(1),
  category: z.string().min(1).max(60),
  quantity: z.number().int().min(1).max(10_000),
  amountCents: cents,
});

export const exportEsaExpenseFileSchema = z.strictObject({
  expenseId: id,
  fileId: id,
  position: z.number().int().min(0),
});

/** Per-child rows name their child; a calendar event may (null: the family's). */
const ofChild = { studentId: id };
export const exportEventSchema = exportEventV1Schema.extend({ studentId: id.nullable() });
export const exportTaskSchema = exportTaskV1Schema.extend({
  ...ofChild,
  /** A child's tick waiting for a parent: the child's member (migration 0011); files before it was exported have none. */
  pendingBy: id.nullable().default(null),
});
export const exportBucketItemSchema = exportTaskV1Schema.extend(ofChild);
export const exportLearnItemSchema = exportLearnItemV1Schema.extend(ofChild);
export const exportAttendanceSchema = exportAttendanceV1Schema.extend(ofChild);
export const exportAssignmentSchema = exportAssignmentV1Schema.extend({
  ...ofChild,
  /** Added with grading categories (migration 0010); files before it have none. */
  category: z.string().min(1).max(40).nullable().default(null),
});
export const exportScheduleSchema = exportScheduleV1Schema.extend(ofChild);
export const exportXpSchema = exportXpV1Schema.extend(ofChild);
export const exportAchievementSchema = exportAchievementV1Schema.extend(ofChild);
export const exportCarryForwardSchema = exportCarryForwardV1Schema.extend(ofChild);

/** The family's record: its settings (the children's names, ages and xp are in `students`). */
export const exportProfileSchema = z.strictObject({
  settings: settingsSchema,
  createdAt: timestamp,
});

/** Every table of the file, parents before children: the import writes them in this order. */
export const exportTablesSchema = z.strictObject({
  // Records: the family's requirement copies come before the children that pick them.
  requirementProfiles: laterRows(exportRequirementProfileSchema),
  students: rows(exportStudentSchema),
  // School years came with migration 0007: a file made before has none.
  schoolYears: laterRows(exportSchoolYearSchema),
  terms: laterRows(exportTermSchema),
  breaks: laterRows(exportBreakSchema),
  breakStudents: laterRows(exportBreakStudentSchema),
  classes: rows(exportClassSchema),
  classStudents: rows(exportClassStudentSchema),
  lessons: laterRows(exportLessonSchema),
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
  /** Added with school years (ADR 018); files before it have none. */
  lessonCompletions: laterRows(exportLessonCompletionSchema),
  lessonSkips: laterRows(exportLessonSkipSchema),
  /** Added with reschedule from here (migration 0024); files before it have none. */
  lessonShifts: laterRows(exportLessonShiftSchema),
  /** Added with loop schedules (migration 0022); files before it have none. */
  loopCompletions: laterRows(exportLoopCompletionSchema),
  /** Added with the records; files before them have none. */
  recordsSettings: laterRows(exportRecordsSettingsSchema),
  transcriptCourses: laterRows(exportTranscriptCourseSchema),
  readingLog: laterRows(exportReadingLogSchema),
  /** Added with the records: grading scale, class categories, report card comments. */
  gradingScales: laterRows(exportGradingScaleSchema),
  classGradeWeights: laterRows(exportClassGradeWeightSchema),
  reportCardComments: laterRows(exportReportCardCommentSchema),
  /** Added with the records; files before it have none. */
  hourEntries: laterRows(exportHourEntrySchema),
  /** Added with the portfolio (issue 36): the files are in the archive beside the file. */
  files: laterRows(exportFileSchema),
  workSamples: laterRows(exportWorkSampleSchema),
  workSampleFiles: laterRows(exportWorkSampleFileSchema),
  /** Added with the account activity (issue 39); files before it have none. */
  accountActivity: laterRows(exportActivitySchema),
  /** Added with the education savings accounts (migration 0015); receipts are among `files`. */
  esaPrograms: laterRows(exportEsaProgramSchema),
  esaAccounts: laterRows(exportEsaAccountSchema),
  esaExpenses: laterRows(exportEsaExpenseSchema),
  esaExpenseLines: laterRows(exportEsaLineSchema),
  esaExpenseFiles: laterRows(exportEsaExpenseFileSchema),
});
export type ExportTables = z.infer<typeof exportTablesSchema>;

/** A table's row schema (a table added after a version is `rows(…).default([])`: files before it may leave it out). */
export function rowSchemaOf(table: z.ZodType): z.ZodObject {
  const rows = table instanceof z.ZodDefault ? table.unwrap() : table;
  if (!(rows instanceof z.ZodArray)) throw new Error('an export table is an array of rows');
  return rows.element as z.ZodObject;
}
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

/** A version 1 file (one child per account): the child's name, age, xp and level were the profile's. */
export const exportProfileV1Schema = z.strictObject({
  displayName: z.string().max(200).nullable(),
  childAge: z.string().max(8).nullable(),
  xp: z.number().int().min(0),
  level: z.number().int().min(0),
  settings: settingsSchema,
  createdAt: timestamp,
});

export const exportTablesV1Schema = z.strictObject({
  classes: rows(exportClassSchema),
  calendarEvents: rows(exportEventV1Schema),
  tasks: rows(exportTaskV1Schema),
  bucketListItems: rows(exportTaskV1Schema),
  learnListItems: rows(exportLearnItemV1Schema),
  attendance: rows(exportAttendanceV1Schema),
  assignments: rows(exportAssignmentV1Schema),
  dayBlocks: rows(exportDayBlockSchema),
  daySchedule: rows(exportScheduleV1Schema),
  xpLedger: rows(exportXpV1Schema),
  achievements: rows(exportAchievementV1Schema),
  taskCarryForward: rows(exportCarryForwardV1Schema),
});
export type ExportTablesV1 = z.infer<typeof exportTablesV1Schema>;

export const accountExportV1Schema = accountExportSchema.extend({
  version: z.literal(EXPORT_VERSION_ONE_CHILD),
  profile: exportProfileV1Schema,
  tables: exportTablesV1Schema,
});
export type AccountExportV1 = z.infer<typeof accountExportV1Schema>;

/** What the import reads: this version's file or a version 1 file (the client checks a picked file with it). */
export const importFileSchema = z.union([accountExportSchema, accountExportV1Schema]);
export type ImportFile = z.infer<typeof importFileSchema>;

export const importResultSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
  /** The family's children after the import (xp and level recomputed from each one's ledger). */
  students: z.array(studentSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().max(1000).optional(),
  confirm: z.string().max(100).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Row counts per table, for the import preview (a version 1 file has no `students` or `classStudents`). */
export function exportCounts(file: ImportFile): Partial<Record<ExportTableName, number>> {
  return Object.fromEntries(Object.entries(file.tables).map(([k, v]) => [k, v.length])) as Partial<
    Record<ExportTableName, number>
  >;
}
