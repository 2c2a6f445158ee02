import {
  sql,
  type Compilable,
  type Kysely,
  type OperationNodeSource,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import {
  A_PLUS,
  GRADE_MASTER_COUNT,
  KNOWLEDGE_SEEKER_COUNT,
  type AchievementId,
} from '@shared/domain/achievements';
import type { GameFacts } from '@shared/domain/game-state';
import type { XpSourceKind } from '@shared/domain/xp';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Prepared, type Value } from '../../db/prepared';
import { readNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { toLedgerRow, toUnlockRow, type StoredUnlock } from './game.rows';

type LedgerValues = ReturnType<typeof toLedgerRow>;

const insertLedger = prepared((db: Kysely<DB>, p: Params<LedgerValues>) =>
  db
    .insertInto('xpLedger')
    .values({
      id: p.id,
      userId: p.userId,
      studentId: p.studentId,
      sourceKind: p.sourceKind,
      sourceId: p.sourceId,
      xp: p.xp,
      createdAt: p.createdAt,
    })
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'sourceKind', 'sourceId']).doNothing())
    .returning('xp'),
);

/** Adds a ledger row to the child's unless one exists for this source; returns the xp actually added. */
export async function insertLedgerRow(
  db: Kysely<DB>,
  child: StudentKey,
  kind: XpSourceKind,
  sourceId: string,
  xp: number,
): Promise<number> {
  const inserted = await insertLedger.executeTakeFirst(
    db,
    toLedgerRow(child.familyId, {
      id: crypto.randomUUID(),
      studentId: child.studentId,
      sourceKind: kind,
      sourceId,
      xp,
      createdAt: new Date().toISOString(),
    }),
  );
  return inserted?.xp ?? 0;
}

type SourceParams = { userId: string; studentId: string; sourceKind: XpSourceKind; sourceId: string };

const deleteLedger = prepared((db: Kysely<DB>, p: Params<SourceParams>) =>
  db
    .deleteFrom('xpLedger')
    .where('userId', '=', p.userId)
    .where('studentId', '=', p.studentId)
    .where('sourceKind', '=', p.sourceKind)
    .where('sourceId', '=', p.sourceId)
    .returning('xp'),
);

/** Removes the child's ledger row of this source; returns the xp it carried (0 when there was none). */
export async function deleteLedgerRow(
  db: Kysely<DB>,
  child: StudentKey,
  kind: XpSourceKind,
  sourceId: string,
): Promise<number> {
  const deleted = await deleteLedger.executeTakeFirst(db, {
    userId: child.familyId,
    studentId: child.studentId,
    sourceKind: kind,
    sourceId,
  });
  return deleted?.xp ?? 0;
}

const adjustXp = prepared(
  (db: Kysely<DB>, p: Params<{ userId: string; studentId: string; delta: number }>) => {
    // Portable clamp (no max/greatest difference between dialects); SET sees the old xp on both.
    // The casts matter on SQLite, which binds JS numbers as REAL and would store level 1.1.
    const next = sql<number>`case when xp + ${p.delta} < 0 then 0 else xp + ${p.delta} end`;
    return db
      .updateTable('students')
      .set({
        xp: sql<number>`cast(${next} as integer)`,
        level: sql<number>`cast((${next}) / 100 as integer)`,
      })
      .where('userId', '=', p.userId)
      .where('id', '=', p.studentId)
      .returning('level');
  },
);

/** Moves the child's cached xp total and derived level by `delta` (never below zero); returns the level now. */
export async function adjustStudentXp(
  db: Kysely<DB>,
  child: StudentKey,
  delta: number,
): Promise<number | null> {
  if (delta === 0) return null;
  const row = await adjustXp.executeTakeFirst(db, {
    userId: child.familyId,
    studentId: child.studentId,
    delta: Math.trunc(delta),
  });
  return row ? readNumber(row.level) : null;
}

