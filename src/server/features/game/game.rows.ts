import type { Selectable } from 'kysely';
import type { XpSourceKind } from '@shared/domain/xp';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { AchievementsTable, XpLedgerTable } from '../../db/types';

/**
 * The `xp_ledger` and `achievements` tables' rows ↔ their values: the one mapping of the tables, for the
 * repository and the account export/import.
 */

type LedgerRow = Selectable<XpLedgerTable>;
type UnlockRow = Selectable<AchievementsTable>;
/** A ledger row: its source kind one of the kinds that earn xp (the only ones the game writes). */
export type StoredLedgerRow = StoredValues<XpLedgerTable, { sourceKind: XpSourceKind }>;
/** An unlocked achievement with its date. */
export type StoredUnlock = StoredValues<AchievementsTable>;

export function fromLedgerRow(row: Omit<LedgerRow, 'userId'>): StoredLedgerRow {
  return {
    id: row.id,
    studentId: row.studentId,
    sourceKind: row.sourceKind as XpSourceKind,
    sourceId: row.sourceId,
    xp: readNumber(row.xp),
    createdAt: row.createdAt,
  };
}

export function toLedgerRow(userId: string, value: StoredLedgerRow): LedgerRow {
  return { ...value, userId };
}

export function fromUnlockRow(row: Omit<UnlockRow, 'userId'>): StoredUnlock {
  return { studentId: row.studentId, achievementId: row.achievementId, unlockedAt: row.unlockedAt };
}

export function toUnlockRow(userId: string, value: StoredUnlock): UnlockRow {
  return { ...value, userId };
}
