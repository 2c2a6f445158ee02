import type { Insertable, Kysely, Updateable } from 'kysely';
import type { IsoDate } from '@shared/domain/dates';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { CalendarEventsTable, DB } from '../../db/types';
import { fromEventRow } from './calendar.rows';

type Db = Kysely<DB>;

/** A sane ceiling for one window's events (a 62-day window of a busy family stays far below it). */
export const MAX_EVENTS_PER_WINDOW = 5000;

function baseQuery(db: Db, userId: Value<string>) {
  return db
    .selectFrom('calendarEvents as e')
    .leftJoin('classes as c', (join) => join.onRef('c.id', '=', 'e.classId').on('c.userId', '=', userId))
    .where('e.userId', '=', userId)
    .select([
      'e.id',
      'e.title',
      'e.eventDate',
      'e.eventTime',
      'e.description',
      'e.classId',
      'e.studentId',
      'e.generated',
      'e.createdAt',
      'c.title as classTitle',
      'c.emoji as classEmoji',
      'c.startTime as classStartTime',
      'c.endTime as classEndTime',
    ]);
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toEvent(row: EventRow): CalendarEvent {
  const { eventDate, eventTime, ...event } = fromEventRow(row);
  return {
    ...event,
    date: eventDate,
    time: eventTime,
    class:
      row.classId &&
      row.classTitle !== null &&
      row.classEmoji !== null &&
      row.classStartTime !== null &&
      row.classEndTime !== null
        ? {
            title: row.classTitle,
            emoji: row.classEmoji,
            startTime: row.classStartTime,
            endTime: row.classEndTime,
          }
        : null,
  };
}

/** Ordered by date, then all-day events first, then by time and title (the same on both dialects). */
function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const at = a.time ?? '';
  const bt = b.time ?? '';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.title.localeCompare(b.title);
}

/** The family's events of [from, to] (every child's and the family's own; dates inclusive), with their class's look; bounded by MAX_EVENTS_PER_WINDOW. */
export function eventsInWindowQuery(db: Db, userId: Value<string>, from: Value<IsoDate>, to: Value<IsoDate>) {
  return baseQuery(db, userId)
    .where('e.eventDate', '>=', from)
    .where('e.eventDate', '<=', to)
    .orderBy('e.eventDate')
    .orderBy('e.id')
    .limit(MAX_EVENTS_PER_WINDOW);
}

const eventsInWindow = prepared((db: Db, p: Params<{ userId: string; from: IsoDate; to: IsoDate }>) =>
  eventsInWindowQuery(db, p.userId, p.from, p.to),
);

export async function listEvents(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<CalendarEvent[]> {
  return toEvents(await eventsInWindow.execute(db, { userId, from, to }));
}

/** Event rows (read either way) → events in calendar order. */
export function toEvents(rows: readonly EventRow[]): CalendarEvent[] {
  return rows.map(toEvent).sort(compareEvents);
}

const eventById = prepared((db: Db, p: Params<{ userId: string; id: string }>) =>
  baseQuery(db, p.userId).where('e.id', '=', p.id),
);

export async function findEvent(db: Db, userId: string, id: string): Promise<CalendarEvent | undefined> {
  const row = await eventById.executeTakeFirst(db, { userId, id });
  return row ? toEvent(row) : undefined;
}

export async function childExists(db: Db, userId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEvent(db: Db, row: Insertable<CalendarEventsTable>): Promise<void> {
  await db.insertInto('calendarEvents').values(row).execute();
}

export async function updateEvent(
  db: Db,
  userId: string,
  id: string,
  values: Updateable<CalendarEventsTable>,
): Promise<void> {
  await db
    .updateTable('calendarEvents')
    .set(values)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteEvent(db: Db, userId: string, id: string): Promise<number> {
  const result = await db
    .deleteFrom('calendarEvents')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
