import type Database from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type LimitNode,
  type QueryResult,
  type QueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/**
 * Kysely's SQLite dialect with changes that matter under concurrent requests (see ADR 005, 006, 026):
 *  - prepared statements are cached by SQL text (Kysely prepares every query afresh, and preparing costs
 *    more than running most of ours);
 *  - waiting for the single connection is first come, first served. Kysely's own lock wakes every waiter
 *    on each release, so with many requests in flight each query paid for all the others and unlucky
 *    requests waited seconds;
 *  - transactions that finish while others wait for the connection commit together (group commit, ADR 026);
 *  - a LIMIT value is bound as `cast(? as integer)`. SQLite's planner reads a bare `limit ?` parameter's
 *    value, and re-prepares the statement every time that parameter is bound again (ADR 006): a cached
 *    statement was parsed and planned anew on every run.
 */
export function fastSqliteDialect(sqlite: Database.Database): SqliteDialect {
  return new FairSqliteDialect(sqlite);
}

class FairSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: Database.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(super.createDriver(), () => this.sqlite.inTransaction);
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

/**
 * What the single connection's queue did since the process started (the morning bench reads it, ADR 063): turns
 * taken, turns that waited and how long in all, the longest queue, and the groups committed with their units.
 */
export const sqliteQueueStats = {
  turns: 0,
  waited: 0,
  waitMs: 0,
  maxQueue: 0,
  commits: 0,
  units: 0,
  maxUnits: 0,
  /** Time the units waited, in all, between their own end and their group's commit. */
  groupWaitMs: 0,
};

/** Units of work one real transaction holds at most before it commits. */
const MAX_UNITS_PER_COMMIT = 32;

const raw = (text: string) => CompiledQuery.raw(text);

/** One holder's turn on the single connection, and what it has open. */
class Lease implements DatabaseConnection {
  /** Its transaction: none, the one that opened the real transaction, or one inside it (a savepoint). */
  unit: 'none' | 'first' | 'savepoint' = 'none';
  /** It committed into a shared transaction and passed the connection on: its release is not its to do. */
  handedOver = false;

