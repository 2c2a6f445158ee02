import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  A_PLUS,
  GRADE_MASTER_COUNT,
  KNOWLEDGE_SEEKER_COUNT,
  type AchievementId,
} from '../../../shared/domain/achievements';
import type { GameFacts } from '../../../shared/domain/game-state';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { ChildScope } from '../students/child-scope';
import { toLedgerRow, toUnlockRow, type StoredUnlock } from './game.rows';

/** Adds a ledger row to the child's unless one exists for this source; returns the xp actually added. */
export async function insertLedgerRow(
  db: Kysely<DB>,
  child: ChildScope,
  kind: XpSourceKind,
  sourceId: string,
  xp: number,
): Promise<number> {
  const inserted = await db
    .insertInto('xpLedger')
    .values(
      toLedgerRow(child.userId, {
        id: crypto.randomUUID(),
        studentId: child.studentId,
        sourceKind: kind,
        sourceId,
        xp,
        createdAt: new Date().toISOString(),
      }),
    )
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'sourceKind', 'sourceId']).doNothing())
    .returning('xp')
    .executeTakeFirst();
  return inserted?.xp ?? 0;
}

/** Removes the child's ledger row of this source; returns the xp it carried (0 when there was none). */
export async function deleteLedgerRow(
  db: Kysely<DB>,
  child: ChildScope,
  kind: XpSourceKind,
  sourceId: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom('xpLedger')
    .where('userId', '=', child.userId)
    .where('studentId', '=', child.studentId)
    .where('sourceKind', '=', kind)
    .where('sourceId', '=', sourceId)
    .returning('xp')
    .executeTakeFirst();
  return deleted?.xp ?? 0;
}

/** Moves the child's cached xp total and derived level by `delta` (never below zero). */
export async function adjustStudentXp(db: Kysely<DB>, child: ChildScope, delta: number): Promise<void> {
  if (delta === 0) return;
  // Portable clamp (no max/greatest difference between dialects); SET sees the old xp on both.
  // The casts matter on SQLite, which binds JS numbers as REAL and would store level 1.1.
  const d = Math.trunc(delta);
  const next = sql<number>`cast(case when xp + ${d} < 0 then 0 else xp + ${d} end as integer)`;
  await db
    .updateTable('students')
    .set({
      xp: next,
      level: sql<number>`cast((case when xp + ${d} < 0 then 0 else xp + ${d} end) / 100 as integer)`,
    })
    .where('userId', '=', child.userId)
    .where('id', '=', child.studentId)
    .execute();
}

/** A child named by its ids as values of a statement (plain strings or a prepared statement's parameters). */
export interface ChildValues {
  userId: Value<string>;
  studentId: Value<string>;
}

/**
 * True while the child has not unlocked `id`. Unlocks are never taken back, so an unlocked
 * achievement needs no counting: each fact below is read only while its achievement is locked, and the
 * work stays bounded however long the account's history grows. (The subquery does not depend on the
 * row, so both dialects evaluate it once.)
 */
const stillLocked = (db: Kysely<DB>, c: ChildValues, id: AchievementId) =>
  sql<boolean>`not exists ${db
    .selectFrom('achievements')
    .select(sql.lit(1).as('one'))
    .where('userId', '=', c.userId)
    .where('studentId', '=', c.studentId)
    .where('achievementId', '=', id)}`;

/** `count(*)` of the rows, stopping at `limit`: progress is capped at the target, so counting further is waste. */
const upTo = <O>(db: Kysely<DB>, rows: SelectQueryBuilder<DB, any, O>, limit: number) =>
  db
    .selectFrom(rows.select(sql.lit(1).as('one')).limit(limit).as('r'))
    .select((eb) => eb.fn.countAll<number>().as('n'));

/** The child's rows of a per-child table. */
const childRows = <T extends 'xpLedger' | 'assignments' | 'learnListItems' | 'attendance'>(
  db: Kysely<DB>,
  table: T,
  c: ChildValues,
) =>
  db
    .selectFrom(table as 'attendance')
    .where('userId', '=', c.userId)
    .where('studentId', '=', c.studentId) as unknown as SelectQueryBuilder<DB, T, object>;

/** The counts behind First Steps, Grade Master and Knowledge Seeker, in one row (0 once unlocked). */
const lockedCountsQuery = (db: Kysely<DB>, c: ChildValues) =>
  db.selectNoFrom([
    upTo(
      db,
      childRows(db, 'xpLedger', c)
        .where('sourceKind', '=', 'task')
        .where(stillLocked(db, c, 'first-steps')),
      1,
    ).as('completedTasks'),
    upTo(
      db,
      childRows(db, 'assignments', c)
        .where('status', '=', 'completed')
        .where('gradePercentage', '>=', A_PLUS)
        .where(stillLocked(db, c, 'grade-master')),
      GRADE_MASTER_COUNT,
    ).as('aPlusAssignments'),
    upTo(
      db,
      childRows(db, 'learnListItems', c)
        .where('completed', '=', 1)
        .where(stillLocked(db, c, 'knowledge-seeker')),
      KNOWLEDGE_SEEKER_COUNT,
    ).as('learnedTopics'),
  ]);

/** The child's present dates from `from` on. */
const presentSinceQuery = (db: Kysely<DB>, c: ChildValues, from: Value<string>) =>
  db
    .selectFrom('attendance')
    .select('date')
    .where('userId', '=', c.userId)
    .where('studentId', '=', c.studentId)
    .where('present', '=', 1)
    .where('date', '>=', from)
    .orderBy('date');

