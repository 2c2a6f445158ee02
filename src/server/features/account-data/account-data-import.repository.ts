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
import { runsHeldHere } from './import-runs-held';

/** Rows per insert: one statement (compiled and run) stays within a few tens of milliseconds on SQLite. */
export const MAX_ROWS_PER_STATEMENT = 500;

/**
 * Parents before children, as EXPORTED_TABLES lists them. The activity log is not among them: an account has its
 * own entries before any import (its sign-ins), so the imported history is written in the switch itself, and
 * neither a failed import nor the start-up clean-up ever touches the account's log.
 */
const WRITE_ORDER = EXPORTED_TABLE_NAMES.filter((name) => name !== 'accountActivity');

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

/** An import in progress: its `import_runs` row (ADR 040) and the children the account had before it. */
export interface ImportRunRecord {
  id: string;
  previousChildren: string[];
}

/**
 * Takes the empty account for import `runId` in one transaction: locks it, refuses a second import (409) or an
 * account with data (409), clears its carry-forward markers, notes its children and writes the `import_runs` row
 * that marks the import in progress. From here until `commitImport`, a crash leaves a row that the start-up
 * clean-up finds (import-runs.ts).
 */
export async function takeAccount(
  db: Kysely<DB>,
  userId: string,
  runId: string,
  messages: { notEmpty: string; importRunning: string },
): Promise<ImportRunRecord> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const running = await trx
      .selectFrom('importRuns')
      .select('id')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (running) throw new AppError('CONFLICT', messages.importRunning);
    if ((await nonEmptyTables(trx, userId)).length) throw new AppError('CONFLICT', messages.notEmpty);
    await trx.deleteFrom('taskCarryForward').where('userId', '=', userId).execute();
    const previousChildren = await studentIds(trx, userId);
    await trx
      .insertInto('importRuns')
      .values({
        id: runId,
        userId,
        previousChildren: JSON.stringify(previousChildren),
        startedAt: new Date().toISOString(),
      })
      .execute();
    return { id: runId, previousChildren };
  });
}

/**
 * Makes the import the family's, in one short transaction (the switch): the profile, the children the account
 * had before removed, the `import_runs` row deleted. Throws if the row is gone (a clean-up took the run).
 */
async function commitImport(
  db: Kysely<DB>,
  userId: string,
  run: ImportRunRecord,
  profile: ImportedProfile,
  activity: ExportTables['accountActivity'],
): Promise<void> {
  const { write } = EXPORTED_TABLES.accountActivity;
  const rows = activity.map((entry) => write(userId, entry));
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const ended = await trx.deleteFrom('importRuns').where('id', '=', run.id).executeTakeFirst();
    if (Number(ended.numDeletedRows) !== 1)
      throw new Error(`The import ${run.id} was ended before its switch`);
    await updateProfile(trx, userId, profile);
    await deleteStudents(trx, userId, run.previousChildren);
    for (let i = 0; i < rows.length; i += MAX_ROWS_PER_STATEMENT)
      await trx
        .insertInto('accountActivity')
        .values(rows.slice(i, i + MAX_ROWS_PER_STATEMENT))
        .execute();
  });
}

/** Ends a run that wrote nothing that stays (its rows and objects are already gone). */
export async function endImportRun(db: Kysely<DB>, runId: string): Promise<void> {
  await db.deleteFrom('importRuns').where('id', '=', runId).execute();
}

/** Every import run recorded as in progress (on start: every one that never finished). */
export async function importRuns(
  db: Kysely<DB>,
): Promise<{ id: string; userId: string; previousChildren: string[] }[]> {
  const rows = await db.selectFrom('importRuns').select(['id', 'userId', 'previousChildren']).execute();
  return rows.map((r) => ({ ...r, previousChildren: JSON.parse(r.previousChildren) as string[] }));
}

/** Whether the run is still recorded (a clean-up checks again once it holds the run). */
export async function importRunExists(db: Kysely<DB>, runId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('importRuns').select('id').where('id', '=', runId).executeTakeFirst());
}

/**
 * Removes every row an unfinished import can have written into the account: the account was empty when the
 * import took it (takeAccount), so every row of its exported tables goes, children first, except the children it
 * had before. A statement per table, pausing between them. (An exported table whose rows an account has before
 * any import — none today — must be left out here, as from DATA_TABLES.)
 */
export async function removeRunRows(
  db: Kysely<DB>,
  userId: string,
  previousChildren: readonly string[],
  slicer: TimeSlicer,
): Promise<void> {
  const adb = db as unknown as Kysely<Record<string, { userId: string; id: string }>>;
  for (const table of [...WRITE_ORDER].reverse()) {
    let query = adb.deleteFrom(table).where('userId', '=', userId);
    if (table === 'students' && previousChildren.length)
      query = query.where('id', 'not in', [...previousChildren]);
    await query.execute();
    await slicer.pause();
  }
}

/** Calls `point` at named moments of the write (test-only pauses: import-checkpoints.ts). */
export type ImportCheckpoint = (point: 'rows-partly-written' | 'before-switch') => Promise<void>;

/**
 * Writes an import as many short statements instead of one long transaction (ADR 015): on SQLite the one
 * connection is free between them, so everyone else's requests keep running. The account is taken first
 * (`takeAccount`, or by the caller who passes `run`): an `import_runs` row marks the import in progress. The
 * file's children replace the account's in the one short transaction that ends it (ADR 040: all or nothing).
 * If a statement fails, the rows this import wrote are removed again before the failure is reported, and the
 * family keeps its children; if the process dies, the start-up clean-up removes them (import-runs.ts).
 */
export async function writeImport(
  db: Kysely<DB>,
  userId: string,
  tables: ExportTables,
  profile: ImportedProfile,
  slicer: TimeSlicer,
  notEmptyMessage: string,
  run?: ImportRunRecord,
  checkpoint: ImportCheckpoint = async () => {},
): Promise<void> {
  // A caller without a run (another tool writing a file's rows) gets one held in this process only: the service
  // holds its runs itself, on PostgreSQL across instances too (import-runs.ts).
  const ownRun = run ? null : crypto.randomUUID();
  if (ownRun) runsHeldHere.add(ownRun);
  const owned =
    run ??
    (await takeAccount(db, userId, ownRun!, {
      notEmpty: notEmptyMessage,
      importRunning: notEmptyMessage,
    }).catch((error: unknown) => {
      runsHeldHere.delete(ownRun!);
      throw error;
    }));
  const adb = db as unknown as Kysely<Record<string, object>>;
  try {
    const total = WRITE_ORDER.reduce((sum, table) => sum + tables[table].length, 0);
    let written = 0;
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
        const rows = list.slice(i, i + size);
        await adb
          .insertInto(table)
          .values(rows as never)
          .execute();
        const before = written;
        written += rows.length;
        if (before < total / 2 && written >= total / 2) await checkpoint('rows-partly-written');
        await slicer.pause();
      }
    }
    await checkpoint('before-switch');
    await commitImport(db, userId, owned, profile, tables.accountActivity);
  } catch (err) {
    // The write's own failure is the one to report, even when the clean-up fails too (the run's row then stays,
    // and the next start removes what is left).
    await removeImported(db, userId, tables, slicer)
      .then(() => endImportRun(db, owned.id))
      .catch(() => undefined);
    throw err;
  } finally {
    if (ownRun) runsHeldHere.delete(ownRun);
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
