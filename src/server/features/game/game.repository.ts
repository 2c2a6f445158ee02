import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { A_PLUS, GRADE_MASTER_COUNT, KNOWLEDGE_SEEKER_COUNT, type AchievementId } from '../../../shared/domain/achievements';
import type { GameFacts } from '../../../shared/domain/game-state';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { toLedgerRow, toUnlockRow, type StoredUnlock } from './game.rows';

/** Adds a ledger row unless one exists for this source; returns the xp actually added. */
export async function insertLedgerRow(db: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string, xp: number): Promise<number> {
  const inserted = await db
    .insertInto('xpLedger')
    .values(toLedgerRow(userId, { id: crypto.randomUUID(), sourceKind: kind, sourceId, xp, createdAt: new Date().toISOString() }))
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

/**
 * True while the account has not unlocked `id`. Unlocks are never taken back, so an unlocked
 * achievement needs no counting: each fact below is read only while its achievement is locked, and the
 * work stays bounded however long the account's history grows. (The subquery does not depend on the
 * row, so both dialects evaluate it once.)
 */
const stillLocked = (db: Kysely<DB>, userId: Value<string>, id: AchievementId) =>
  sql<boolean>`not exists ${db.selectFrom('achievements').select(sql.lit(1).as('one')).where('userId', '=', userId).where('achievementId', '=', id)}`;

/** `count(*)` of the rows, stopping at `limit`: progress is capped at the target, so counting further is waste. */
const upTo = <O>(db: Kysely<DB>, rows: SelectQueryBuilder<DB, any, O>, limit: number) =>
  db.selectFrom(rows.select(sql.lit(1).as('one')).limit(limit).as('r')).select((eb) => eb.fn.countAll<number>().as('n'));

/** The counts behind First Steps, Grade Master and Knowledge Seeker, in one row (0 once unlocked). */
const lockedCountsQuery = (db: Kysely<DB>, userId: Value<string>) =>
  db.selectNoFrom([
    upTo(
      db,
      db.selectFrom('xpLedger').where('userId', '=', userId).where('sourceKind', '=', 'task').where(stillLocked(db, userId, 'first-steps')),
      1,
    ).as('completedTasks'),
    upTo(
      db,
      db
        .selectFrom('assignments')
        .where('userId', '=', userId)
        .where('status', '=', 'completed')
        .where('gradePercentage', '>=', A_PLUS)
        .where(stillLocked(db, userId, 'grade-master')),
      GRADE_MASTER_COUNT,
    ).as('aPlusAssignments'),
    upTo(
      db,
      db.selectFrom('learnListItems').where('userId', '=', userId).where('completed', '=', 1).where(stillLocked(db, userId, 'knowledge-seeker')),
      KNOWLEDGE_SEEKER_COUNT,
    ).as('learnedTopics'),
  ]);

/** The present dates from `from` on. */
const presentSinceQuery = (db: Kysely<DB>, userId: Value<string>, from: Value<string>) =>
  db.selectFrom('attendance').select('date').where('userId', '=', userId).where('present', '=', 1).where('date', '>=', from).orderBy('date');

/** The longest run needs every present day (while Study Streak is locked); the current streak only the recent ones. */
const streakDatesQuery = (db: Kysely<DB>, userId: Value<string>, recentFrom: Value<string>) =>
  presentSinceQuery(db, userId, sql<string>`case when ${stillLocked(db, userId, 'study-streak')} then '' else ${recentFrom} end`);

/** School days (Mon–Fri) present per month while Perfect Month is locked; the weekday function is the one thing the dialects spell differently. */
function presentByMonthQuery(db: Kysely<DB>, dialect: Dialect, userId: Value<string>) {
  const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
  const weekday = dialect === 'postgres' ? sql<number>`extract(dow from cast(${sql.ref('date')} as date))` : sql<number>`cast(strftime('%w', ${sql.ref('date')}) as integer)`;
  return db
    .selectFrom('attendance')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('days')])
    .where('userId', '=', userId)
    .where('present', '=', 1)
    .where(sql<boolean>`${weekday} between 1 and 5`)
    .where(stillLocked(db, userId, 'perfect-month'))
    .groupBy(month);
}

/**
 * What the locked achievements need, as three JSON columns of a statement: the game's own, or the
 * dashboard's (which adds them to its page read). Read them back with `readFactsColumns`.
 */
export function factsColumns(db: Kysely<DB>, dialect: Dialect, userId: Value<string>, recentFrom: Value<string>) {
  return [
    jsonRows(dialect, lockedCountsQuery(db, userId)).as('factCounts'),
    jsonRows(dialect, streakDatesQuery(db, userId, recentFrom)).as('factPresentDates'),
    jsonRows(dialect, presentByMonthQuery(db, dialect, userId)).as('factPresentByMonth'),
  ] as const;
}

type Count = number | string | null;
export type FactsRow = {
  factCounts: { completedTasks: Count; aPlusAssignments: Count; learnedTopics: Count }[] | string;
  factPresentDates: { date: string }[] | string;
  factPresentByMonth: { month: string; days: number | string }[] | string;
};

export function readFactsColumns(row: FactsRow): GameFacts {
  const [counts] = readJsonRows(row.factCounts);
  return {
    completedTasks: Number(counts?.completedTasks ?? 0),
    aPlusAssignments: Number(counts?.aPlusAssignments ?? 0),
    learnedTopics: Number(counts?.learnedTopics ?? 0),
    presentDates: readJsonRows(row.factPresentDates).map((r) => r.date),
    presentSchoolDaysByMonth: readJsonRows(row.factPresentByMonth).map((r) => ({ month: r.month, days: Number(r.days) })),
  };
}

const prepareFacts = (dialect: Dialect) =>
  prepared((db: Kysely<DB>, p: Params<{ userId: string; recentFrom: string }>) => db.selectNoFrom(factsColumns(db, dialect, p.userId, p.recentFrom)));
const factsStatements = { sqlite: prepareFacts('sqlite'), postgres: prepareFacts('postgres') };

/** The facts for the achievements still locked, in one statement. */
export async function readFacts(db: Kysely<DB>, dialect: Dialect, userId: string, recentFrom: string): Promise<GameFacts> {
  return readFactsColumns((await factsStatements[dialect].executeTakeFirst(db, { userId, recentFrom }))!);
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
export const unlockedQuery = (db: Kysely<DB>, userId: Value<string>) =>
  db.selectFrom('achievements').select(['achievementId', 'unlockedAt']).where('userId', '=', userId);

/** Unlock rows (read either way) → achievement id → when it was unlocked. */
export const toUnlocked = (rows: readonly StoredUnlock[]): Map<string, string> => new Map(rows.map((r) => [r.achievementId, r.unlockedAt]));

const unlockedOf = prepared((db: Kysely<DB>, p: Params<{ userId: string }>) => unlockedQuery(db, p.userId));

export async function listUnlocked(db: Kysely<DB>, userId: string): Promise<Map<string, string>> {
  return toUnlocked(await unlockedOf.execute(db, { userId }));
}

/** Records unlocks that are not recorded yet; returns the ids that are new. */
export async function recordUnlocks(db: Kysely<DB>, userId: string, ids: string[], at: string): Promise<string[]> {
  if (!ids.length) return [];
  const inserted = await db
    .insertInto('achievements')
    .values(ids.map((achievementId) => toUnlockRow(userId, { achievementId, unlockedAt: at })))
    .onConflict((oc) => oc.columns(['userId', 'achievementId']).doNothing())
    .returning('achievementId')
    .execute();
  return inserted.map((r) => r.achievementId);
}
