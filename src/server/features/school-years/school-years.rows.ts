import type { Selectable } from 'kysely';
import { parseDays, readFlag, storedDays, storedFlag, type StoredValues } from '../../db/stored-values';
import type { BreakStudentsTable, BreaksTable, SchoolYearsTable, TermsTable } from '../../db/types';

/**
 * The school-year tables' rows ↔ their values: `school_years`, `terms`, `breaks` and `break_students`. The
 * one mapping of each table, for the repository and the account export/import.
 */

export type SchoolYearRow = Selectable<SchoolYearsTable>;
/** A stored school year: its weekdays as numbers. */
export type StoredSchoolYear = StoredValues<SchoolYearsTable, { weekdays: number[] }>;

export function fromSchoolYearRow(row: Omit<SchoolYearRow, 'userId'>): StoredSchoolYear {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    weekdays: parseDays(row.weekdays),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toSchoolYearRow(userId: string, value: StoredSchoolYear): SchoolYearRow {
  return { ...value, userId, weekdays: storedDays(value.weekdays) };
}

export type TermRow = Selectable<TermsTable>;
export type StoredTerm = StoredValues<TermsTable>;

export function fromTermRow(row: Omit<TermRow, 'userId'>): StoredTerm {
  return {
    id: row.id,
    schoolYearId: row.schoolYearId,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt,
  };
}

export function toTermRow(userId: string, value: StoredTerm): TermRow {
  return { ...value, userId };
}

export type BreakRow = Selectable<BreaksTable>;
/** A stored break: `wholeFamily` as a boolean (false: only its `break_students`). */
export type StoredBreak = StoredValues<BreaksTable, { wholeFamily: boolean }>;

export function fromBreakRow(row: Omit<BreakRow, 'userId'>): StoredBreak {
  return {
    id: row.id,
    schoolYearId: row.schoolYearId,
    label: row.label,
    startDate: row.startDate,
    endDate: row.endDate,
    wholeFamily: readFlag(row.wholeFamily),
    createdAt: row.createdAt,
  };
}

export function toBreakRow(userId: string, value: StoredBreak): BreakRow {
  return { ...value, userId, wholeFamily: storedFlag(value.wholeFamily) };
}

export type BreakStudentRow = Selectable<BreakStudentsTable>;
export type StoredBreakStudent = StoredValues<BreakStudentsTable>;

export function fromBreakStudentRow(row: Omit<BreakStudentRow, 'userId'>): StoredBreakStudent {
  return { breakId: row.breakId, studentId: row.studentId };
}

export function toBreakStudentRow(userId: string, value: StoredBreakStudent): BreakStudentRow {
  return { ...value, userId };
}
