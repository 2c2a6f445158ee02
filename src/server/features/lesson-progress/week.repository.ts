import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { emojiForTitle } from '@shared/domain/class-emoji';
import type { IsoDate } from '@shared/domain/dates';
import type { DayPlanInputs } from '@shared/domain/lesson-week';
import type { LoopDayInputs } from '@shared/domain/loop-placement';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import { parseDays, readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import { loopColumns, readLoopColumns, type LoopColumnsRow } from './loop.repository';

type Db = Kysely<DB>;

// ---- Doing the plan: the few days a page shows (the week view, the dashboard's today) in one statement ----

/** Whose plan a statement reads: the family's children, or one of them. */
export interface PlanScopeValues {
  userId: Value<string>;
  /** Given: only this child (a statement's shape: prepare one statement per shape). */
  studentId?: Value<string>;
}

/** The days a statement reads: what is done and skipped between `from` and `to`, and each plan's next `limit` lessons. */
export interface PlanRangeValues {
  from: Value<IsoDate>;
  to: Value<IsoDate>;
  limit: Value<number>;
}

/** The family's children (or the one), in the family's order. */
export const planStudentsQuery = (db: Db, s: PlanScopeValues) => {
  const q = db
    .selectFrom('students')
    .select(['id', 'name', 'color', 'emoji', 'position'])
    .where('userId', '=', s.userId);
  return (s.studentId !== undefined ? q.where('id', '=', s.studentId) : q).orderBy('position').orderBy('id');
};

/**
 * The family's classes that have lessons (with the child enrolled, for one child), with their school year, in
 * the order a day lists them (start time, title).
 */
export const planClassesQuery = (db: Db, s: PlanScopeValues) => {
  const q = db
    .selectFrom('classes as c')
    .leftJoin('schoolYears as y', 'y.id', 'c.schoolYearId')
    .select([
      'c.id',
      'c.title',
      'c.emoji',
      'c.together',
      'c.daysOfWeek',
      'c.startTime',
      'c.startDate',
      'c.endDate',
      'y.startDate as yearStart',
      'y.endDate as yearEnd',
      'y.weekdays as yearWeekdays',
      'c.scheduleKind',
      'c.loopPerDay',
    ])
    .where('c.userId', '=', s.userId)
    .where((eb) =>
      eb.exists(eb.selectFrom('lessons as l').select('l.id').whereRef('l.classId', '=', 'c.id')),
    );
  const scoped =
    s.studentId !== undefined
      ? q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('classStudents as cs')
              .select('cs.classId')
              .whereRef('cs.classId', '=', 'c.id')
              .where('cs.userId', '=', s.userId)
              .where('cs.studentId', '=', s.studentId!),
          ),
        )
      : q;
  return scoped.orderBy('c.startTime').orderBy('c.title').orderBy('c.id');
};

/**
 * The row's child (`row`'s user and student) has not completed the lesson `lesson`. With `probe` (PostgreSQL),
 * the test stays a probe of the completions' (user, student, lesson) key per lesson: `offset 0` keeps PostgreSQL
 * from turning the `not exists` into an anti join, which it planned as the child's every completion held in
 * memory and compared with each lesson walked (the week of a plan family: 36 ms of 41; ADR 060).
 */
const notCompleted = (
  eb: ExpressionBuilder<any, any>,
  row: 'cs' | 'x',
  lesson: 'l.id' | 'x.lessonId',
  probe = false,
) => {
  const completion = eb
    .selectFrom('lessonCompletions as lc')
    .select('lc.id')
    .whereRef('lc.userId', '=', `${row}.userId`)
    .whereRef('lc.studentId', '=', `${row}.studentId`)
    .whereRef('lc.lessonId', '=', lesson);
  return eb.not(eb.exists(probe ? completion.modifyEnd(sql`offset 0`) : completion));
};

