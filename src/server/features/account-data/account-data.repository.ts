import type { Kysely, Selectable } from 'kysely';
import { MAX_ROWS_PER_TABLE, type ExportTableName, type ExportTables } from '@shared/schemas/account-data';
import { readInPages } from '../../db/paged-read';
import type { DB } from '../../db/types';
import { mapInSlices, timeSlicer, type TimeSlicer } from '../../work/time-slice';
import { EXPORTED_TABLE_NAMES, EXPORTED_TABLES, type ExportRow } from './exported-tables';

/**
 * Every query of the account export, import and delete. Each one is bounded to one account
 * (`where userId = …`, or `id = …` for the user and profile rows).
 */

/**
 * Tables whose rows make an account "not empty" for the import, parents first: the children themselves (the
 * import replaces them), carry-forward markers and the account activity (a sign-in writes it) do not count.
 */
export const DATA_TABLES = EXPORTED_TABLE_NAMES.filter(
  (name) => name !== 'taskCarryForward' && name !== 'students' && name !== 'accountActivity',
);

/** The export's tables through one query code path: each is scoped by `user_id`, and the table name is the only difference. */
const tablesOf = (db: Kysely<DB>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

export async function findUser(db: Kysely<DB>, userId: string) {
  return db.selectFrom('user').select(['id', 'email', 'name']).where('id', '=', userId).executeTakeFirst();
}

export async function findProfileRow(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * The account's rows of one table in the file's order, at most `limit`, as the file writes them: page by page
 * (db/paged-read.ts) and mapped in time slices, so other requests run in between.
 */
async function readTable<T extends ExportTableName>(
  db: Kysely<DB>,
  userId: string,
  name: T,
  limit: number,
  slicer: TimeSlicer,
): Promise<ExportRow<T>[]> {
  const { read, orderBy } = EXPORTED_TABLES[name] as (typeof EXPORTED_TABLES)[T];
  const rows = await readInPages<Selectable<DB[T]>>(
    db,
    name,
    userId,
    orderBy as unknown as [string, ...string[]],
    limit,
    slicer,
  );
  return mapInSlices(rows, read, slicer);
}

/**
 * Every row of the account, oldest first, at most MAX_ROWS_PER_TABLE + 1 per table (the extra row tells
 * the caller that the table was cut). Each table's own row mapping writes the values (flags as booleans,
 * JSON text as arrays).
 */
export async function readTables(
  db: Kysely<DB>,
  userId: string,
  slicer: TimeSlicer = timeSlicer(),
): Promise<{ tables: ExportTables; truncated: ExportTableName[] }> {
  // One table after the other: other requests run between the pages.
  const read: unknown[] = [];
  for (const name of EXPORTED_TABLE_NAMES)
    read.push(await readTable(db, userId, name, MAX_ROWS_PER_TABLE + 1, slicer));
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

export async function updateProfile(
  trx: Kysely<DB>,
  userId: string,
  patch: { settings: string; createdAt: string; updatedAt: string },
): Promise<void> {
  await trx.updateTable('profiles').set(patch).where('id', '=', userId).execute();
}

/** The ids of the family's children. */
export async function studentIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('students').select('id').where('userId', '=', userId).execute();
  return rows.map((r) => r.id);
}

/** Removes these children of the family (their rows go with them: ON DELETE CASCADE). */
export async function deleteStudents(db: Kysely<DB>, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db.deleteFrom('students').where('userId', '=', userId).where('id', 'in', ids).execute();
}

/** Removes the user row; every account table references it with ON DELETE CASCADE. Returns whether a row went. */
export async function deleteUser(db: Kysely<DB>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