/** A child named by its ids as values of a statement (plain strings or a prepared statement's parameters). */
export interface ChildValues {
  familyId: Value<string>;
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
    .where('userId', '=', c.familyId)
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
    .where('userId', '=', c.familyId)
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
    .where('userId', '=', c.familyId)
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
    .where('userId', '=', c.familyId)
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

type ChildParams = { familyId: string; studentId: string };

const prepareFacts = (dialect: Dialect) =>
  prepared((db: Kysely<DB>, p: Params<ChildParams & { recentFrom: string }>) =>
    db.selectNoFrom(factsColumns(db, dialect, p, p.recentFrom)),
  );
const factsStatements = { sqlite: prepareFacts('sqlite'), postgres: prepareFacts('postgres') };

/** The facts for the child's achievements still locked, in one statement. */
export async function readFacts(
  db: Kysely<DB>,
  dialect: Dialect,
  child: StudentKey,
  recentFrom: string,
): Promise<GameFacts> {
  return readFactsColumns((await factsStatements[dialect].executeTakeFirst(db, { ...child, recentFrom }))!);
}

const presentSince = prepared((db: Kysely<DB>, p: Params<ChildParams & { from: string }>) =>
  presentSinceQuery(db, p, p.from),
);

/** Every date the child was marked present, ascending. */
export async function allPresentDates(db: Kysely<DB>, child: StudentKey): Promise<string[]> {
  return (await presentSince.execute(db, { ...child, from: '' })).map((r) => r.date);
}

/** The child's cached xp and level, and the family's stored settings (null before the profile exists). */
const childGameQuery = (db: Kysely<DB>, c: ChildValues) =>
  db
    .selectFrom('students')
    .leftJoin('profiles', 'profiles.id', 'students.userId')
    .select(['students.xp', 'students.level', 'profiles.settings'])
    .where('students.userId', '=', c.familyId)
    .where('students.id', '=', c.studentId);

const childGameOf = prepared((db: Kysely<DB>, p: Params<ChildParams>) => childGameQuery(db, p));

/** What the game needs: the child's cached xp and level, and the family's settings (for the timezone). */
export async function childGame(db: Kysely<DB>, child: StudentKey) {
  return childGameOf.executeTakeFirst(db, child);
}

/** The child's unlocked achievements with their dates. */
export const unlockedQuery = (db: Kysely<DB>, c: ChildValues) =>
  db
    .selectFrom('achievements')
    .select(['achievementId', 'unlockedAt'])
    .where('userId', '=', c.familyId)
    .where('studentId', '=', c.studentId);

const prepareJudging = (dialect: Dialect) =>
  prepared((db: Kysely<DB>, p: Params<ChildParams & { recentFrom: string }>) =>
    db.selectNoFrom([
      jsonRows(dialect, childGameQuery(db, p)).as('child'),
      jsonRows(dialect, unlockedQuery(db, p)).as('unlocked'),
      ...factsColumns(db, dialect, p, p.recentFrom),
    ]),
  );
const judgingStatements = { sqlite: prepareJudging('sqlite'), postgres: prepareJudging('postgres') };

/**
 * Everything judging the child's achievements reads, in one statement: the child's xp and level, the family's
 * settings, the unlocks with their dates, and the facts of the achievements still locked.
 */
export async function readForJudging(
  db: Kysely<DB>,
  dialect: Dialect,
  child: StudentKey,
  recentFrom: string,
) {
  const row = (await judgingStatements[dialect].executeTakeFirst(db, {
    familyId: child.familyId,
    studentId: child.studentId,
    recentFrom,
  }))!;
  const [game] = readJsonRows(row.child);
  return {
    xp: readNumber(game?.xp ?? 0),
    level: readNumber(game?.level ?? 0),
    settings: game?.settings ?? null,
    unlocked: toUnlocked(readJsonRows(row.unlocked)),
    facts: readFactsColumns(row),
  };
}

/** Unlock rows (read either way) → achievement id → when it was unlocked. */
export const toUnlocked = (
  rows: readonly Pick<StoredUnlock, 'achievementId' | 'unlockedAt'>[],
): Map<string, string> => new Map(rows.map((r) => [r.achievementId, r.unlockedAt]));

const unlockedOf = prepared((db: Kysely<DB>, p: Params<ChildParams>) => unlockedQuery(db, p));

export async function listUnlocked(db: Kysely<DB>, child: StudentKey): Promise<Map<string, string>> {
  return toUnlocked(await unlockedOf.execute(db, child));
}

/** Records the child's unlocks that are not recorded yet; returns the ids that are new. */
export async function recordUnlocks(
  db: Kysely<DB>,
  child: StudentKey,
  ids: string[],
  at: string,
): Promise<string[]> {
  if (!ids.length) return [];
  const inserted = await db
    .insertInto('achievements')
    .values(
      ids.map((achievementId) =>
        toUnlockRow(child.familyId, { studentId: child.studentId, achievementId, unlockedAt: at }),
      ),
    )
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'achievementId']).doNothing())
    .returning('achievementId')
    .execute();
  return inserted.map((r) => r.achievementId);
}

/** The values a one-statement xp move binds besides the change's own (`changeWithXp`). */
export interface XpMoveParams {
  xpUserId: string;
  xpStudentId: string;
  xpSourceKind: XpSourceKind;
  xpLedgerId: string;
  xpAmount: number;
  xpCreatedAt: string;
  /**
   * The change event's NOTIFY to the other instances, sent by the statement when it commits: the relay's channel
   * (null: none) and its payload when xp moved or when it did not (ADR 049).
   */
  announceChannel: string | null;
  announceIfXp: string;
  announceIfNot: string;
}

/**
 * The row a one-statement move returns: the changed row's columns, the xp moved (null: none), the level after it
 * and whether the statement sent the change event (1) or not (0).
 */
