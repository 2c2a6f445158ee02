import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { Dialect } from '../../db/client';
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

export interface CountLimits {
  completedTasks?: number;
  aPlusAssignments?: number;
  learnedTopics?: number;
}

/**
 * The achievement counts, each counted only up to its limit (progress is capped at the target, so
 * counting further is waste that grows with the account's history), in one query. Omitted counts are 0.
 */
export async function boundedCounts(db: Kysely<DB>, userId: string, limits: CountLimits): Promise<Required<CountLimits>> {
  const upTo = (name: keyof CountLimits, rows: SelectQueryBuilder<DB, any, object>) =>
    db
      .selectFrom(rows.select(sql.lit(1).as('one')).limit(limits[name]!).as('r'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .as(name);
  const subqueries = [
    limits.completedTasks && upTo('completedTasks', db.selectFrom('xpLedger').where('userId', '=', userId).where('sourceKind', '=', 'task')),
    limits.aPlusAssignments &&
      upTo(
        'aPlusAssignments',
        db.selectFrom('assignments').where('userId', '=', userId).where('status', '=', 'completed').where('gradePercentage', '>=', 97),
      ),
    limits.learnedTopics && upTo('learnedTopics', db.selectFrom('learnListItems').where('userId', '=', userId).where('completed', '=', 1)),
  ].filter((q) => !!q);
  const row: Record<string, unknown> = subqueries.length ? ((await db.selectNoFrom(subqueries).executeTakeFirst()) ?? {}) : {};
  const read = (name: keyof CountLimits) => Number(row[name] ?? 0);
  return { completedTasks: read('completedTasks'), aPlusAssignments: read('aPlusAssignments'), learnedTopics: read('learnedTopics') };
}

/** The dates marked present, ascending: all of them, or those within [from, to] (either end open). */
export async function presentDates(db: Kysely<DB>, userId: string, range: { from?: string; to?: string } = {}): Promise<string[]> {
  let query = db.selectFrom('attendance').select('date').where('userId', '=', userId).where('present', '=', 1);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return (await query.orderBy('date').execute()).map((r) => r.date);
}

/**
 * School days (Mon–Fri) marked present per calendar month ('yyyy-MM'), counted in the database: a dozen
 * rows a year instead of every day. The weekday function is the one thing the dialects spell differently.
 */
export async function presentSchoolDaysByMonth(db: Kysely<DB>, dialect: Dialect, userId: string): Promise<{ month: string; days: number }[]> {
  const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
  const weekday = dialect === 'postgres' ? sql<number>`extract(dow from cast(${sql.ref('date')} as date))` : sql<number>`cast(strftime('%w', ${sql.ref('date')}) as integer)`;
  const rows = await db
    .selectFrom('attendance')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('days')])
    .where('userId', '=', userId)
    .where('present', '=', 1)
    .where(sql<boolean>`${weekday} between 1 and 5`)
    .groupBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, days: Number(r.days) }));
}

/** What the game needs of the profile: the cached xp and level, and the settings (for the timezone). */
export async function gameProfile(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').select(['xp', 'level', 'settings']).where('id', '=', userId).executeTakeFirst();
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
