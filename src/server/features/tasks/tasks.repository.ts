import type { Kysely } from 'kysely';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { toCarryForwardRow } from './tasks.rows';

/**
 * Claims the day's carry-forward for the child: true only for the one caller whose insert created the
 * (user_id, student_id, day) row. Concurrent callers wait on the primary key and then do nothing (both dialects).
 */
export async function claimCarryForwardDay(db: Kysely<DB>, child: StudentKey, day: string): Promise<boolean> {
  const inserted = await db
    .insertInto('taskCarryForward')
    .values(
      toCarryForwardRow(child.familyId, {
        studentId: child.studentId,
        day,
        carried: 0,
        createdAt: new Date().toISOString(),
      }),
    )
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records how many tasks the day's carry-forward copied. */
export async function recordCarried(
  db: Kysely<DB>,
  child: StudentKey,
  day: string,
  carried: number,
): Promise<void> {
  await db
    .updateTable('taskCarryForward')
    .set({ carried })
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('day', '=', day)
    .execute();
}

/** The child's guard row of the day, if claimed. */
export const claimedDayQuery = (
  db: Kysely<DB>,
  userId: Value<string>,
  studentId: Value<string>,
  day: Value<string>,
) =>
  db
    .selectFrom('taskCarryForward')
    .select('day')
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('day', '=', day);

const claimedDay = prepared((db: Kysely<DB>, p: Params<{ userId: string; studentId: string; day: string }>) =>
  claimedDayQuery(db, p.userId, p.studentId, p.day),
);

/** True once the child's carry-forward of the day has been claimed (a read, so later loads of the day write nothing). */
export async function carryForwardDayClaimed(
  db: Kysely<DB>,
  child: StudentKey,
  day: string,
): Promise<boolean> {
  return (
    (await claimedDay.executeTakeFirst(db, { userId: child.familyId, studentId: child.studentId, day })) !==
    undefined
  );
}

const TASK_COLUMNS = [
  'id',
  'studentId',
  'title',
  'priority',
  'completed',
  'completedAt',
  'createdAt',
  'createdDate',
  'pendingBy',
] as const;

/** The child's open to-do now waits for a parent (ticked by `by`); null when it is not open, waiting already, or not the child's. */
export async function markPending(db: Kysely<DB>, child: StudentKey, id: string, by: string) {
  return db
    .updateTable('tasks')
    .set({ pendingBy: by })
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .where('completed', '=', 0)
    .where('pendingBy', 'is', null)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
}

/** The family's to-do waits no more (withdrawn by the child, or 'Not yet' from a parent); null when it was not waiting. */
export async function clearPending(db: Kysely<DB>, familyId: string, id: string, studentId?: string) {
  let q = db
    .updateTable('tasks')
    .set({ pendingBy: null })
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .where('pendingBy', 'is not', null);
  if (studentId !== undefined) q = q.where('studentId', '=', studentId);
  return q.returning(TASK_COLUMNS).executeTakeFirst();
}

/** Completes the family's waiting to-do for real, as ticked by the child who ticked it; null when it was not waiting. */
export async function completePending(db: Kysely<DB>, familyId: string, id: string, completedAt: string) {
  return db
    .updateTable('tasks')
    .set((eb) => ({
      completed: 1,
      completedAt,
      completedBy: eb.ref('pendingBy'),
      pendingBy: null,
    }))
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .where('completed', '=', 0)
    .where('pendingBy', 'is not', null)
    .returning(TASK_COLUMNS)
    .executeTakeFirst();
}