export type WithXpMoved<Row> = Row & { xpMoved: number | null; xpLevel: number | null; xpAnnounced: number };

/**
 * A change that earns or un-earns xp (`change`: an UPDATE … RETURNING of the source row, its id among the columns)
 * and the xp it moves, as ONE statement (PostgreSQL only: data-modifying CTEs; one round trip and atomic without
 * BEGIN/COMMIT, ADR 049). `award`: the ledger row once per source (its natural key), the child's xp and level up;
 * `revoke`: the source's ledger row removed, the xp and level down by what it carried (never below zero); and the
 * change event's NOTIFY, which PostgreSQL sends at the commit. When the change matches no row nothing else happens
 * and no row comes back. The same rules as `insertLedgerRow`,
 * `deleteLedgerRow` and `adjustStudentXp`, which SQLite's transaction runs one by one.
 */
export function changeWithXp<P extends object, Row>(
  change: (db: Kysely<DB>, p: Params<P>) => Compilable<Row> & OperationNodeSource,
  move: 'award' | 'revoke',
): Prepared<DB, P & XpMoveParams, WithXpMoved<Row>> {
  return prepared((db: Kysely<DB>, p: Params<P & XpMoveParams>) => {
    const ledger =
      move === 'award'
        ? sql`insert into xp_ledger (id, user_id, student_id, source_kind, source_id, xp, created_at)
            select ${p.xpLedgerId}, ${p.xpUserId}, ${p.xpStudentId}, ${p.xpSourceKind}, changed.id,
              cast(${p.xpAmount} as integer), ${p.xpCreatedAt}
            from changed
            on conflict (user_id, student_id, source_kind, source_id) do nothing
            returning xp`
        : sql`delete from xp_ledger
            where user_id = ${p.xpUserId} and student_id = ${p.xpStudentId}
              and source_kind = ${p.xpSourceKind} and source_id in (select id from changed)
            returning -xp as xp`;
    const statement = sql<WithXpMoved<Row>>`with changed as (${change(db, p)}),
      ledger as (${ledger}),
      ${xpTotalCte(p.xpUserId, p.xpStudentId)},
      announced as (
        select pg_notify(cast(${p.announceChannel} as text), case when exists (select 1 from ledger where xp <> 0)
          then cast(${p.announceIfXp} as text) else cast(${p.announceIfNot} as text) end)
        from changed where cast(${p.announceChannel} as text) is not null)
      select changed.*, (select xp from ledger) as xp_moved, (select level from total) as xp_level,
        (select count(*) from announced) as xp_announced
      from changed`;
    return { compile: () => statement.compile(db) };
  });
}

/**
 * The `total` CTE of a one-statement xp move (PostgreSQL): the child's xp and level moved by the sum of the
 * `ledger` CTE's `xp` (the rows it added, or minus the rows it removed), with the clamp and casts of `adjustXp`
 * (never below zero, level from xp); nothing when `ledger` is empty. Returns the level. `students.xp` is the total
 * before the statement (one snapshot); a concurrent move's update is waited for and re-read (the row lock).
 */
export function xpTotalCte(userId: Value<string>, studentId: Value<string>) {
  const next = sql`case when students.xp + ledger.xp < 0 then 0 else students.xp + ledger.xp end`;
  return sql`total as (
    update students set xp = cast(${next} as integer), level = cast((${next}) / 100 as integer)
    from (select sum(xp) as xp from ledger having count(*) > 0) as ledger
    where students.user_id = ${userId} and students.id = ${studentId}
    returning students.level)`;
}

/** The child and the time a one-statement award records (`xpAwardsCtes`). */
export interface XpAwardsParams {
  userId: Value<string>;
  studentId: Value<string>;
  createdAt: Value<string>;
}

/**
 * The `ledger` and `total` CTEs of a statement that earns xp from several sources at once (PostgreSQL, ADR 058):
 * `earned` selects the rows `(id, source_kind, source_id, xp)`; each is added once per source (the ledger's
 * natural key: a source that earned already adds nothing) and the child's xp and level move by what was added
 * (`xpTotalCte`). `ledger` returns `source_kind, xp` per row added. The rules of `insertLedgerRow` and
 * `adjustStudentXp`.
 */
export function xpAwardsCtes(p: XpAwardsParams, earned: RawBuilder<unknown>) {
  return sql`ledger as (
    insert into xp_ledger (id, user_id, student_id, source_kind, source_id, xp, created_at)
    select earned.id, ${p.userId}, ${p.studentId}, earned.source_kind, earned.source_id, earned.xp, ${p.createdAt}
    from (${earned}) as earned
    on conflict (user_id, student_id, source_kind, source_id) do nothing
    returning source_kind, xp),
  ${xpTotalCte(p.userId, p.studentId)}`;
}
