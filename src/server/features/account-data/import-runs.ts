import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/client';
import type { DB } from '../../db/types';
import type { FileStore } from '../../files/file-store';
import { familyPrefix } from '../../files/stored-keys';
import { timeSlicer } from '../../work/time-slice';
import { importRunExists, importRuns, removeRunRows, endImportRun } from './account-data-import.repository';
import { runsHeldHere } from './import-runs-held';

/**
 * The process side of an import run (ADR 040): which runs this process is doing, who else may take one, and the
 * clean-up of a run whose process died.
 *
 * A run's row (`import_runs`) is written when the import takes the account and deleted in the switch. While the
 * run is alive its process holds it: in memory (`running`), and on PostgreSQL also with a session advisory lock on
 * one connection of the pool, which the database drops with the connection when the process dies. A run that is
 * recorded but not held is unfinished: `recoverImports` removes its rows and its stored files.
 */

const running = runsHeldHere;

/** Every object an import stores goes under this prefix, so an unfinished run's objects can be found and removed. */
export const importKeyPrefix = (userId: string, runId: string) => `${familyPrefix(userId)}/i-${runId}`;

const lockKey = (runId: string) => sql`hashtextextended(${`import-run:${runId}`}, 0)`;

/**
 * Holds `runId` for this process until the returned release is called: in memory, and on PostgreSQL with the run's
 * advisory lock (`lockImportRun`), so a run is never cleaned up while its process lives, from any instance.
 */
export async function holdImportRun(
  db: Kysely<DB>,
  dialect: Dialect,
  runId: string,
): Promise<() => Promise<void>> {
  running.add(runId);
  try {
    const unlock = await lockImportRun(db, dialect, runId);
    return async () => {
      await unlock();
      running.delete(runId);
    };
  } catch (error) {
    running.delete(runId);
    throw error;
  }
}

/**
 * On PostgreSQL, a session advisory lock on the run, on a connection of the pool kept for it until the returned
 * unlock: the database drops it with the connection if the process dies. Nothing on SQLite (one process).
 */
export async function lockImportRun(
  db: Kysely<DB>,
  dialect: Dialect,
  runId: string,
): Promise<() => Promise<void>> {
  if (dialect !== 'postgres') return async () => {};
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: (error?: unknown) => void;
  const lockTaken = new Promise<void>((resolve, reject) => (locked = (e) => (e ? reject(e) : resolve())));
  const held = db
    .connection()
    .execute(async (conn) => {
      await sql`select pg_advisory_lock(${lockKey(runId)})`.execute(conn);
      locked();
      await released;
      await sql`select pg_advisory_unlock(${lockKey(runId)})`.execute(conn);
    })
    .catch((error: unknown) => locked(error));
  await lockTaken;
  return async () => {
    release();
    await held;
  };
}

/**
 * Runs `fn` if no process holds the run (on PostgreSQL: the advisory lock could be taken, on a connection kept for
 * the clean-up); answers whether it ran.
 */
async function ifAbandoned(db: Kysely<DB>, dialect: Dialect, runId: string, fn: () => Promise<void>) {
  if (running.has(runId)) return false;
  if (dialect !== 'postgres') {
    await fn();
    return true;
  }
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      taken: boolean;
    }>`select pg_try_advisory_lock(${lockKey(runId)}) as taken`.execute(conn);
    if (!rows[0]?.taken) return false;
    try {
      await fn();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${lockKey(runId)})`.execute(conn);
    }
  });
}

/** Removes every object stored under `prefix` (an unfinished run's files). */
export async function removeStoredUnder(files: FileStore, prefix: string): Promise<void> {
  const keys: string[] = [];
  for await (const object of files.list(prefix)) keys.push(object.key);
  // A failure leaves the run recorded: the next clean-up tries again.
  const failed = (await Promise.allSettled(keys.map((key) => files.delete(key)))).find(
    (r): r is PromiseRejectedResult => r.status === 'rejected',
  );
  if (failed) throw failed.reason;
}

/**
 * Removes what every unfinished import left (on start, and in the periodic sweep for an instance that died):
 * its rows (every row of the account's exported tables but the children it had before: the account was empty),
 * its stored files, then its run row, so the account is as it was before the import and can import again. A
 * clean-up cut off itself leaves the run row, and the next one finishes it. Answers how many runs it removed.
 */
export async function recoverImports(deps: {
  db: Kysely<DB>;
  dialect: Dialect;
  files: FileStore;
}): Promise<number> {
  const { db, dialect, files } = deps;
  let removed = 0;
  for (const run of await importRuns(db)) {
    await ifAbandoned(db, dialect, run.id, async () => {
      if (!(await importRunExists(db, run.id))) return;
      await removeRunRows(db, run.userId, run.previousChildren, timeSlicer());
      await removeStoredUnder(files, importKeyPrefix(run.userId, run.id));
      await endImportRun(db, run.id);
      removed++;
    });
  }
  return removed;
}
