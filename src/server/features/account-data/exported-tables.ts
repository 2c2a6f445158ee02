import type { Insertable, Selectable } from 'kysely';
import type { ExportTableName, ExportTables } from '@shared/schemas/account-data';
import { readFlag, storedFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
// Each table's row mapping is its feature's own (`*.rows.ts`, which only this file may import from other
// features: eslint.config.js), so a new column is mapped in one place; the types below make the compiler ask
// for it in the export's schema too.
import { fromAssignmentRow, toAssignmentRow } from '../assignments/assignments.rows';
import { fromAttendanceRow, toAttendanceRow } from '../attendance/attendance.rows';
import { fromEventRow, toEventRow } from '../calendar/calendar.rows';
import { fromClassRow, fromClassStudentRow, toClassRow, toClassStudentRow } from '../classes/classes.rows';
import { fromBlockRow, fromScheduleRow, toBlockRow, toScheduleRow } from '../day-by-day/day-by-day.rows';
import { fromLedgerRow, fromUnlockRow, toLedgerRow, toUnlockRow } from '../game/game.rows';
import {
  fromGradeWeightRow,
  fromGradingScaleRow,
  toGradeWeightRow,
  toGradingScaleRow,
} from '../grading/grading.rows';
import { fromLessonRow, fromLessonShiftRow, toLessonRow, toLessonShiftRow } from '../lessons/lessons.rows';
import { fromLoopCompletionRow, toLoopCompletionRow } from '../lesson-progress/loop.rows';
import {
  fromCompletionRow,
  fromSkipRow,
  toCompletionRow,
  toSkipRow,
} from '../lesson-progress/lesson-progress.rows';
import { fromDatedItemRow, fromItemRow, toDatedItemRow, toItemRow } from '../list-items/list-items.rows';
import {
  fromBreakRow,
  fromBreakStudentRow,
  fromSchoolYearRow,
  fromTermRow,
  toBreakRow,
  toBreakStudentRow,
  toSchoolYearRow,
  toTermRow,
} from '../school-years/school-years.rows';
import { fromReadingLogRow, toReadingLogRow } from '../reading-log/reading-log.rows';
import { fromCommentRow, toCommentRow } from '../report-card/report-card.rows';
import { fromStudentRow, toStudentRow } from '../students/students.rows';
import {
  fromHourEntryRow,
  fromRequirementProfileRow,
  toHourEntryRow,
  toRequirementProfileRow,
} from '../hours/hours.rows';
import { fromFileRow, fromSampleFileRow, toFileRow, toSampleFileRow } from '../portfolio/files.rows';
import { fromWorkSampleRow, toWorkSampleRow } from '../portfolio/work-samples.rows';
import { fromActivityRow, toActivityRow } from '../activity/activity.rows';
import {
  fromEsaAccountRow,
  fromEsaExpenseFileRow,
  fromEsaExpenseRow,
  fromEsaLineRow,
  fromEsaProgramRow,
  toEsaAccountRow,
  toEsaExpenseFileRow,
  toEsaExpenseRow,
  toEsaLineRow,
  toEsaProgramRow,
} from '../esa/esa.rows';
import { fromCarryForwardRow, toCarryForwardRow } from '../tasks/tasks.rows';
import {
  fromRecordsSettingsRow,
  fromTranscriptCourseRow,
  toRecordsSettingsRow,
  toTranscriptCourseRow,
} from '../transcript/transcript.rows';

/** A row of the export file's table `T`. */
export type ExportRow<T extends ExportTableName> = ExportTables[T][number];

/** How the export reads one table of the account and the import writes it back. */
export interface ExportedTable<T extends ExportTableName> {
  /** A stored row → the file's row. */
  read: (row: Selectable<DB[T]>) => ExportRow<T>;
  /** The file's row → the account's stored row. */
  write: (userId: string, value: ExportRow<T>) => Insertable<DB[T]>;
  /**
   * The order of the table's rows in the file: an index's columns after user_id (migrations 0005 and 0006),
   * ending with one unique within the account, so each page of the read is a short index range.
   */
  orderBy: readonly (keyof Selectable<DB[T]> & string)[];
}

/** A child as the file has it (the students service stores only the schema's colours and grade levels). */
const readStudent = (row: Selectable<DB['students']>) => fromStudentRow(row) as ExportRow<'students'>;

/** Every table of the export file, parents before children: the import writes them in this order. */
export const EXPORTED_TABLES: { [T in ExportTableName]: ExportedTable<T> } = {
  requirementProfiles: {
    read: fromRequirementProfileRow,
    write: toRequirementProfileRow,
    orderBy: ['createdAt', 'id'],
  },
  students: { read: readStudent, write: toStudentRow, orderBy: ['position', 'id'] },
  schoolYears: { read: fromSchoolYearRow, write: toSchoolYearRow, orderBy: ['createdAt', 'id'] },
  terms: { read: fromTermRow, write: toTermRow, orderBy: ['createdAt', 'id'] },
  breaks: { read: fromBreakRow, write: toBreakRow, orderBy: ['createdAt', 'id'] },
  breakStudents: {
    read: fromBreakStudentRow,
    write: toBreakStudentRow,
    orderBy: ['studentId', 'breakId'],
  },
  classes: { read: fromClassRow, write: toClassRow, orderBy: ['createdAt', 'id'] },
  classStudents: { read: fromClassStudentRow, write: toClassStudentRow, orderBy: ['studentId', 'classId'] },
  lessons: { read: fromLessonRow, write: toLessonRow, orderBy: ['createdAt', 'id'] },
  calendarEvents: {
    read: fromEventRow,
    write: toEventRow,
    orderBy: ['eventDate', 'createdAt', 'id'],
  },
  tasks: {
    read: (row) => ({ ...fromDatedItemRow(row), pendingBy: row.pendingBy }),
    write: (userId, value) => ({ ...toDatedItemRow(userId, value), pendingBy: value.pendingBy }),
    orderBy: ['studentId', 'createdAt', 'id'],
  },
  bucketListItems: {
    read: fromDatedItemRow,
    write: toDatedItemRow,
    orderBy: ['studentId', 'createdAt', 'id'],
  },
  learnListItems: {
    read: fromItemRow,
    write: toItemRow,
    orderBy: ['studentId', 'createdAt', 'id'],
  },
  attendance: { read: fromAttendanceRow, write: toAttendanceRow, orderBy: ['studentId', 'date'] },
  assignments: {
    read: fromAssignmentRow,
    write: toAssignmentRow,
    orderBy: ['studentId', 'createdAt', 'id'],
  },
  dayBlocks: { read: fromBlockRow, write: toBlockRow, orderBy: ['createdAt', 'id'] },
  daySchedule: {
    read: fromScheduleRow,
    write: toScheduleRow,
    orderBy: ['studentId', 'scheduleDate', 'startTime', 'id'],
  },
  xpLedger: { read: fromLedgerRow, write: toLedgerRow, orderBy: ['studentId', 'createdAt', 'id'] },
  achievements: {
    read: fromUnlockRow,
    write: toUnlockRow,
    orderBy: ['studentId', 'unlockedAt', 'achievementId'],
  },
  taskCarryForward: {
    read: fromCarryForwardRow,
    write: toCarryForwardRow,
    orderBy: ['studentId', 'day'],
  },
  lessonCompletions: {
    // A child's tick waiting for a parent is carried as it is: it still waits after an import.
    read: (row) => ({ ...fromCompletionRow(row), pending: readFlag(row.pending) }),
    write: (userId, value) => ({ ...toCompletionRow(userId, value), pending: storedFlag(value.pending) }),
    orderBy: ['recordedAt', 'id'],
  },
  lessonSkips: { read: fromSkipRow, write: toSkipRow, orderBy: ['createdAt', 'id'] },
  lessonShifts: { read: fromLessonShiftRow, write: toLessonShiftRow, orderBy: ['createdAt', 'id'] },
  loopCompletions: { read: fromLoopCompletionRow, write: toLoopCompletionRow, orderBy: ['date', 'id'] },
  // One row per family (its key is the account): nothing to page through.
  recordsSettings: { read: fromRecordsSettingsRow, write: toRecordsSettingsRow, orderBy: ['createdAt'] },
  transcriptCourses: {
    read: fromTranscriptCourseRow,
    write: toTranscriptCourseRow,
    orderBy: ['createdAt', 'id'],
  },
  readingLog: { read: fromReadingLogRow, write: toReadingLogRow, orderBy: ['createdAt', 'id'] },
  gradingScales: { read: fromGradingScaleRow, write: toGradingScaleRow, orderBy: ['createdAt', 'letter'] },
  classGradeWeights: {
    read: fromGradeWeightRow,
    write: toGradeWeightRow,
    orderBy: ['createdAt', 'classId', 'category'],
  },
  reportCardComments: {
    read: fromCommentRow,
    write: toCommentRow,
    orderBy: ['createdAt', 'studentId', 'termId', 'classId'],
  },
  files: { read: fromFileRow, write: toFileRow, orderBy: ['createdAt', 'id'] },
  workSamples: { read: fromWorkSampleRow, write: toWorkSampleRow, orderBy: ['createdAt', 'id'] },
  workSampleFiles: {
    read: fromSampleFileRow,
    write: toSampleFileRow,
    orderBy: ['sampleId', 'position'],
  },
  // After the samples: a child's log entry names the "I learned this" sample it came from.
  hourEntries: {
    read: (row) => ({ ...fromHourEntryRow(row), loopCompletionId: row.loopCompletionId }),
    write: toHourEntryRow,
    orderBy: ['recordedAt', 'id'],
  },
  accountActivity: { read: fromActivityRow, write: toActivityRow, orderBy: ['at', 'id'] },
  // Education savings (migration 0015): the family's program copies, then accounts, purchases, lines, receipts.
  esaPrograms: { read: fromEsaProgramRow, write: toEsaProgramRow, orderBy: ['createdAt', 'id'] },
  esaAccounts: { read: fromEsaAccountRow, write: toEsaAccountRow, orderBy: ['createdAt', 'id'] },
  esaExpenses: { read: fromEsaExpenseRow, write: toEsaExpenseRow, orderBy: ['createdAt', 'id'] },
  esaExpenseLines: { read: fromEsaLineRow, write: toEsaLineRow, orderBy: ['expenseId', 'position'] },
  esaExpenseFiles: {
    read: fromEsaExpenseFileRow,
    write: toEsaExpenseFileRow,
    orderBy: ['expenseId', 'position'],
  },
};

/** The export's tables in the order above. */
export const EXPORTED_TABLE_NAMES = Object.keys(EXPORTED_TABLES) as ExportTableName[];
