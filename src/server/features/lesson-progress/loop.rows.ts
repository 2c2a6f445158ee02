import type { Insertable, Selectable } from 'kysely';
import { readFlag, readNumber, storedFlag, type StoredValues } from '../../db/stored-values';
import type { LoopCompletionsTable } from '../../db/types';

/** The `loop_completions` table's row ↔ its values (ADR 041): for the repository and the account export/import. */

type LoopCompletionRow = Selectable<LoopCompletionsTable>;
/**
 * An item of a loop class a child did on a day: the minutes spent, when and by whom it was recorded; `pending`:
 * a child's tick waiting for a parent (migration 0028, ADR 052), kept in the export file so it still waits.
 */
export type StoredLoopCompletion = StoredValues<LoopCompletionsTable, { pending: boolean }>;

export function fromLoopCompletionRow(row: Omit<LoopCompletionRow, 'userId'>): StoredLoopCompletion {
  return {
    id: row.id,
    studentId: row.studentId,
    lessonId: row.lessonId,
    classId: row.classId,
    date: row.date,
    minutes: readNumber(row.minutes),
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    pending: readFlag(row.pending),
  };
}

export function toLoopCompletionRow(
  userId: string,
  value: StoredLoopCompletion,
): Insertable<LoopCompletionsTable> {
  return { ...value, pending: storedFlag(value.pending), userId };
}
