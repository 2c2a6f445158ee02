import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import type { LoopPlanInputs } from '@shared/domain/loop-placement';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import type { Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { readFlag } from '../../db/stored-values';
import type { StudentKey } from '../../scope/scope';
import { fromLoopCompletionRow, toLoopCompletionRow, type StoredLoopCompletion } from './loop.rows';

type Db = Kysely<DB>;

/**
 * Loop schedules (ADR 041): what placing a loop needs, as JSON columns beside the weekly plan's (the week view's
 * and the dashboard's one statement), and the loop completions' writes. A loop's items are its class's lessons.
 */

interface LoopScope {
  userId: Value<string>;
  studentId?: Value<string>;
}

/** The children (the one, or the family's) enrolled in each loop class. */
const loopPairsQuery = (db: Db, s: LoopScope) => {
  const q = db
    .selectFrom('classStudents as cs')
    .innerJoin('classes as c', 'c.id', 'cs.classId')
    .select(['cs.studentId', 'cs.classId'])
    .where('cs.userId', '=', s.userId)
    .where('c.userId', '=', s.userId)
    .where('c.scheduleKind', '=', 'loop');
  return (s.studentId !== undefined ? q.where('cs.studentId', '=', s.studentId) : q)
    .orderBy('cs.studentId')
    .orderBy('cs.classId');
};

/**
 * Every item of the family's loop classes, in each loop's order. Read from the loop classes (few, often none)
 * through each class's lessons (`lessons_class_position_idx`), not from every lesson of the family: a family with
 * 32 classes of 180 lessons read 5,760 lessons to find none (ADR 055).
 */
export const loopItemsQuery = (db: Db, s: LoopScope) =>
  db
    .selectFrom('classes as c')
    // A cross join: SQLite keeps the tables in this order (the classes first); PostgreSQL plans it as a join.
    .crossJoin('lessons as l')
    .select(['l.id', 'l.classId', 'l.title', 'l.minutes', 'l.position'])
    .whereRef('l.classId', '=', 'c.id')
    .where('c.userId', '=', s.userId)
    .where('c.scheduleKind', '=', 'loop')
    .where('l.userId', '=', s.userId)
    .orderBy('l.classId')
    .orderBy('l.position')
    .orderBy('l.id');

/**
 * The children's loop completions through `to`, from the latest day with one before `from` (what says where each
 * loop stood as `from` began) on.
 */
const loopDoneQuery = (db: Db, s: LoopScope, from: Value<IsoDate>, to: Value<IsoDate>) => {
  const q = db
    .selectFrom('loopCompletions as x')
    .select(['x.studentId', 'x.classId', 'x.lessonId', 'x.date', 'x.minutes', 'x.recordedAt', 'x.pending'])
    .where('x.userId', '=', s.userId)
    .where('x.date', '<=', to)
    .where((eb) =>
      eb(
        'x.date',
        '>=',
        eb.fn.coalesce(
          eb
            .selectFrom('loopCompletions as y')
            .select((e) => e.fn.max('y.date').as('last'))
            .whereRef('y.userId', '=', 'x.userId')
            .whereRef('y.studentId', '=', 'x.studentId')
            .whereRef('y.classId', '=', 'x.classId')
            .where('y.date', '<', from),
          sql<string>`${from}`,
        ),
      ),
    );
  return (s.studentId !== undefined ? q.where('x.studentId', '=', s.studentId) : q)
    .orderBy('x.studentId')
    .orderBy('x.classId')
    .orderBy('x.date');
};

/** The loop columns of a plan statement; read them back with `readLoopColumns`. */
export function loopColumns(
  db: Db,
  dialect: Dialect,
  s: LoopScope,
  range: { from: Value<IsoDate>; to: Value<IsoDate> },
) {
  return [
    jsonRows(dialect, loopPairsQuery(db, s)).as('loopPairs'),
    jsonRows(dialect, loopItemsQuery(db, s)).as('loopItems'),
    jsonRows(dialect, loopDoneQuery(db, s, range.from, range.to)).as('loopDone'),
  ] as const;
}

type Num = number | string;
export interface LoopColumnsRow {
  loopPairs: { studentId: string; classId: string }[] | string;
  loopItems: { id: string; classId: string; title: string; minutes: Num; position: Num }[] | string;
  loopDone:
    | {
        studentId: string;
        classId: string;
        lessonId: string;
        date: string;
        minutes: Num;
        recordedAt: string;
        /** A child's tick waiting for a parent (ADR 052). */
        pending: Num | boolean;
      }[]
    | string;
}

export function readLoopColumns(row: LoopColumnsRow): LoopPlanInputs {
  return {
    pairs: readJsonRows(row.loopPairs),
    items: readJsonRows(row.loopItems).map((l) => ({
      lessonId: l.id,
      classId: l.classId,
      title: l.title,
      minutes: Number(l.minutes),
      position: Number(l.position),
    })),
    done: readJsonRows(row.loopDone).map((d) => ({
      ...d,
      minutes: Number(d.minutes),
      pending: readFlag(d.pending),
    })),
  };
}

/** The loop inputs of a few children and classes, as plain reads (the lesson plan page, the calendar feed). */
export async function loadLoopInputs(
  db: Db,
  userId: string,
  scope: { studentIds: readonly string[]; classIds?: readonly string[]; from: IsoDate; to: IsoDate },
): Promise<LoopPlanInputs> {
  if (scope.studentIds.length === 0) return { pairs: [], items: [], done: [] };
  const s = { userId };
  const onlyClasses = <T extends { classId: string }>(rows: T[]) =>
    scope.classIds ? rows.filter((r) => scope.classIds!.includes(r.classId)) : rows;
  const students = new Set(scope.studentIds);
  const [pairs, items, done, perItem] = await Promise.all([
    loopPairsQuery(db, s).execute(),
    loopItemsQuery(db, s).execute(),
    loopDoneQuery(db, s, scope.from, scope.to).execute(),
    db
      .selectFrom('loopCompletions')
      .select((eb) => [
        'studentId',
        'classId',
        'lessonId',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('date').as('lastDate'),
      ])
      .where('userId', '=', userId)
      .where('studentId', 'in', [...scope.studentIds])
      .groupBy(['studentId', 'classId', 'lessonId'])
      .execute(),
  ]);
  const itemsDone = onlyClasses(perItem).map((c) => ({ ...c, count: Number(c.count) }));
  const doneCounts = new Map<string, { studentId: string; classId: string; count: number }>();
  for (const { studentId, classId, count } of itemsDone) {
    const key = `${studentId}|${classId}`;
    const total = doneCounts.get(key) ?? { studentId, classId, count: 0 };
    doneCounts.set(key, { ...total, count: total.count + count });
  }
  return {
    ...readLoopColumns({
      loopPairs: onlyClasses(pairs).filter((p) => students.has(p.studentId)),
      loopItems: onlyClasses(items),
      loopDone: onlyClasses(done).filter((d) => students.has(d.studentId)),
    }),
    doneCounts: [...doneCounts.values()],
    itemsDone,
  };
}

// ---- Loop completions ----

const COLUMNS = [
  'id',
  'studentId',
  'lessonId',
  'classId',
  'date',
  'minutes',
  'recordedAt',
  'recordedBy',
  'pending',
] as const;

/**
 * Records the item done on its day unless it is already; the row written, if any. `value.pending`: a child's
 * tick waiting for a parent (ADR 052: no xp, hours or attendance until confirmed).
 */
export async function insertLoopCompletion(
  db: Db,
  child: StudentKey,
  value: StoredLoopCompletion,
): Promise<StoredLoopCompletion | undefined> {
  const row = await db
    .insertInto('loopCompletions')
    .values(toLoopCompletionRow(child.familyId, value))
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'lessonId', 'date']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? fromLoopCompletionRow(row) : undefined;
}

