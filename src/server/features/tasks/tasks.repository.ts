import type { Kysely } from 'kysely';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { toCarryForwardRow } from './tasks.rows';

/**
 * Claims the day's carry-forward for the account: true only for the one caller whose insert created the
 * (user_id, day) row. Concurrent callers wait on the primary key and then do nothing (both dialects).
 */
export async function claimCarryForwardDay(db: Kysely<DB>, userId: string, day: string): Promise<boolean> {
  const inserted = await db
    .insertInto('taskCarryForward')
    .values(toCarryForwardRow(userId, { day, carried: 0, createdAt: new Date().toISOString() }))
    .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records how many tasks the day's carry-forward copied. */
export async function recordCarried(db: Kysely<DB>, userId: string, day: string, carried: number): Promise<void> {
  await db.updateTable('taskCarryForward').set({ carried }).where('userId', '=', userId).where('day', '=', day).execute();
}

/** The day's carry-forward guard row, if claimed. */
export const claimedDayQuery = (db: Kysely<DB>, userId: Value<string>, day: Value<string>) =>
  db.selectFrom('taskCarryForward').select('day').where('userId', '=', userId).where('day', '=', day);

const claimedDay = prepared((db: Kysely<DB>, p: Params<{ userId: string; day: string }>) => claimedDayQuery(db, p.userId, p.day));

/** True once the day's carry-forward has been claimed (a read, so later loads of the day write nothing). */
export async function carryForwardDayClaimed(db: Kysely<DB>, userId: string, day: string): Promise<boolean> {
  return (await claimedDay.executeTakeFirst(db, { userId, day })) !== undefined;
}
