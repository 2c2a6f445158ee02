import type { Selectable } from 'kysely';
import { readFlag, readNumber, storedFlag, type StoredValues } from '../../db/stored-values';
import type { DigestRunsTable, NotificationPrefsTable } from '../../db/types';

/** The weekly e-mail's tables' rows ↔ their values (ADR 045): `notification_prefs` and `digest_runs`. */

export type NotificationPrefRow = Selectable<NotificationPrefsTable>;
export type StoredNotificationPref = StoredValues<NotificationPrefsTable, { weeklyEmail: boolean }>;

export function fromNotificationPrefRow(row: Omit<NotificationPrefRow, 'userId'>): StoredNotificationPref {
  return {
    memberId: row.memberId,
    weeklyEmail: readFlag(row.weeklyEmail),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toNotificationPrefRow(userId: string, value: StoredNotificationPref): NotificationPrefRow {
  return { ...value, userId, weeklyEmail: storedFlag(value.weeklyEmail) };
}

export type DigestRunRow = Selectable<DigestRunsTable>;

export interface StoredDigestRun {
  userId: string;
  weekStart: string;
  claimedAt: string;
  leaseUntil: string;
  attempts: number;
  /** The member ids already sent this week's e-mail. */
  sentTo: string[];
  sentAt: string | null;
  lastError: string | null;
}

export function fromDigestRunRow(row: DigestRunRow): StoredDigestRun {
  const sentTo: unknown = JSON.parse(row.sentTo);
  return {
    ...row,
    attempts: readNumber(row.attempts),
    sentTo: Array.isArray(sentTo) ? sentTo.filter((id): id is string => typeof id === 'string') : [],
  };
}

export const storedSentTo = (ids: readonly string[]): string => JSON.stringify(ids);
