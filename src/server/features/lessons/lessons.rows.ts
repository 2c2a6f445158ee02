import type { Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { LessonsTable } from '../../db/types';

/** The `lessons` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

export type LessonRow = Selectable<LessonsTable>;
export type StoredLesson = StoredValues<LessonsTable>;

export function fromLessonRow(row: Omit<LessonRow, 'userId'>): StoredLesson {
  return {
    id: row.id,
    classId: row.classId,
    position: readNumber(row.position),
    title: row.title,
    notes: row.notes,
    minutes: readNumber(row.minutes),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toLessonRow(userId: string, value: StoredLesson): LessonRow {
  return { ...value, userId };
}
