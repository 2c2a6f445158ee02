import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { A_PLUS } from '../../../shared/domain/achievements';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params } from '../../db/prepared';
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
  completedTasks: number;
  aPlusAssignments: number;
  learnedTopics: number;
}

/** What the locked achievements need read (see `readFacts`). */
export interface FactsQuery extends CountLimits {
  /** Present dates from this day on ('' for all of them). */
  presentFrom: string;
  /** Count present school days per month (only while Perfect Month is locked). */
  perfectMonth: boolean;
}

export interface StoredFacts extends CountLimits {
  /** Ascending. */
  presentDates: string[];
  /** Present school days per month ('yyyy-MM'); empty unless asked for. */
  presentSchoolDaysByMonth: { month: string; days: number }[];
}

/** `count(*)` of the rows, stopping at `limit` (0 reads none). */
const upTo = <O>(db: Kysely<DB>, rows: SelectQueryBuilder<DB, any, O>, limit: number) =>
  db.selectFrom(rows.select(sql.lit(1).as('one')).limit(limit).as('r')).select((eb) => eb.fn.countAll<number>().as('n'));

/** The present dates from `from` on. */
const presentSinceQuery = (db: Kysely<DB>, userId: string, from: string) =>
  db.selectFrom('attendance').select('date').where('userId', '=', userId).where('present', '=', 1).where('date', '>=', from).orderBy('date');

/** School days (Mon–Fri) present per month; the weekday function is the one thing the dialects spell differently. */
function presentByMonthQuery(db: Kysely<DB>, dialect: Dialect, userId: string) {
  const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
  const weekday = dialect === 'postgres' ? sql<number>`extract(dow from cast(${sql.ref('date')} as date))` : sql<number>`cast(strftime('%w', ${sql.ref('date')}) as integer)`;
  return db
    .selectFrom('attendance')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('days')])
    .where('userId', '=', userId)
    .where('present', '=', 1)
    .where(sql<boolean>`${weekday} between 1 and 5`)
    .groupBy(month);
}

type FactsParams = CountLimits & { userId: string; presentFrom: string };

function prepareFacts(dialect: Dialect, perfectMonth: boolean) {
  return prepared((db: Kysely<DB>, p: Params<FactsParams>) =>
    db.selectNoFrom([
      upTo(db, db.selectFrom('xpLedger').where('userId', '=', p.userId).where('sourceKind', '=', 'task'), p.completedTasks).as('completedTasks'),
      upTo(
        db,
        db.selectFrom('assignments').where('userId', '=', p.userId).where('status', '=', 'completed').where('gradePercentage', '>=', A_PLUS),
        p.aPlusAssignments,
      ).as('aPlusAssignments'),
      upTo(db, db.selectFrom('learnListItems').where('userId', '=', p.userId).where('completed', '=', 1), p.learnedTopics).as('learnedTopics'),
      jsonRows(dialect, presentSinceQuery(db, p.userId, p.presentFrom)).as('presentDates'),
      // Only this part changes the statement's shape; the counts skip themselves with a limit of 0.
      (perfectMonth ? jsonRows(dialect, presentByMonthQuery(db, dialect, p.userId)) : sql<never[]>`null`).as('byMonth'),
    ]),
  );
}

const factsQueries = {
  sqlite: { true: prepareFacts('sqlite', true), false: prepareFacts('sqlite', false) },
  postgres: { true: prepareFacts('postgres', true), false: prepareFacts('postgres', false) },
};

/**
 * Everything the locked achievements need, in one statement. Counts stop at their limits (progress is
 * capped at the target, so counting further is waste that grows with the account's history).
 */
export async function readFacts(db: Kysely<DB>, dialect: Dialect, userId: string, q: FactsQuery): Promise<StoredFacts> {
  const { perfectMonth, ...params } = q;
  const row = (await factsQueries[dialect][`${perfectMonth}`].executeTakeFirst(db, { userId, ...params }))!;
  return {
    completedTasks: Number(row.completedTasks),
    aPlusAssignments: Number(row.aPlusAssignments),
    learnedTopics: Number(row.learnedTopics),
    presentDates: readJsonRows(row.presentDates)
      .map((r) => r.date)
      .sort(),
    presentSchoolDaysByMonth: row.byMonth ? readJsonRows(row.byMonth).map((r) => ({ month: r.month, days: Number(r.days) })) : [],
  };
}

const presentSince = prepared((db: Kysely<DB>, p: Params<{ userId: string; from: string }>) => presentSinceQuery(db, p.userId, p.from));

/** Every date marked present, ascending. */
export async function allPresentDates(db: Kysely<DB>, userId: string): Promise<string[]> {
  return (await presentSince.execute(db, { userId, from: '' })).map((r) => r.date);
}

const profileOf = prepared((db: Kysely<DB>, p: Params<{ userId: string }>) =>
  db.selectFrom('profiles').select(['xp', 'level', 'settings']).where('id', '=', p.userId),
);

/** What the game needs of the profile: the cached xp and level, and the settings (for the timezone). */
export async function gameProfile(db: Kysely<DB>, userId: string) {
  return profileOf.executeTakeFirst(db, { userId });
}

/** The account's unlocked achievements with their dates. */
export const unlockedQuery = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('achievements').select(['achievementId', 'unlockedAt']).where('userId', '=', userId);

export type UnlockedRow = { achievementId: string; unlockedAt: string };

const unlockedOf = prepared((db: Kysely<DB>, p: Params<{ userId: string }>) => unlockedQuery(db, p.userId));

export async function listUnlocked(db: Kysely<DB>, userId: string) {
  return unlockedOf.execute(db, { userId });
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
