import type { Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { LessonShiftsTable, LessonsTable } from '../../db/types';

/** The `lessons` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

export type LessonRow = Selectable<LessonsTable>;
/** `pinnedDate` (migration 0024) may be left out of a new lesson: not pinned. */
export type StoredLesson = StoredValues<LessonsTable, { pinnedDate?: string | null }>;

export function fromLessonRow(row: Omit<LessonRow, 'userId'>): StoredValues<LessonsTable> {
  return {
    id: row.id,
    classId: row.classId,
    position: readNumber(row.position),
    title: row.title,
    notes: row.notes,
    minutes: readNumber(row.minutes),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    pinnedDate: row.pinnedDate,
  };
}

export function toLessonRow(userId: string, value: StoredLesson): LessonRow {
  return { ...value, pinnedDate: value.pinnedDate ?? null, userId };
}

/** The `lesson_shifts` table ('Push from here', ADR 043): a child's lesson and every later one no earlier than `notBefore`. */
export type LessonShiftRow = Selectable<LessonShiftsTable>;
export type StoredLessonShift = StoredValues<LessonShiftsTable>;

export function fromLessonShiftRow(row: Omit<LessonShiftRow, 'userId'>): StoredLessonShift {
  return {
    id: row.id,
    studentId: row.studentId,
    classId: row.classId,
    lessonId: row.lessonId,
    days: readNumber(row.days),
    notBefore: row.notBefore,
    createdAt: row.createdAt,
  };
}

export function toLessonShiftRow(userId: string, value: StoredLessonShift): LessonShiftRow {
  return { ...value, userId };
}
