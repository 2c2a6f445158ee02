import type { Insertable, Selectable } from 'kysely';
import type { AttendanceRecord } from '@shared/schemas/attendance';
import { readFlag, storedFlag, type StoredValues } from '../../db/stored-values';
import type { AttendanceTable } from '../../db/types';

/** The `attendance` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

type AttendanceRow = Selectable<AttendanceTable>;
/** A stored attendance day of one child: `present` as a boolean. */
/** Who recorded it (migration 0011) is not in the export file: members are not. */
export type StoredAttendance = StoredValues<Omit<AttendanceTable, 'recordedBy'>, { present: boolean }>;

/** The part of the row the API shows. */
export function toAttendanceRecord(
  row: Pick<AttendanceRow, 'id' | 'studentId' | 'date' | 'present'>,
): AttendanceRecord {
  return { id: row.id, studentId: row.studentId, date: row.date, present: readFlag(row.present) };
}

export function fromAttendanceRow(row: Omit<AttendanceRow, 'userId' | 'recordedBy'>): StoredAttendance {
  return { ...toAttendanceRecord(row), createdAt: row.createdAt, updatedAt: row.updatedAt };
}

export function toAttendanceRow(userId: string, value: StoredAttendance): Insertable<AttendanceTable> {
  return { ...value, userId, present: storedFlag(value.present) };
}
