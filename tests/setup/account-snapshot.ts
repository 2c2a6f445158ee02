import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';

/** Every table that holds an account's rows, with the column that names the account. */
export const ACCOUNT_TABLES = [
  ['profiles', 'id'],
  ['classes', 'userId'],
  ['calendarEvents', 'userId'],
  ['tasks', 'userId'],
  ['bucketListItems', 'userId'],
  ['learnListItems', 'userId'],
  ['attendance', 'userId'],
  ['assignments', 'userId'],
  ['dayBlocks', 'userId'],
  ['daySchedule', 'userId'],
  ['xpLedger', 'userId'],
  ['achievements', 'userId'],
  ['taskCarryForward', 'userId'],
] as const;

/** All of an account's rows as one JSON string, for byte-for-byte before/after comparisons. */
export async function snapshotAccount(db: Kysely<DB>, userId: string): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const [table, column] of ACCOUNT_TABLES) {
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().where(column, '=', userId).execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

/** Row counts of every account table (for "a rejected request writes nothing"). */
export async function countAllRows(db: Kysely<DB>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table] of ACCOUNT_TABLES) {
    const row = (await (db as Kysely<any>).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirst()) as
      | { n?: number | string }
      | undefined;
    out[table] = Number(row?.n ?? 0);
  }
  return out;
}
