import type Database from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type LimitNode,
  type QueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely's SQLite dialect with two changes that matter under concurrent requests (see ADR 005):
 *  - prepared statements are cached by SQL text (Kysely prepares every query afresh, and preparing costs
 *    more than running most of ours);
 *  - waiting for the single connection is first come, first served. Kysely's own lock wakes every waiter
 *    on each release, so with many requests in flight each query paid for all the others and unlucky
 *    requests waited seconds;
 *  - a LIMIT value is bound as `cast(? as integer)`. SQLite's planner reads a bare `limit ?` parameter's
 *    value, and re-prepares the statement every time that parameter is bound again (ADR 006): a cached
 *    statement was parsed and planned anew on every run.
 */
export function fastSqliteDialect(sqlite: Database.Database): SqliteDialect {
  return new FairSqliteDialect({ database: withStatementCache(sqlite) });
}

class FairSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new FairQueueDriver(super.createDriver());
  }

  override createQueryCompiler(): QueryCompiler {
    return new OpaqueLimitCompiler();
  }
}

class OpaqueLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit cast(');
    this.visitNode(node.limit);
    this.append(' as integer)');
  }
}

/** Hands the connection to one holder at a time, in arrival order; everything else is the inner driver's. */
class FairQueueDriver implements Driver {
  #waiting: (() => void)[] = [];
  #held = false;

  constructor(private readonly inner: Driver) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  beginTransaction = (c: DatabaseConnection, s: TransactionSettings) => this.inner.beginTransaction(c, s);
  commitTransaction = (c: DatabaseConnection) => this.inner.commitTransaction(c);
  rollbackTransaction = (c: DatabaseConnection) => this.inner.rollbackTransaction(c);
  savepoint: Driver['savepoint'] = (c, name, compile) => this.inner.savepoint!(c, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, name, compile) => this.inner.rollbackToSavepoint!(c, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, name, compile) => this.inner.releaseSavepoint!(c, name, compile);

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/** Safe with one connection: a statement is only ever used by the query running on it. */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt as SqliteStatement;
    },
  };
}
