import Database from 'better-sqlite3';
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
      max: 10,
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