/**
 * Each enrolled child's next `limit` lessons of each class, in the plan's order: one row per (child, class)
 * with its lessons as a JSON list. Per (child, class) the lessons are read in order from the first, each
 * checked against the child's completions, until `limit` are found: the work is the lessons done so far plus
 * `limit`, not the whole plan (a window over every lesson numbered them all and cost twenty times more).
 * The class comes from the family's enrolment row, so its lessons are the family's. Nothing is read when
 * `limit` is 0 (a week already past).
 */
export const nextLessonsQuery = (
  db: Db,
  dialect: Dialect,
  s: PlanScopeValues,
  limit: Value<number>,
  from: Value<IsoDate>,
) => {
  const pairs = db
    .selectFrom('classStudents as cs')
    .select((eb) => [
      'cs.studentId',
      'cs.classId',
      jsonRows(
        dialect,
        eb
          .selectFrom('lessons as l')
          .select(['l.id', 'l.title', 'l.minutes', 'l.position'])
          .whereRef('l.classId', '=', 'cs.classId')
          // A lesson pinned to a shown day or later is not in the queue (`pinsQuery` reads the shown ones).
          .where((inner) => inner.or([inner('l.pinnedDate', 'is', null), inner('l.pinnedDate', '<', from)]))
          .where((inner) => notCompleted(inner, 'cs', 'l.id', dialect === 'postgres'))
          .orderBy('l.position')
          .orderBy('l.id')
          .limit(limit),
      ).as('lessons'),
    ])
    .where(sql<boolean>`${limit} > 0`)
    .where('cs.userId', '=', s.userId);
  return (s.studentId !== undefined ? pairs.where('cs.studentId', '=', s.studentId) : pairs)
    .orderBy('cs.studentId')
    .orderBy('cs.classId');
};

/**
 * The scope's children on a per-child table `x`: the one child, or each child of the family, so that every
 * child's rows are read through its own range of the (user_id, student_id, date) index.
 */
const ofChildren = <Q extends { where: (...args: any[]) => Q }>(db: Db, q: Q, s: PlanScopeValues): Q =>
  q
    .where('x.userId', '=', s.userId)
    .where(
      'x.studentId',
      s.studentId !== undefined ? '=' : 'in',
      s.studentId !== undefined
        ? s.studentId
        : db.selectFrom('students').select('students.id').where('students.userId', '=', s.userId),
    );

/** The children's completions dated between `from` and `to`, with the lesson's title and place. */
export const completionsInRangeQuery = (
  db: Db,
  s: PlanScopeValues,
  from: Value<IsoDate>,
  to: Value<IsoDate>,
) =>
  ofChildren(
    db,
    db
      .selectFrom('lessonCompletions as x')
      .innerJoin('lessons as l', 'l.id', 'x.lessonId')
      .select([
        'x.studentId',
        'x.classId',
        'x.lessonId',
        'x.date',
        'x.minutes',
        'x.pending',
        'l.title',
        'l.position',
        'l.pinnedDate',
      ])
      .where('x.date', '>=', from)
      .where('x.date', '<=', to),
    s,
  )
    .orderBy('x.studentId')
    .orderBy('x.date')
    .orderBy('l.position')
    .orderBy('x.lessonId');

/** The children's skipped class days between `from` and `to`. */
export const skipsInRangeQuery = (db: Db, s: PlanScopeValues, from: Value<IsoDate>, to: Value<IsoDate>) =>
  ofChildren(
    db,
    db
      .selectFrom('lessonSkips as x')
      .select(['x.studentId', 'x.classId', 'x.date'])
      .where('x.date', '>=', from)
      .where('x.date', '<=', to),
    s,
  )
    .orderBy('x.studentId')
    .orderBy('x.date')
    .orderBy('x.classId');

