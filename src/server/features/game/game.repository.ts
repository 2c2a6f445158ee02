import { sql, type Kysely } from 'kysely';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { DB } from '../../db/types';

/** Adds a ledger row unless one exists for this source; returns the xp actually added. */
export async function insertLedgerRow(db: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string, xp: number): Promise<number> {
  const inserted = await db
    .insertInto('xpLedger')
    .values({ id: crypto.randomUUID(), userId, sourceKind: kind, sourceId, xp, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'sourceKind', 'sourceId']).doNothing())
    .returning('xp')
    .executeTakeFirst();
  return inserted?.xp ?? 0;
}

/** Removes the ledger row of this source; returns the xp it carried (0 when there was none). */
export async function deleteLedgerRow(db: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string): Promise<number> {
  const deleted = await db
    .deleteFrom('xpLedger')
    .where('userId', '=', userId)
    .where('sourceKind', '=', kind)
    .where('sourceId', '=', sourceId)
    .returning('xp')
    .executeTakeFirst();
  return deleted?.xp ?? 0;
}

/** Moves the profile's cached xp total and derived level by `delta` (never below zero). */
export async function adjustProfileXp(db: Kysely<DB>, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  // Portable clamp (no max/greatest difference between dialects); SET sees the old xp on both.
  // The casts matter on SQLite, which binds JS numbers as REAL and would store level 1.1.
  const d = Math.trunc(delta);
  const next = sql<number>`cast(case when xp + ${d} < 0 then 0 else xp + ${d} end as integer)`;
  await db
    .updateTable('profiles')
    .set({ xp: next, level: sql<number>`cast((case when xp + ${d} < 0 then 0 else xp + ${d} end) / 100 as integer)` })
    .where('id', '=', userId)
    .execute();
}

/** The facts achievements are computed from, in a fixed number of indexed queries. */
export async function achievementFacts(db: Kysely<DB>, userId: string) {
  const [taskXp, present, aPlus, learned, profile] = await Promise.all([
    db
      .selectFrom('xpLedger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('sourceKind', '=', 'task')
      .executeTakeFirst(),
    db.selectFrom('attendance').select('date').where('userId', '=', userId).where('present', '=', 1).execute(),
    db
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('status', '=', 'completed')
      .where('gradePercentage', '>=', 97)
      .executeTakeFirst(),
    db
      .selectFrom('learnListItems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('completed', '=', 1)
      .executeTakeFirst(),
    db.selectFrom('profiles').select(['level', 'settings']).where('id', '=', userId).executeTakeFirst(),
  ]);
  return {
    completedTasks: Number(taskXp?.n ?? 0),
    presentDates: present.map((r) => r.date),
    aPlusAssignments: Number(aPlus?.n ?? 0),
    learnedTopics: Number(learned?.n ?? 0),
    level: profile?.level ?? 0,
    settingsJson: profile?.settings ?? '{}',
  };
}

export async function listUnlocked(db: Kysely<DB>, userId: string) {
  return db.selectFrom('achievements').select(['achievementId', 'unlockedAt']).where('userId', '=', userId).execute();
}

/** Records unlocks that are not recorded yet; returns the ids that are new. */
export async function recordUnlocks(db: Kysely<DB>, userId: string, ids: string[], at: string): Promise<string[]> {
  if (!ids.length) return [];
  const inserted = await db
    .insertInto('achievements')
    .values(ids.map((achievementId) => ({ userId, achievementId, unlockedAt: at })))
    .onConflict((oc) => oc.columns(['userId', 'achievementId']).doNothing())
    .returning('achievementId')
    .execute();
  return inserted.map((r) => r.achievementId);
}

export async function profileXp(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').select(['xp', 'level']).where('id', '=', userId).executeTakeFirst();
}
