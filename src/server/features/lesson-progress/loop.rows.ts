import type { Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { LoopCompletionsTable } from '../../db/types';

/** The `loop_completions` table's row ↔ its values (ADR 041): for the repository and the account export/import. */

type LoopCompletionRow = Selectable<LoopCompletionsTable>;
/** An item of a loop class a child did on a day: the minutes spent, when and by whom it was recorded. */
export type StoredLoopCompletion = StoredValues<LoopCompletionsTable>;

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
  };
}

export function toLoopCompletionRow(userId: string, value: StoredLoopCompletion): LoopCompletionRow {
  return { ...value, userId };
}