/** The days between `from` and `to` the children were marked absent. */
export const absencesInRangeQuery = (db: Db, s: PlanScopeValues, from: Value<IsoDate>, to: Value<IsoDate>) =>
  ofChildren(
    db,
    db
      .selectFrom('attendance as x')
      .select(['x.studentId', 'x.date'])
      .where('x.present', '=', 0)
      .where('x.date', '>=', from)
      .where('x.date', '<=', to),
    s,
  )
    .orderBy('x.studentId')
    .orderBy('x.date');

/**
 * The family's breaks overlapping `from`–`to`: a whole-family break once (no child), a break of chosen
 * children once per child (for one child: only the breaks that are the family's or that child's).
 */
export const breaksInRangeQuery = (db: Db, s: PlanScopeValues, from: Value<IsoDate>, to: Value<IsoDate>) =>
  db
    .selectFrom('breaks as b')
    .leftJoin('breakStudents as bs', (j) => {
      const on = j.onRef('bs.breakId', '=', 'b.id').onRef('bs.userId', '=', 'b.userId');
      return s.studentId !== undefined ? on.on('bs.studentId', '=', s.studentId) : on;
    })
    .select(['b.id', 'b.label', 'b.startDate', 'b.endDate', 'b.wholeFamily', 'bs.studentId'])
    .where('b.userId', '=', s.userId)
    .where('b.startDate', '<=', to)
    .where('b.endDate', '>=', from)
    .where((eb) => eb.or([eb('b.wholeFamily', '=', 1), eb('bs.studentId', 'is not', null)]))
    .orderBy('b.startDate')
    .orderBy('b.id');

/**
 * The lessons pinned to a day between `from` and `to` (ADR 043) that each enrolled child has not completed, one
 * row per (child, lesson): they take their days, out of the queue.
 */
export const pinsInRangeQuery = (db: Db, s: PlanScopeValues, from: Value<IsoDate>, to: Value<IsoDate>) => {
  const q = db
    .selectFrom('classStudents as cs')
    .innerJoin('lessons as l', 'l.classId', 'cs.classId')
    .select(['cs.studentId', 'cs.classId', 'l.id', 'l.title', 'l.minutes', 'l.position', 'l.pinnedDate'])
    .where('cs.userId', '=', s.userId)
    .where('l.pinnedDate', '>=', from)
    .where('l.pinnedDate', '<=', to)
    .where((eb) => notCompleted(eb, 'cs', 'l.id'));
  return (s.studentId !== undefined ? q.where('cs.studentId', '=', s.studentId) : q)
    .orderBy('cs.studentId')
    .orderBy('cs.classId')
    .orderBy('l.position');
};

/**
 * The children's shifts ('Push from here', ADR 043) that still hold a day after `from`, of lessons not completed,
 * with the lesson's place in its plan.
 */
export const shiftsInRangeQuery = (db: Db, s: PlanScopeValues, from: Value<IsoDate>) =>
  ofChildren(
    db,
    db
      .selectFrom('lessonShifts as x')
      .innerJoin('lessons as l', 'l.id', 'x.lessonId')
      .select(['x.studentId', 'x.classId', 'x.notBefore', 'l.position'])
      .where('x.notBefore', '>', from)
      .where((eb) => notCompleted(eb, 'x', 'x.lessonId')),
    s,
  )
    .orderBy('x.studentId')
    .orderBy('x.classId');

/**
 * What placing the shown days needs, as JSON columns of a statement: the week view's own, or the dashboard's
 * (which adds them to its page read). Read them back with `readPlanColumns`.
 */
