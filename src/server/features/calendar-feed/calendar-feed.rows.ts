import type { Insertable, Selectable } from 'kysely';
import type { StoredValues } from '../../db/stored-values';
import type { CalendarFeedsTable } from '../../db/types';

/**
 * The `calendar_feeds` table's row ↔ its values. A feed holds the sha256 of its URL's token, never the token
 * (ADR 020), and is not part of the account export: a secret link does not travel with the family's data.
 */
export type StoredCalendarFeed = StoredValues<CalendarFeedsTable>;

export function fromFeedRow(row: Omit<Selectable<CalendarFeedsTable>, 'userId'>): StoredCalendarFeed {
  return { id: row.id, studentId: row.studentId, tokenHash: row.tokenHash, createdAt: row.createdAt };
}

export function toFeedRow(userId: string, value: StoredCalendarFeed): Insertable<CalendarFeedsTable> {
  return { ...value, userId };
}
