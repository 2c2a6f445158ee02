import type { Kysely, Selectable } from 'kysely';
import { MAX_ROWS_PER_TABLE, type ExportTableName, type ExportTables } from '../../../shared/schemas/account-data';
import type { DB } from '../../db/types';
import { EXPORTED_TABLE_NAMES, EXPORTED_TABLES, type ExportRow } from './exported-tables';

/**
 * Every query of the account export, import and delete. Each one is bounded to one account
 * (`where userId = …`, or `id = …` for the user and profile rows).
 */

/** Tables whose rows make an account "not empty" for the import (carry-forward markers do not count), parents first. */
export const DATA_TABLES = EXPORTED_TABLE_NAMES.filter((name) => name !== 'taskCarryForward');

/** The export's tables through one query code path: each is scoped by `user_id`, and the table name is the only difference. */
const tablesOf = (db: Kysely<DB>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

export async function findUser(db: Kysely<DB>, userId: string) {
  return db.selectFrom('user').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

export async function findProfileRow(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The account's rows of one table in the file's order, at most `limit`, as the file writes them. */
async function readTable<T extends ExportTableName>(db: Kysely<DB>, userId: string, name: T, limit: number): Promise<ExportRow<T>[]> {
  const { read, orderBy } = EXPORTED_TABLES[name] as (typeof EXPORTED_TABLES)[T];
  let query = tablesOf(db).selectFrom(name as string).selectAll().where('userId', '=', userId);
  for (const column of orderBy) query = query.orderBy(column);
  const rows = (await query.limit(limit).execute()) as Selectable<DB[T]>[];
  return rows.map(read);
}

/**
 * Every row of the account, oldest first, at most MAX_ROWS_PER_TABLE + 1 per table (the extra row tells
 * the caller that the table was cut). Each table's own row mapping writes the values (flags as booleans,
 * JSON text as arrays).
 */
export async function readTables(db: Kysely<DB>, userId: string): Promise<{ tables: ExportTables; truncated: ExportTableName[] }> {
  const read = await Promise.all(EXPORTED_TABLE_NAMES.map((name) => readTable(db, userId, name, MAX_ROWS_PER_TABLE + 1)));
  const tables = Object.fromEntries(EXPORTED_TABLE_NAMES.map((name, i) => [name, read[i]])) as ExportTables;
  const truncated: ExportTableName[] = [];
  for (const name of EXPORTED_TABLE_NAMES) {
    if (tables[name].length > MAX_ROWS_PER_TABLE) {
      truncated.push(name);
      (tables[name] as unknown[]).length = MAX_ROWS_PER_TABLE;
    }
  }
  return { tables, truncated };
}

/** The data tables that hold at least one row of the account. */
export async function nonEmptyTables(db: Kysely<DB>, userId: string): Promise<string[]> {
  const found = await Promise.all(
    DATA_TABLES.map(async (table) => {
      const row = await tablesOf(db)
        .selectFrom(table)
        .select('userId')
        .where('userId', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row ? table : null;
    }),
  );
  return found.filter((t): t is (typeof DATA_TABLES)[number] => t !== null);
}

/** Bound parameters one statement may carry on both dialects (SQLite allows 32 766, PostgreSQL 65 535). */
export const MAX_BOUND_PARAMETERS = 32_766;

/** Rows per insert statement: as many as fit under the parameter limit, counted from the rows' own columns. */
export function rowsPerInsert(rows: readonly object[]): number {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
}

/** Writes the file's rows of one table as the account's, in statements as large as the parameter limit allows. */
async function insertTable<T extends ExportTableName>(trx: Kysely<DB>, userId: string, name: T, values: readonly ExportRow<T>[]): Promise<void> {
  const { write } = EXPORTED_TABLES[name] as (typeof EXPORTED_TABLES)[T];
  const rows = values.map((value) => write(userId, value));
  const size = rowsPerInsert(rows);
  for (let i = 0; i < rows.length; i += size) {
    await tablesOf(trx).insertInto(name as string).values(rows.slice(i, i + size) as never).execute();
  }
}

/** Writes every table of the file (ids already the account's own), parents before children. */
export async function insertAll(trx: Kysely<DB>, userId: string, tables: ExportTables): Promise<void> {
  await trx.deleteFrom('taskCarryForward').where('userId', '=', userId).execute();
  for (const name of EXPORTED_TABLE_NAMES) await insertTable(trx, userId, name, tables[name]);
}

export async function updateProfile(
  trx: Kysely<DB>,
  userId: string,
  patch: { displayName: string | null; childAge: string | null; settings: string; xp: number; level: number; createdAt: string; updatedAt: string },
): Promise<void> {
  await trx.updateTable('profiles').set(patch).where('id', '=', userId).execute();
}

/** Removes the user row; every account table references it with ON DELETE CASCADE. Returns whether a row went. */
export async function deleteUser(db: Kysely<DB>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the account can sign in with a password (better-auth's 'credential' account row). */
export async function hasPassword(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await (db as unknown as Kysely<{ account: { userId: string; providerId: string; password: string | null } }>)
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(row?.password);
}