export function planColumns(db: Db, dialect: Dialect, s: PlanScopeValues, range: PlanRangeValues) {
  return [
    jsonRows(dialect, planClassesQuery(db, s)).as('planClasses'),
    jsonRows(dialect, nextLessonsQuery(db, dialect, s, range.limit, range.from)).as('planNext'),
    jsonRows(dialect, completionsInRangeQuery(db, s, range.from, range.to)).as('planDone'),
    jsonRows(dialect, skipsInRangeQuery(db, s, range.from, range.to)).as('planSkips'),
    jsonRows(dialect, absencesInRangeQuery(db, s, range.from, range.to)).as('planAbsences'),
    jsonRows(dialect, breaksInRangeQuery(db, s, range.from, range.to)).as('planBreaks'),
    jsonRows(dialect, pinsInRangeQuery(db, s, range.from, range.to)).as('planPins'),
    jsonRows(dialect, shiftsInRangeQuery(db, s, range.from)).as('planShifts'),
    // Loop classes (ADR 041): their items and completions; their classes are among planClasses.
    ...loopColumns(db, dialect, s, range),
  ] as const;
}

type Num = number | string;
export interface PlanColumnsRow extends LoopColumnsRow {
  planClasses:
    | {
        id: string;
        title: string;
        emoji: string;
        together: Num | boolean;
        daysOfWeek: string;
        startTime: string;
        startDate: string | null;
        endDate: string | null;
        yearStart: string | null;
        yearEnd: string | null;
        yearWeekdays: string | null;
        scheduleKind: string;
        loopPerDay: Num;
      }[]
    | string;
  planNext:
    | {
        studentId: string;
        classId: string;
        lessons: { id: string; title: string; minutes: Num; position: Num }[] | string;
      }[]
    | string;
  planDone:
    | {
        studentId: string;
        classId: string;
        lessonId: string;
        date: string;
        minutes: Num;
        pending: Num;
        title: string;
        position: Num;
        pinnedDate: string | null;
      }[]
    | string;
  planSkips: { studentId: string; classId: string; date: string }[] | string;
  planAbsences: { studentId: string; date: string }[] | string;
  planBreaks:
    | {
        id: string;
        label: string;
        startDate: string;
        endDate: string;
        wholeFamily: Num | boolean;
        studentId: string | null;
      }[]
    | string;
  planPins:
    | {
        studentId: string;
        classId: string;
        id: string;
        title: string;
        minutes: Num;
        position: Num;
        pinnedDate: string | null;
      }[]
    | string;
  planShifts: { studentId: string; classId: string; notBefore: string; position: Num }[] | string;
}

/** A class as a day of the plan shows it. */
export interface PlanClassInfo {
  id: string;
  title: string;
  emoji: string;
  /** Taught together: the family week shows its shared lessons once (ADR 042). */
  together: boolean;
  /** A loop class (ADR 041). */
  loop?: boolean;
}

