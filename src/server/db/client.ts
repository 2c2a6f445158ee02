import Database from 'better-sqlite3';
import os from 'node:os';
import { CamelCasePlugin, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { nameRepeatedStatements } from './pg-statements';
import { fastSqliteDialect } from './sqlite-dialect';
import type { DB } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

// COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DbOptions {
  /** Called once per executed query (tests count queries with it). */
  onQuery?: () => void;
  /** Called once per executed query with its SQL and parameters (the EXPLAIN test captures them). */
  onSql?: (sql: string, params: readonly unknown[]) => void;
  /** PostgreSQL: connections in the pool (unset: `defaultPoolSize()`; DB_POOL_SIZE in the config). */
  poolSize?: number;
}

/**
 * PostgreSQL connections for this machine (ADR 049): two per core — a statement waits on the database's CPU or
 * its disk about half the time (PostgreSQL's own rule of thumb is cores × 2 + disks) — and at least 4. More
 * only queue inside PostgreSQL and switch between themselves on the same cores; requests beyond the pool wait in
 * it, in order. With PostgreSQL on another machine, or several instances sharing one, set DB_POOL_SIZE.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.max(4, 2 * cores);
}

export function createDb(url: string, opts: DbOptions = {}): DbHandle {
  const plugins = [new CamelCasePlugin()];
  const { onQuery, onSql } = opts;
  const log =
    onQuery || onSql
      ? (e: LogEvent) => {
          if (e.level !== 'query') return;
          onQuery?.();
          onSql?.(e.query.sql, e.query.parameters);
        }
      : undefined;
  if (dialectOf(url) === 'postgres') {
    // A lost database must not hang requests or crash the process: connecting gives up after 5 s, a query
    // after 30 s, and a client whose connection the server drops (idle or checked out) is discarded without an
    // uncaught error; its next query fails and answers 503, and the pool reconnects on demand.
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? defaultPoolSize(),
      connectionTimeoutMillis: 5_000,
      query_timeout: 30_000,
    });
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      nameRepeatedStatements(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins, log });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: fastSqliteDialect(sqlite), plugins, log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
