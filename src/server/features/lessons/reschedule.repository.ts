import type { Kysely } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import type { PlacementYear } from '@shared/domain/lesson-placement';
import { parseDays } from '../../db/stored-values';
import type { DB } from '../../db/types';
import { toLessonShiftRow, type StoredLessonShift } from './lessons.rows';

type Db = Kysely<DB>;

/** Reschedule from here (ADR 043): the pins and the shifts; every query scoped by the account (`user_id`). */

export async function findYear(db: Db, userId: string, id: string): Promise<PlacementYear | null> {
  const row = await db
    .selectFrom('schoolYears')
    .select(['startDate', 'endDate', 'weekdays'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { startDate: row.startDate, endDate: row.endDate, weekdays: parseDays(row.weekdays) } : null;
}

/** The family's breaks on `date` that apply to any of the children (the family's, or naming one of them). */
export async function breaksOn(db: Db, userId: string, date: IsoDate, studentIds: readonly string[]) {
  return db
    .selectFrom('breaks as b')
    .select(['b.startDate', 'b.endDate'])
    .where('b.userId', '=', userId)
    .where('b.startDate', '<=', date)
    .where('b.endDate', '>=', date)
    .where((eb) =>
      eb.or([
        eb('b.wholeFamily', '=', 1),
        ...(studentIds.length > 0
          ? [
              eb.exists(
                eb
                  .selectFrom('breakStudents as bs')
                  .select('bs.breakId')
                  .whereRef('bs.breakId', '=', 'b.id')
                  .where('bs.userId', '=', userId)
                  .where('bs.studentId', 'in', [...studentIds]),
              ),
            ]
          : []),
      ]),
    )
    .execute();
}

export async function setPin(db: Db, userId: string, lessonId: string, date: IsoDate | null): Promise<void> {
  await db
    .updateTable('lessons')
    .set({ pinnedDate: date, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('id', '=', lessonId)
    .execute();
}

/** Puts the lesson's shifts in place of the ones it had (none given: removes them). */
export async function replaceShifts(
  db: Db,
  userId: string,
  lessonId: string,
  shifts: readonly StoredLessonShift[],
): Promise<void> {
  await db.deleteFrom('lessonShifts').where('userId', '=', userId).where('lessonId', '=', lessonId).execute();
  if (shifts.length > 0)
    await db
      .insertInto('lessonShifts')
      .values(shifts.map((s) => toLessonShiftRow(userId, s)))
      .execute();
}

/** The lesson's push, in class days (the largest of its children's); null: none. */
export async function shiftDays(db: Db, userId: string, lessonId: string): Promise<number | null> {
  const row = await db
    .selectFrom('lessonShifts')
    .select((eb) => eb.fn.max<number | string | null>('days').as('days'))
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst();
  return row?.days == null ? null : Number(row.days);
}
