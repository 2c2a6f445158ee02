import type { Insertable, Kysely } from 'kysely';
import type { CalendarEventsTable, DB } from '../../db/types';

type Db = Kysely<DB>;

/** Removes the events a class's schedule generated (one-off events linked to the class stay). */
export async function deleteGeneratedEvents(db: Db, userId: string, classId: string): Promise<number> {
  const result = await db
    .deleteFrom('calendarEvents')
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .where('generated', '=', 1)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes every event of the class, generated or linked by hand (the class is being deleted). */
export async function deleteAllEventsOfClass(db: Db, userId: string, classId: string): Promise<number> {
  const result = await db
    .deleteFrom('calendarEvents')
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertEvents(db: Db, rows: Insertable<CalendarEventsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('calendarEvents').values(rows).execute();
}
