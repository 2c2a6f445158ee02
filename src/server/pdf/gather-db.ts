import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely } from 'kysely';
import { createDb, dialectOf, type DbHandle } from '../db/client';
import { fastSqliteDialect } from '../db/sqlite-dialect';
import type { DB } from '../db/types';
import type { AppDeps } from '../deps';
import { profileService } from '../features/profile/profile.service';

/** PostgreSQL connections of one PDF thread: its sections read one after another (the hours log two at once). */
export const GATHER_POOL_SIZE = 2;

/** How the thread's connections are named in pg_stat_activity. */
export const GATHER_APPLICATION_NAME = 'homeschool-pdf';

/**
 * A PDF thread's own read-only handle on the server's database (ADR 062): for SQLite a read-only connection to the
 * same file (WAL mode, set by the server's connection, lets it read beside the writer and see every committed
 * write); for PostgreSQL a pool of GATHER_POOL_SIZE connections whose transactions are read-only.
 */
export function openGatherDb(url: string): DbHandle {
  if (dialectOf(url) === 'postgres') {
    const readOnly = new URL(url);
    readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
    readOnly.searchParams.set('application_name', GATHER_APPLICATION_NAME);
    return createDb(readOnly.toString(), { poolSize: GATHER_POOL_SIZE });
  }
  const sqlite = new Database(sqliteFile(url), { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: fastSqliteDialect(sqlite), plugins: [new CamelCasePlugin()] });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export const sqliteFile = (url: string): string => url.replace(/^sqlite:/, '');

const noBus = new Proxy(
  {},
  {
    get() {
      throw new Error('A PDF thread reads only: it has no event bus');
    },
  },
);

/**
 * What a record section may use on a PDF thread: the database (read-only) and the profiles read through it.
 * Anything else a section would reach for fails loudly rather than reading nothing.
 */
export function gatherDeps(handle: DbHandle): AppDeps {
  const given: Partial<AppDeps> = {
    db: handle.db,
    dialect: handle.dialect,
    profiles: profileService(handle.db) as AppDeps['profiles'],
    bus: noBus as AppDeps['bus'],
  };
  return new Proxy(given, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target))
        throw new Error(`A PDF thread has no ${key}: the bundle's sections read only the database`);
      return target[key as keyof AppDeps];
    },
  }) as AppDeps;
}