/** The plan columns as placement's inputs (and the classes' titles for the page). */
export function readPlanColumns(row: PlanColumnsRow): Omit<DayPlanInputs, 'today' | 'days'> & {
  classInfo: PlanClassInfo[];
  loops: Omit<LoopDayInputs, 'today' | 'days' | 'skips' | 'absences' | 'breaks'>;
} {
  const classes = readJsonRows(row.planClasses);
  const loopIds = new Set(classes.filter((c) => c.scheduleKind === 'loop').map((c) => c.id));
  const breaks = new Map<string, DayPlanInputs['breaks'][number]>();
  for (const b of readJsonRows(row.planBreaks)) {
    const studentId = readFlag(b.wholeFamily as number) ? null : b.studentId;
    breaks.set(`${b.id}/${studentId ?? ''}`, {
      label: b.label,
      startDate: b.startDate,
      endDate: b.endDate,
      studentId,
    });
  }
  const dayClass = (c: (typeof classes)[number]) => ({
    id: c.id,
    daysOfWeek: parseDays(c.daysOfWeek),
    startDate: c.startDate,
    endDate: c.endDate,
    year:
      c.yearStart && c.yearEnd && c.yearWeekdays !== null
        ? { startDate: c.yearStart, endDate: c.yearEnd, weekdays: parseDays(c.yearWeekdays) }
        : null,
  });
  const isLoop = (c: (typeof classes)[number]) => c.scheduleKind === 'loop';
  return {
    classInfo: classes.map((c) => ({
      id: c.id,
      title: c.title,
      emoji: c.emoji || emojiForTitle(c.title),
      together: c.together === true || Number(c.together) === 1,
      ...(isLoop(c) ? { loop: true } : {}),
    })),
    loops: {
      classOrder: classes.map((c) => c.id),
      loopClasses: classes.filter(isLoop).map((c) => ({ ...dayClass(c), perDay: Number(c.loopPerDay) })),
      ...readLoopColumns(row),
    },
    // The weekly plan's classes; a loop's lessons are placed by addLoopDays.
    classes: classes.filter((c) => !isLoop(c)).map(dayClass),
    next: readJsonRows(row.planNext)
      .filter((p) => !loopIds.has(p.classId))
      .flatMap((p) =>
        readJsonRows(p.lessons).map((l) => ({
          lessonId: l.id,
          classId: p.classId,
          studentId: p.studentId,
          title: l.title,
          minutes: Number(l.minutes),
          position: Number(l.position),
        })),
      ),
    done: readJsonRows(row.planDone).map((d) => ({
      lessonId: d.lessonId,
      classId: d.classId,
      studentId: d.studentId,
      title: d.title,
      minutes: Number(d.minutes),
      date: d.date,
      position: Number(d.position),
      pending: Number(d.pending) === 1,
      pinnedDate: d.pinnedDate,
    })),
    skips: readJsonRows(row.planSkips),
    absences: readJsonRows(row.planAbsences),
    breaks: [...breaks.values()],
    pins: readJsonRows(row.planPins).map((p) => ({
      lessonId: p.id,
      classId: p.classId,
      studentId: p.studentId,
      title: p.title,
      minutes: Number(p.minutes),
      position: Number(p.position),
      pinnedDate: p.pinnedDate!,
    })),
    shifts: readJsonRows(row.planShifts).map((x) => ({
      classId: x.classId,
      studentId: x.studentId,
      position: Number(x.position),
      notBefore: x.notBefore,
    })),
  };
}

export interface WeekReadParams {
  familyId: string;
  /** Only this child; left out: every child of the family. */
  studentId?: string;
  from: IsoDate;
  to: IsoDate;
  limit: number;
}

type WeekParams = Required<WeekReadParams>;

/** The week view in one statement: the children and the plan columns. */
function prepareWeek(dialect: Dialect, oneChild: boolean) {
  return prepared(
    (db: Db, p: Params<WeekParams>) => {
      const s: PlanScopeValues = oneChild
        ? { userId: p.familyId, studentId: p.studentId }
        : { userId: p.familyId };
      return db.selectNoFrom([
        jsonRows(dialect, planStudentsQuery(db, s)).as('students'),
        ...planColumns(db, dialect, s, p),
      ]);
    },
    // PostgreSQL planned a custom plan on every run; its generic plan is as good (ADR 060).
    { plan: 'generic' },
  );
}

const weekReads = {
  sqlite: { family: prepareWeek('sqlite', false), child: prepareWeek('sqlite', true) },
  postgres: { family: prepareWeek('postgres', false), child: prepareWeek('postgres', true) },
};

export interface PlanStudent {
  id: string;
  name: string;
  color: string;
  emoji: string;
}

/** The week's plan inputs and the children (one when asked). */
export async function readWeek(db: Db, dialect: Dialect, params: WeekReadParams) {
  const statements = weekReads[dialect];
  const row = (await (params.studentId !== undefined ? statements.child : statements.family).executeTakeFirst(
    db,
    {
      ...params,
      studentId: params.studentId ?? '',
    },
  ))!;
  return {
    students: readJsonRows(row.students).map((s): PlanStudent => ({
      id: s.id,
      name: s.name,
      color: s.color,
      emoji: s.emoji,
    })),
    plan: readPlanColumns(row),
  };
}