  constructor(
    private readonly driver: GroupCommitDriver,
    readonly inner: DatabaseConnection,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A statement outside a transaction must not read or write inside work that is not committed yet.
    if (this.unit === 'none') await this.driver.commitShared().catch(() => {});
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (this.unit === 'none') await this.driver.commitShared().catch(() => {});
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

interface SharedTransaction {
  units: number;
  /** Units that committed into it and wait for its real commit. */
  waiting: { resolve: () => void; reject: (e: unknown) => void }[];
}

/**
 * Hands the single connection to one holder at a time, in arrival order, and commits transactions in groups.
 * A finished transaction does not commit on its own: its work stays in the open SQLite transaction, the
 * connection goes to the next holder, whose transaction runs inside it as a savepoint, and the group commits
 * at the end of the event loop's turn (or at MAX_UNITS_PER_COMMIT); only then is each told it committed, so no
 * caller answers before its work is durable. A transaction that fails rolls back to its own savepoint and
 * leaves the others' work alone. A statement outside a transaction first commits what is shared. If the real
 * commit fails, every transaction in it fails. The commit's cost (WAL frames, locks) is paid once per group.
 */
class GroupCommitDriver implements Driver {
  #waiting: (() => void)[] = [];
  #held = false;
  #connection: DatabaseConnection | null = null;
  #shared: SharedTransaction | null = null;
  #commitScheduled = false;

  constructor(
    private readonly inner: Driver,
    private readonly inTransaction: () => boolean,
  ) {}

  async init(): Promise<void> {
    await this.inner.init();
    // The one connection is taken once and kept: this driver decides who uses it.
    this.#connection = await this.inner.acquireConnection();
  }

  async destroy(): Promise<void> {
    await this.commitShared().catch(() => {});
    if (this.#connection) await this.inner.releaseConnection(this.#connection);
    await this.inner.destroy();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    sqliteQueueStats.turns++;
    if (this.#held) {
      const t0 = performance.now();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
      sqliteQueueStats.waited++;
      sqliteQueueStats.waitMs += performance.now() - t0;
      sqliteQueueStats.maxQueue = Math.max(sqliteQueueStats.maxQueue, this.#waiting.length + 1);
    }
    this.#held = true;
    return new Lease(this, this.#connection!);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if ((connection as Lease).handedOver) return;
    if (!this.#waiting.length) await this.commitShared().catch(() => {});
    this.#passOn();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (this.#shared) {
      await lease.inner.executeQuery(raw('savepoint hs_unit'));
      this.#shared.units++;
      lease.unit = 'savepoint';
    } else {
      await lease.inner.executeQuery(raw('begin'));
      this.#shared = { units: 1, waiting: [] };
      lease.unit = 'first';
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (lease.unit === 'savepoint') await lease.inner.executeQuery(raw('release hs_unit'));
    lease.unit = 'none';
    const shared = this.#shared!;
    if (shared.units >= MAX_UNITS_PER_COMMIT) return this.commitShared();
    // Joins the shared transaction and passes the connection on; answered when the group commits.
    const t0 = performance.now();
    const committed = new Promise<void>((resolve, reject) =>
      shared.waiting.push({
        resolve: () => {
          sqliteQueueStats.groupWaitMs += performance.now() - t0;
          resolve();
        },
        reject,
      }),
    );
    lease.handedOver = true;
    this.#scheduleCommit();
    this.#passOn();
    return committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const unit = lease.unit;
    lease.unit = 'none';
    if (unit === 'none' || lease.handedOver) return;
    const shared = this.#shared;
    if (!shared) return;
    if (!this.inTransaction()) {
      // SQLite rolled the whole transaction back itself (an I/O or memory error): everyone's work in it is gone.
      this.#shared = null;
      const lost = new Error('The database rolled back a shared transaction; its changes were not saved.');
      for (const w of shared.waiting) w.reject(lost);
      return;
    }
    if (unit === 'first') {
      // Nothing committed into it before the unit that opened it.
      this.#shared = null;
      await lease.inner.executeQuery(raw('rollback'));
      return;
    }
    await lease.inner.executeQuery(raw('rollback to hs_unit'));
    await lease.inner.executeQuery(raw('release hs_unit'));
  }

  savepoint: Driver['savepoint'] = (c, name, compile) => this.inner.savepoint!(c, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, name, compile) =>
    this.inner.rollbackToSavepoint!(c, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, name, compile) =>
    this.inner.releaseSavepoint!(c, name, compile);

  /** Commits the shared transaction, if one is open, and tells every unit in it how that went. */
  async commitShared(): Promise<void> {
    const shared = this.#shared;
    if (!shared) return;
    this.#shared = null;
    sqliteQueueStats.commits++;
    sqliteQueueStats.units += shared.units;
    sqliteQueueStats.maxUnits = Math.max(sqliteQueueStats.maxUnits, shared.units);
    try {
      await this.#connection!.executeQuery(raw('commit'));
    } catch (error) {
      if (this.inTransaction()) await this.#connection!.executeQuery(raw('rollback')).catch(() => {});
      for (const w of shared.waiting) w.reject(error);
      throw error;
    }
    for (const w of shared.waiting) w.resolve();
  }

  /**
   * The group commits once the requests whose data arrived with this one have run: setImmediate fires after
   * the event loop's I/O callbacks of this turn. If the connection is in use then, its holder commits it: a
   * transaction that finishes joins and schedules again, anything else commits before it runs or on release.
   */
  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      if (this.#held || !this.#shared) return;
      this.#held = true;
      void this.commitShared()
        .catch(() => {})
        .finally(() => this.#passOn());
    });
  }

  #passOn(): void {
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
