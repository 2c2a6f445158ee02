import type { Selectable } from 'kysely';
import {
  readFlag,
  readNullableNumber,
  readNumber,
  storedFlag,
  type StoredValues,
} from '../../db/stored-values';
import type { RecordsSettingsTable, TranscriptCoursesTable } from '../../db/types';

/**
 * The transcript's tables' rows ↔ their values: `transcript_courses` and `records_settings`. The one mapping of
 * each table, for the repository and the account export/import.
 */

export type TranscriptCourseRow = Selectable<TranscriptCoursesTable>;
export type StoredTranscriptCourse = StoredValues<TranscriptCoursesTable, { passed: boolean | null }>;

export function fromTranscriptCourseRow(row: Omit<TranscriptCourseRow, 'userId'>): StoredTranscriptCourse {
  return {
    id: row.id,
    studentId: row.studentId,
    classId: row.classId,
    title: row.title,
    yearLabel: row.yearLabel,
    gradeLevel: readNumber(row.gradeLevel),
    credits: readNullableNumber(row.credits),
    level: row.level,
    finalPercent: readNullableNumber(row.finalPercent),
    passed: row.passed == null ? null : readFlag(row.passed),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTranscriptCourseRow(userId: string, value: StoredTranscriptCourse): TranscriptCourseRow {
  return { ...value, userId, passed: value.passed == null ? null : storedFlag(value.passed) };
}

export type RecordsSettingsRow = Selectable<RecordsSettingsTable>;
export type StoredRecordsSettings = StoredValues<RecordsSettingsTable>;

export function fromRecordsSettingsRow(row: Omit<RecordsSettingsRow, 'userId'>): StoredRecordsSettings {
  return {
    hoursPerCredit: readNumber(row.hoursPerCredit),
    honorsBonus: readNumber(row.honorsBonus),
    apBonus: readNumber(row.apBonus),
    dualBonus: readNumber(row.dualBonus),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toRecordsSettingsRow(userId: string, value: StoredRecordsSettings): RecordsSettingsRow {
  return { ...value, userId };
}
