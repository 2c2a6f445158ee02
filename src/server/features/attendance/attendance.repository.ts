import { sql, type Kysely } from 'kysely';
import type { AttendanceCounts } from '@shared/domain/attendance';
import type { IsoDate } from '@shared/domain/dates';
import type { AttendanceDay, AttendanceRecord } from '@shared/schemas/attendance';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { recordedByName } from '../../db/recorded-by-name';
import type { StudentKey } from '../../scope/scope';
import { toAttendanceRecord, toAttendanceRow } from './attendance.rows';

const RECORD_COLUMNS = ['id', 'studentId', 'date', 'present'] as const;

/** The child's records between two dates (inclusive), newest first, with who recorded each (same statement). */
export async function findInRange(
  db: Kysely<DB>,
  child: StudentKey,
  from: IsoDate,
  to: IsoDate,
): Promise<AttendanceDay[]> {
  const rows = await db
    .selectFrom('attendance')
    .select(RECORD_COLUMNS)
    .select(recordedByName('attendance.recordedBy', 'attendance.userId').as('recordedByName'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date', 'desc')
    .execute();
  return rows.map((row) => ({ ...toAttendanceRecord(row), recordedByName: row.recordedByName }));
}

/** Which of these ids are children of the family. */
export async function familyChildIds(
  db: Kysely<DB>,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('students')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Marks every date of one child present or absent in one statement: insert, or on the (user_id, student_id,
 * date) unique key update the existing row. No read-then-write, so concurrent requests cannot create duplicates.
 */
export async function upsertDates(
  db: Kysely<DB>,
  child: StudentKey,
  dates: IsoDate[],
  present: boolean,
  recordedBy: string,
): Promise<AttendanceRecord[]> {
  const now = new Date().toISOString();
  const rows = await db
    .insertInto('attendance')
    .values(
      dates.map((date) => ({
        ...toAttendanceRow(child.familyId, {
          id: crypto.randomUUID(),
          studentId: child.studentId,
          date,
          present,
          createdAt: now,
          updatedAt: now,
        }),
        recordedBy,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['userId', 'studentId', 'date']).doUpdateSet((eb) => ({
        present: eb.ref('excluded.present'),
        updatedAt: eb.ref('excluded.updatedAt'),
        recordedBy: eb.ref('excluded.recordedBy'),
      })),
    )
    .returning(RECORD_COLUMNS)
    .execute();
  return rows.map(toAttendanceRecord).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Marks one date of one child unless it has a record already; whether it was marked. A lesson's tick on PostgreSQL
 * writes the same row in its one statement (lesson-progress/lesson-tick.repository.ts, ADR 058).
 */
export async function insertDateUnlessMarked(
  db: Kysely<DB>,
  child: StudentKey,
  date: IsoDate,
  present: boolean,
  recordedBy: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('attendance')
    .values({
      ...toAttendanceRow(child.familyId, {
        id: crypto.randomUUID(),
        studentId: child.studentId,
        date,
        present,
        createdAt: now,
        updatedAt: now,
      }),
      recordedBy,
    })
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the child's records for these dates; returns what was deleted. */
export async function deleteDates(
  db: Kysely<DB>,
  child: StudentKey,
  dates: IsoDate[],
): Promise<AttendanceRecord[]> {
  const rows = await db
    .deleteFrom('attendance')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('date', 'in', dates)
    .returning(RECORD_COLUMNS)
    .execute();
  return rows.map(toAttendanceRecord);
}

/**
 * Present and recorded days overall and within [weekFrom, weekTo], in one aggregate row, over the family's
 * rows: narrow it to a child with `.where('studentId', '=', …)` (or group it by child).
 */
export function attendanceCountsQuery(
  db: Kysely<DB>,
  userId: Value<string>,
  weekFrom: Value<IsoDate>,
  weekTo: Value<IsoDate>,
) {
  const date = sql.ref('date');
  const inWeek = sql<boolean>`${date} >= ${weekFrom} and ${date} <= ${weekTo}`;
  return db
    .selectFrom('attendance')
    .select([
      sql<number>`cast(count(*) as integer)`.as('overallRecorded'),
      sql<number>`cast(coalesce(sum(present), 0) as integer)`.as('overallPresent'),
      sql<number>`cast(coalesce(sum(case when ${inWeek} then 1 else 0 end), 0) as integer)`.as(
        'weekRecorded',
      ),
      sql<number>`cast(coalesce(sum(case when ${inWeek} then present else 0 end), 0) as integer)`.as(
        'weekPresent',
      ),
    ])
    .where('userId', '=', userId);
}

export type AttendanceCountsRow = { [K in keyof AttendanceCounts]: number | string };

const attendanceCounts = prepared(
  (db: Kysely<DB>, p: Params<{ userId: string; studentId: string; weekFrom: IsoDate; weekTo: IsoDate }>) =>
    attendanceCountsQuery(db, p.userId, p.weekFrom, p.weekTo).where('studentId', '=', p.studentId),
);

export async function countAttendance(
  db: Kysely<DB>,
  child: StudentKey,
  weekFrom: IsoDate,
  weekTo: IsoDate,
): Promise<AttendanceCounts> {
  return toAttendanceCounts(
    await attendanceCounts.executeTakeFirst(db, {
      userId: child.familyId,
      studentId: child.studentId,
      weekFrom,
      weekTo,
    }),
  );
}

/** The counts row (read either way; none reads as zeros). */
export function toAttendanceCounts(row: AttendanceCountsRow | undefined): AttendanceCounts {
  return {
    weekPresent: Number(row?.weekPresent ?? 0),
    weekRecorded: Number(row?.weekRecorded ?? 0),
    overallPresent: Number(row?.overallPresent ?? 0),
    overallRecorded: Number(row?.overallRecorded ?? 0),
  };
}
