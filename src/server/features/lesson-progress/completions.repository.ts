import type { Kysely } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import type { DateRange } from '@shared/domain/lesson-placement';
import type { PlanDayClass } from '@shared/domain/lesson-week';
import type { Value } from '../../db/prepared';
import { parseDays } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { fromCompletionRow, toCompletionRow, toSkipRow, type StoredCompletion } from './lesson-progress.rows';

type Db = Kysely<DB>;

// ---- Completions and skips ----

/**
 * The lesson, when it is the family's and the child is enrolled in its class, with its class's schedule kind and
 * year (a weekly tick and a loop tick both start here).
 */
export async function findLessonForChild(db: Db, child: StudentKey, lessonId: string) {
  return lessonForChildQuery(db, child, lessonId).executeTakeFirst();
}

/** `findLessonForChild`'s query, for a prepared statement too (lesson-tick.repository.ts). */
export function lessonForChildQuery(
  db: Db,
  child: { familyId: Value<string>; studentId: Value<string> },
  lessonId: Value<string>,
) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('classStudents as cs', 'cs.classId', 'l.classId')
    .innerJoin('classes as c', 'c.id', 'l.classId')
    .leftJoin('schoolYears as y', 'y.id', 'c.schoolYearId')
    .select([
      'l.id',
      'l.classId',
      'l.minutes',
      'c.scheduleKind',
      'y.startDate as yearStart',
      'y.endDate as yearEnd',
    ])
    .where('l.userId', '=', child.familyId)
    .where('l.id', '=', lessonId)
    .where('c.userId', '=', child.familyId)
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId);
}

const COMPLETION_COLUMNS = [
  'id',
  'studentId',
  'lessonId',
  'classId',
  'date',
  'minutes',
  'recordedAt',
  'recordedBy',
  'note',
] as const;

/**
 * Records the completion unless the child has completed the lesson already; the row written, if any. `pending`:
 * a child's tick waiting for a parent (no xp, hours or attendance until confirmed).
 */
export async function insertCompletion(
  db: Db,
  child: StudentKey,
  value: StoredCompletion,
  pending = false,
): Promise<StoredCompletion | undefined> {
  const row = await db
    .insertInto('lessonCompletions')
    .values({ ...toCompletionRow(child.familyId, value), pending: pending ? 1 : 0 })
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'lessonId']).doNothing())
    .returning(COMPLETION_COLUMNS)
    .executeTakeFirst();
  return row ? fromCompletionRow(row) : undefined;
}

export async function findCompletion(
  db: Db,
  child: StudentKey,
  lessonId: string,
): Promise<(StoredCompletion & { pending: boolean }) | undefined> {
  const row = await db
    .selectFrom('lessonCompletions')
    .select([...COMPLETION_COLUMNS, 'pending'])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst();
  return row ? { ...fromCompletionRow(row), pending: Number(row.pending) === 1 } : undefined;
}

/** The family's completion waits no more (confirmed: `pending` 0); the row, or undefined when it was not waiting. */
export async function settlePending(db: Db, familyId: string, completionId: string) {
  const row = await db
    .updateTable('lessonCompletions')
    .set({ pending: 0 })
    .where('userId', '=', familyId)
    .where('id', '=', completionId)
    .where('pending', '=', 1)
    .returning(COMPLETION_COLUMNS)
    .executeTakeFirst();
  return row ? fromCompletionRow(row) : undefined;
}

/** 'Not yet': the family's waiting completion is removed; the row, or undefined when it was not waiting. */
export async function deletePending(db: Db, familyId: string, completionId: string) {
  const row = await db
    .deleteFrom('lessonCompletions')
    .where('userId', '=', familyId)
    .where('id', '=', completionId)
    .where('pending', '=', 1)
    .returning(COMPLETION_COLUMNS)
    .executeTakeFirst();
  return row ? fromCompletionRow(row) : undefined;
}

/** Removes the child's completion of the lesson; the row removed, if there was one. */
export async function deleteCompletion(
  db: Db,
  child: StudentKey,
  lessonId: string,
): Promise<StoredCompletion | undefined> {
  const row = await db
    .deleteFrom('lessonCompletions')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('lessonId', '=', lessonId)
    .returning(COMPLETION_COLUMNS)
    .executeTakeFirst();
  return row ? fromCompletionRow(row) : undefined;
}

/** The class, when it is the family's and the child is enrolled in it, with its school year. */
export async function findClassForChild(
  db: Db,
  child: StudentKey,
  classId: string,
): Promise<PlanDayClass | undefined> {
  const row = await db
    .selectFrom('classes as c')
    .innerJoin('classStudents as cs', 'cs.classId', 'c.id')
    .leftJoin('schoolYears as y', 'y.id', 'c.schoolYearId')
    .select([
      'c.id',
      'c.daysOfWeek',
      'c.startDate',
      'c.endDate',
      'y.startDate as yearStart',
      'y.endDate as yearEnd',
      'y.weekdays as yearWeekdays',
    ])
    .where('c.userId', '=', child.familyId)
    .where('c.id', '=', classId)
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    daysOfWeek: parseDays(row.daysOfWeek),
    startDate: row.startDate,
    endDate: row.endDate,
    year:
      row.yearStart && row.yearEnd && row.yearWeekdays !== null
        ? { startDate: row.yearStart, endDate: row.yearEnd, weekdays: parseDays(row.yearWeekdays) }
        : null,
  };
}

/** The child's breaks (the family's and the child's own) that include `date`. */
export async function childBreaksOn(db: Db, child: StudentKey, date: IsoDate): Promise<DateRange[]> {
  return db
    .selectFrom('breaks as b')
    .select(['b.startDate', 'b.endDate'])
    .where('b.userId', '=', child.familyId)
    .where('b.startDate', '<=', date)
    .where('b.endDate', '>=', date)
    .where((eb) =>
      eb.or([
        eb('b.wholeFamily', '=', 1),
        eb.exists(
          eb
            .selectFrom('breakStudents as bs')
            .select('bs.breakId')
            .whereRef('bs.breakId', '=', 'b.id')
            .where('bs.userId', '=', child.familyId)
            .where('bs.studentId', '=', child.studentId),
        ),
      ]),
    )
    .execute();
}

/** Skips the class day for the child (once); whether this call added it. */
export async function insertSkip(
  db: Db,
  child: StudentKey,
  classId: string,
  date: IsoDate,
): Promise<boolean> {
  const row = await db
    .insertInto('lessonSkips')
    .values(
      toSkipRow(child.familyId, {
        id: crypto.randomUUID(),
        studentId: child.studentId,
        classId,
        date,
        createdAt: new Date().toISOString(),
      }),
    )
    .onConflict((oc) => oc.columns(['userId', 'studentId', 'classId', 'date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Undoes the skip; whether there was one. */
export async function deleteSkip(
  db: Db,
  child: StudentKey,
  classId: string,
  date: IsoDate,
): Promise<boolean> {
  const row = await db
    .deleteFrom('lessonSkips')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('classId', '=', classId)
    .where('date', '=', date)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
