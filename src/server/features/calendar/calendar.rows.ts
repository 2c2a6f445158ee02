import type { Insertable, Selectable } from 'kysely';
import { readFlag, storedFlag, type StoredValues } from '../../db/stored-values';
import type { CalendarEventsTable } from '../../db/types';

/** The `calendar_events` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

/** A stored event: `generated` as a boolean. */
export type StoredEvent = StoredValues<CalendarEventsTable, { generated: boolean }>;

export function fromEventRow(row: Omit<Selectable<CalendarEventsTable>, 'userId'>): StoredEvent {
  return {
    id: row.id,
    title: row.title,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    description: row.description,
    classId: row.classId,
    studentId: row.studentId,
    generated: readFlag(row.generated),
    createdAt: row.createdAt,
  };
}

export function toEventRow(userId: string, value: StoredEvent): Insertable<CalendarEventsTable> {
  return { ...value, userId, generated: storedFlag(value.generated) };
}
