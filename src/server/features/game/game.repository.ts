import { sql, type Kysely } from 'kysely';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { DB } from '../../db/types';

/** Adds a ledger row unless one exists for this source; returns the xp actually added. */
export async function insertLedgerRow(db: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string, xp: number): Promise<number> {
  const inserted = await db
    .insertInto('xpLedger')
    .values({ id: crypto.randomUUID(), userId, sourceKind: kind, sourceId, xp, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'sourceKind', 'sourceId']).doNothing())
    .returning('xp')
    .executeTakeFirst();
  return inserted?.xp ?? 0;
}

/** Removes the ledger row of this source; returns the xp it carried (0 when there was none). */
export async function deleteLedgerRow(db: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string): Promise<number> {
  const deleted = await db
    .deleteFrom('xpLedger')
    .where('userId', '=', userId)
    .where('sourceKind', '=', kind)
    .where('sourceId', '=', sourceId)
    .returning('xp')
    .executeTakeFirst();
  return deleted?.xp ?? 0;
}

/** Moves the profile's cached xp total and derived level by `delta` (never below zero). */
export async function adjustProfileXp(db: Kysely<DB>, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  // Portable clamp (no max/greatest difference between dialects); SET sees the old xp on both.
  // The casts matter on SQLite, which binds JS numbers as REAL and would store level 1.1.
  const d = Math.trunc(delta);
  const next = sql<number>`cast(case when xp + ${d} < 0 then 0 else xp + ${d} end as integer)`;
  await db
    .updateTable('profiles')
    .set({ xp: next, level: sql<number>`cast((case when xp + ${d} < 0 then 0 else xp + ${d} end) / 100 as integer)` })
    .where('id', '=', userId)
    .execute();
}
