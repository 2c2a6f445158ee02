import type { Kysely } from 'kysely';
import { lockAccount } from '../../db/account-lock';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { ExportTableName, ExportTables } from '@shared/schemas/account-data';
import { mapInSlices, type TimeSlicer } from '../../work/time-slice';
import {
  deleteStudents,
  nonEmptyTables,
  rowsPerInsert,
  studentIds,
  updateProfile,
} from './account-data.repository';
import { EXPORTED_TABLE_NAMES, EXPORTED_TABLES, type ExportedTable } from './exported-tables';

/** Rows per insert: one statement (compiled and run) stays within a few tens of milliseconds on SQLite. */
export const MAX_ROWS_PER_STATEMENT = 500;

/** Parents before children, as EXPORTED_TABLES lists them. */
const WRITE_ORDER = EXPORTED_TABLE_NAMES;

/** What identifies an imported row within the account, per table. */
const keyOf = (table: ExportTableName, row: object, userId: string): { column: string; value: string } => {
  // One row per family: the account is its key.
  if (table === 'recordsSettings') return { column: 'userId', value: userId };
  if (table === 'classStudents')
    return { column: 'classId', value: (row as ExportTables['classStudents'][number]).classId };
  if (table === 'breakStudents')
    return { column: 'breakId', value: (row as ExportTables['breakStudents'][number]).breakId };
  if (table === 'achievements')
    return { column: 'achievementId', value: (row as ExportTables['achievements'][number]).achievementId };
  if (table === 'taskCarryForward')
    return { column: 'day', value: (row as ExportTables['taskCarryForward'][number]).day };
  if (table === 'gradingScales')
    return { column: 'letter', value: (row as ExportTables['gradingScales'][number]).letter };
  if (table === 'classGradeWeights')
    return { column: 'classId', value: (row as ExportTables['classGradeWeights'][number]).classId };
  if (table === 'workSampleFiles')
    return { column: 'fileId', value: (row as ExportTables['workSampleFiles'][number]).fileId };
  if (table === 'reportCardComments')
    return { column: 'termId', value: (row as ExportTables['reportCardComments'][number]).termId };
  return { column: 'id', value: (row as { id: string }).id };
};

export type ImportedProfile = Parameters<typeof updateProfile>[2];

/**
 * Writes an import as many short statements instead of one long transaction (ADR 015): on SQLite the one
 * connection is free between them, so everyone else's requests keep running. The first transaction takes
 * the account (locks it, checks it is empty, clears its carry-forward markers, notes its children); the
 * file's children replace those once every row is written. If a statement fails, the rows this import
 * wrote are removed again before the failure is reported, and the family keeps its children.
 */
export async function writeImport(
  db: Kysely<DB>,
  userId: string,
  tables: ExportTables,
  profile: ImportedProfile,
  slicer: TimeSlicer,
  notEmptyMessage: string,
): Promise<void> {
  const previousChildren = await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if ((await nonEmptyTables(trx, userId)).length) throw new AppError('CONFLICT', notEmptyMessage);
    await trx.deleteFrom('taskCarryForward').where('userId', '=', userId).execute();
    return studentIds(trx, userId);
  });
  const adb = db as unknown as Kysely<Record<string, object>>;
  try {
    for (const table of WRITE_ORDER) {
      // Each table's own row mapping makes the stored rows (exported-tables.ts).
      const { write } = EXPORTED_TABLES[table] as ExportedTable<typeof table>;
      const list = (await mapInSlices(
        tables[table] as never[],
        (value) => write(userId, value),
        slicer,
      )) as object[];
      const size = Math.min(MAX_ROWS_PER_STATEMENT, rowsPerInsert(list));
      for (let i = 0; i < list.length; i += size) {
        await adb
          .insertInto(table)
          .values(list.slice(i, i + size) as never)
          .execute();
        await slicer.pause();
      }
    }
    await db.transaction().execute(async (trx) => {
      await updateProfile(trx, userId, profile);
      await deleteStudents(trx, userId, previousChildren);
    });
  } catch (err) {
    // The write's own failure is the one to report, even when the clean-up fails too.
    await removeImported(db, userId, tables, slicer).catch(() => undefined);
    throw err;
  }
}

/** Deletes the rows of `rows` from the account, children first, a chunk at a time. */
async function removeImported(
  db: Kysely<DB>,
  userId: string,
  rows: ExportTables,
  slicer: TimeSlicer,
): Promise<void> {
  const adb = db as unknown as Kysely<Record<string, { userId: string } & Record<string, string>>>;
  for (const table of [...WRITE_ORDER].reverse()) {
    const list = rows[table] as object[];
    if (!list.length) continue;
    const { column } = keyOf(table, list[0]!, userId);
    for (let i = 0; i < list.length; i += MAX_ROWS_PER_STATEMENT) {
      const values = list.slice(i, i + MAX_ROWS_PER_STATEMENT).map((row) => keyOf(table, row, userId).value);
      await adb.deleteFrom(table).where('userId', '=', userId).where(column, 'in', values).execute();
      await slicer.pause();
    }
  }
}
