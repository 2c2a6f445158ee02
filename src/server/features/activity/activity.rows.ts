import type { Selectable } from 'kysely';
import type { ActivityKind } from '@shared/domain/activity';
import { readFlag, type StoredValues } from '../../db/stored-values';
import type { AccountActivityTable } from '../../db/types';

/** The `account_activity` table's row ↔ its values: the one mapping, for the repository and the account export/import. */

export type ActivityRow = Selectable<AccountActivityTable>;
export type StoredActivity = StoredValues<AccountActivityTable, { kind: ActivityKind; newDevice: boolean }>;

export function fromActivityRow(row: Omit<ActivityRow, 'userId'>): StoredActivity {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind as ActivityKind,
    actorId: row.actorId,
    actorName: row.actorName,
    detail: row.detail,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    newDevice: readFlag(row.newDevice),
  };
}

export function toActivityRow(userId: string, value: StoredActivity): ActivityRow {
  return { ...value, userId, newDevice: value.newDevice ? 1 : 0 };
}
