import type { Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { TaskCarryForwardTable } from '../../db/types';

/** The `task_carry_forward` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

type CarryForwardRow = Selectable<TaskCarryForwardTable>;
/** A child's carry-forward guard of a day and how many tasks it copied. */
export type StoredCarryForward = StoredValues<TaskCarryForwardTable>;

export function fromCarryForwardRow(row: Omit<CarryForwardRow, 'userId'>): StoredCarryForward {
  return {
    studentId: row.studentId,
    day: row.day,
    carried: readNumber(row.carried),
    createdAt: row.createdAt,
  };
}

export function toCarryForwardRow(userId: string, value: StoredCarryForward): CarryForwardRow {
  return { ...value, userId };
}
