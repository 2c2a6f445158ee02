import type { Insertable, Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { LessonCompletionsTable, LessonSkipsTable } from '../../db/types';

/**
 * The `lesson_completions` and `lesson_skips` tables' rows ↔ their values: the one mapping of each table, for
 * the repository and the account export/import.
 */

type CompletionRow = Selectable<LessonCompletionsTable>;
type SkipRow = Selectable<LessonSkipsTable>;
/** A lesson a child completed: the day, the minutes spent, when and by whom it was recorded. */
/** `pending` (a tick waiting for a parent, migration 0011) is read and written apart: the repository's and the export's own. */
/** `note`: a child's own note on a lesson taught together (migration 0023); left out: none. */
export type StoredCompletion = StoredValues<Omit<LessonCompletionsTable, 'pending' | 'note'>> & {
  note?: string | null;
};
/** A class day skipped for a child ('Skip this day'). */
export type StoredSkip = StoredValues<LessonSkipsTable>;

export function fromCompletionRow(
  row: Omit<CompletionRow, 'userId' | 'pending' | 'note'> & { note?: string | null },
): Required<StoredCompletion> {
  return {
    id: row.id,
    studentId: row.studentId,
    lessonId: row.lessonId,
    classId: row.classId,
    date: row.date,
    minutes: readNumber(row.minutes),
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    note: row.note ?? null,
  };
}

export function toCompletionRow(userId: string, value: StoredCompletion): Insertable<LessonCompletionsTable> {
  return { ...value, note: value.note ?? null, userId };
}

export function fromSkipRow(row: Omit<SkipRow, 'userId'>): StoredSkip {
  return {
    id: row.id,
    studentId: row.studentId,
    classId: row.classId,
    date: row.date,
    createdAt: row.createdAt,
  };
}

export function toSkipRow(userId: string, value: StoredSkip): SkipRow {
  return { ...value, userId };
}