export async function findLoopCompletion(db: Db, child: StudentKey, lessonId: string, date: IsoDate) {
  const row = await db
    .selectFrom('loopCompletions')
    .select(COLUMNS)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('lessonId', '=', lessonId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row ? fromLoopCompletionRow(row) : undefined;
}

/** Removes the item's completion on that day (its hour entry goes with it); the row removed, if any. */
export async function deleteLoopCompletion(db: Db, child: StudentKey, lessonId: string, date: IsoDate) {
  const row = await db
    .deleteFrom('loopCompletions')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('lessonId', '=', lessonId)
    .where('date', '=', date)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? fromLoopCompletionRow(row) : undefined;
}

/** The family's loop completion `completionId` while it waits for a parent. */
const waiting = (familyId: string, completionId: string) => (eb: ExpressionBuilder<DB, 'loopCompletions'>) =>
  eb.and({ userId: familyId, id: completionId, pending: 1 });

/**
 * The family's waiting loop completion is confirmed (`pending` 0, ADR 052); the row, or undefined when it was not
 * waiting (confirmed, withdrawn or sent back already, or another family's).
 */
export async function settleLoopPending(db: Db, familyId: string, completionId: string) {
  const row = await db
    .updateTable('loopCompletions')
    .set({ pending: 0 })
    .where(waiting(familyId, completionId))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? fromLoopCompletionRow(row) : undefined;
}

/** 'Not yet': the family's waiting loop completion is removed; the row, or undefined when it was not waiting. */
export async function deleteLoopPending(db: Db, familyId: string, completionId: string) {
  const row = await db
    .deleteFrom('loopCompletions')
    .where(waiting(familyId, completionId))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? fromLoopCompletionRow(row) : undefined;
}