/** The longest run needs every present day (while Study Streak is locked); the current streak only the recent ones. */
const streakDatesQuery = (db: Kysely<DB>, c: ChildValues, recentFrom: Value<string>) =>
  presentSinceQuery(
    db,
    c,
    sql<string>`case when ${stillLocked(db, c, 'study-streak')} then '' else ${recentFrom} end`,
  );

/** School days (Mon–Fri) present per month while Perfect Month is locked; the weekday function is the one thing the dialects spell differently. */
function presentByMonthQuery(db: Kysely<DB>, dialect: Dialect, c: ChildValues) {
  const month = sql<string>`substr(${sql.ref('date')}, 1, 7)`;
  const weekday =
    dialect === 'postgres'
      ? sql<number>`extract(dow from cast(${sql.ref('date')} as date))`
      : sql<number>`cast(strftime('%w', ${sql.ref('date')}) as integer)`;
  return db
    .selectFrom('attendance')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('days')])
    .where('userId', '=', c.userId)
    .where('studentId', '=', c.studentId)
    .where('present', '=', 1)
    .where(sql<boolean>`${weekday} between 1 and 5`)
    .where(stillLocked(db, c, 'perfect-month'))
    .groupBy(month);
}

/**
 * What the child's locked achievements need, as three JSON columns of a statement: the game's own, or the
 * dashboard's (which adds them to its page read). Read them back with `readFactsColumns`.
 */
export function factsColumns(db: Kysely<DB>, dialect: Dialect, c: ChildValues, recentFrom: Value<string>) {
  return [
    jsonRows(dialect, lockedCountsQuery(db, c)).as('factCounts'),
    jsonRows(dialect, streakDatesQuery(db, c, recentFrom)).as('factPresentDates'),
    jsonRows(dialect, presentByMonthQuery(db, dialect, c)).as('factPresentByMonth'),
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
    presentSchoolDaysByMonth: readJsonRows(row.factPresentByMonth).map((r) => ({
      month: r.month,
      days: Number(r.days),
    })),
  };
}

type ChildParams = { userId: string; studentId: string };

const prepareFacts = (dialect: Dialect) =>
  prepared((db: Kysely<DB>, p: Params<ChildParams & { recentFrom: string }>) =>
    db.selectNoFrom(factsColumns(db, dialect, p, p.recentFrom)),
  );
const factsStatements = { sqlite: prepareFacts('sqlite'), postgres: prepareFacts('postgres') };

/** The facts for the child's achievements still locked, in one statement. */
export async function readFacts(
  db: Kysely<DB>,
  dialect: Dialect,
  child: ChildScope,
  recentFrom: string,
): Promise<GameFacts> {
  return readFactsColumns((await factsStatements[dialect].executeTakeFirst(db, { ...child, recentFrom }))!);
}

const presentSince = prepared((db: Kysely<DB>, p: Params<ChildParams & { from: string }>) =>
  presentSinceQuery(db, p, p.from),
);

/** Every date the child was marked present, ascending. */
export async function allPresentDates(db: Kysely<DB>, child: ChildScope): Promise<string[]> {
  return (await presentSince.execute(db, { ...child, from: '' })).map((r) => r.date);
}

const childGameOf = prepared((db: Kysely<DB>, p: Params<ChildParams>) =>
  db
    .selectFrom('students')
    .innerJoin('profiles', 'profiles.id', 'students.userId')
    .select(['students.xp', 'students.level', 'profiles.settings'])
    .where('students.userId', '=', p.userId)
    .where('students.id', '=', p.studentId),
);

/** What the game needs: the child's cached xp and level, and the family's settings (for the timezone). */
export async function childGame(db: Kysely<DB>, child: ChildScope) {
  return childGameOf.executeTakeFirst(db, { userId: child.userId, studentId: child.studentId });
}

/** The child's unlocked achievements with their dates. */
export const unlockedQuery = (db: Kysely<DB>, c: ChildValues) =>
  db
    .selectFrom('achievements')
    .select(['achievementId', 'unlockedAt'])
    .where('userId', '=', c.userId)
    .where('studentId', '=', c.studentId);

/** Unlock rows (read either way) → achievement id → when it was unlocked. */
export const toUnlocked = (
  rows: readonly Pick<StoredUnlock, 'achievementId' | 'unlockedAt'>[],
): Map<string, string> => new Map(rows.map((r) => [r.achievementId, r.unlockedAt]));

const unlockedOf = prepared((db: Kysely<DB>, p: Params<ChildParams>) => unlockedQuery(db, p));

export async function listUnlocked(db: Kysely<DB>, child: ChildScope): Promise<Map<string, string>> {
  return toUnlocked(await unlockedOf.execute(db, { userId: child.userId, studentId: child.studentId }));
}

/** Records the child's unlocks that are not recorded yet; returns the ids that are new. */
export async function recordUnlocks(
  db: Kysely<DB>,
  child: ChildScope,
  ids: string[],
  at: string,
): Promise<string[]> {
  if (!ids.length) return [];
  const inserted = await db
    .insertInto('achievements')
    .values(
      ids.map((achievementId) =>
        toUnlockRow(child.userId, { studentId: child.studentId, achievementId, unlockedAt: at }),
      ),
    )
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'achievementId']).doNothing())
    .returning('achievementId')
    .execute();
  return inserted.map((r) => r.achievementId);
}
