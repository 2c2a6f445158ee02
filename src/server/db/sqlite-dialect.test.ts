import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastSqliteDialect, sqliteQueueStats } from './sqlite-dialect';

// Runs on SQLite whatever TEST_DB says: it tests the SQLite dialect itself.
describe('fast SQLite dialect', () => {
  let db: Kysely<any>;
  let sqlite: Database.Database;
  let file = '';
  /** A second connection to the same database: what is committed. */
  const outside = () => {
    const other = new Database(file, { readonly: true });
    try {
      return other.prepare('select n from t order by n').all() as { n: number }[];
    } finally {
      other.close();
    }
  };
  const open = () => {
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hs-dialect-')), 'test.db');
    sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
    db = new Kysely<any>({ dialect: fastSqliteDialect(sqlite) });
    return db;
  };
  afterEach(async () => {
    await db.destroy();
  });

  it('prepares a statement once per SQL text', async () => {
    open();
    const prepare = vi.spyOn(sqlite, 'prepare');
    await sql`create table t (n integer)`.execute(db);
    for (let i = 0; i < 5; i++) await db.insertInto('t').values({ n: i }).execute();
    for (let i = 0; i < 5; i++) await db.selectFrom('t').select('n').where('n', '>', i).execute();
    const insert = prepare.mock.calls.filter(([text]) => text.startsWith('insert'));
    const select = prepare.mock.calls.filter(([text]) => text.startsWith('select'));
    expect(insert).toHaveLength(1);
    expect(select).toHaveLength(1);
    expect(
      (
        await db
          .selectFrom('t')
          .select((eb) => eb.fn.countAll<number>().as('c'))
          .executeTakeFirst()
      )?.c,
    ).toBe(5);
  });

  it('counts its queue and its group commits (the morning bench reads them)', async () => {
    open();
    await sql`create table t (n integer)`.execute(db);
    const before = { ...sqliteQueueStats };
    // Ten transactions in flight together: one group, one commit.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute((trx) => trx.insertInto('t').values({ n: i }).execute()),
      ),
    );
    expect(sqliteQueueStats.commits - before.commits).toBe(1);
    expect(sqliteQueueStats.units - before.units).toBe(10);
    expect(sqliteQueueStats.waited - before.waited).toBe(9);
    expect(sqliteQueueStats.groupWaitMs).toBeGreaterThanOrEqual(before.groupWaitMs);
    expect(outside()).toHaveLength(10);
  });

  it('serves waiting queries in arrival order', async () => {
    open();
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => sql`select ${i} as i`.execute(db).then(() => order.push(i))),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('keeps other queries out of an open transaction: they wait for its commit', async () => {
    open();
    await sql`create table t (n integer)`.execute(db);
    let inTransaction = true;
    const trx = db.transaction().execute(async (t) => {
      await t.insertInto('t').values({ n: 1 }).execute();
      await new Promise((r) => setTimeout(r, 50));
      await t.insertInto('t').values({ n: 2 }).execute();
      inTransaction = false;
    });
    await new Promise((r) => setTimeout(r, 10));
    const seen = await db.selectFrom('t').select('n').execute();
    expect(inTransaction).toBe(false);
    expect(seen.map((r) => r.n)).toEqual([1, 2]);
    await trx;
  });

  it('releases the connection after a failed transaction', async () => {
    open();
    await sql`create table t (n integer primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (t) => {
        await t.insertInto('t').values({ n: 1 }).execute();
        await t.insertInto('t').values({ n: 1 }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
  });

  it('binds LIMIT values as an opaque integer (a bare `limit ?` makes SQLite re-prepare on every run), and honours them', async () => {
    open();
    await sql`create table t (n integer)`.execute(db);
    await db
      .insertInto('t')
      .values([{ n: 1 }, { n: 2 }, { n: 3 }])
      .execute();
    const upTo = (limit: number) => db.selectFrom('t').select('n').orderBy('n').limit(limit);
    expect(upTo(2).compile().sql).toBe('select "n" from "t" order by "n" limit cast(? as integer)');
    expect((await upTo(2).execute()).map((r) => r.n)).toEqual([1, 2]);
    expect(await upTo(0).execute()).toEqual([]);
    expect((await upTo(2).offset(2).execute()).map((r) => r.n)).toEqual([3]);
  });

  describe('group commit', () => {
    /** Counts the real commits SQLite runs (the statement is prepared once and kept, so its runs are counted). */
    const commits = () => {
      let n = 0;
      const prepare = sqlite.prepare.bind(sqlite);
      vi.spyOn(sqlite, 'prepare').mockImplementation((text: string) => {
        const stmt = prepare(text);
        if (text === 'commit') {
          const run = stmt.run.bind(stmt);
          stmt.run = (...args: unknown[]) => (n++, run(...(args as [])));
        }
        return stmt;
      });
      return () => n;
    };
    const rows = async () => (await db.selectFrom('t').select('n').orderBy('n').execute()).map((r) => r.n);

    it('commits transactions that wait for each other together, and answers each only after the commit', async () => {
      open();
      await sql`create table t (n integer primary key)`.execute(db);
      const count = commits();
      const durable: number[][] = [];
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db
            .transaction()
            .execute(async (t) => {
              await t.insertInto('t').values({ n: i }).execute();
              await t
                .insertInto('t')
                .values({ n: 100 + i })
                .execute();
            })
            // What another connection sees once this one is answered: its rows are committed.
            .then(() => durable.push(outside().map((r) => r.n))),
        ),
      );
      expect(count()).toBeLessThan(10);
      expect(count()).toBeGreaterThanOrEqual(1);
      for (const seen of durable) expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(durable.at(-1)).toHaveLength(20);
      expect(sqlite.inTransaction).toBe(false);
    });

    it("rolls a failing transaction back to its own start: the others' work in the same commit is kept", async () => {
      open();
      await sql`create table t (n integer primary key)`.execute(db);
      const results = await Promise.allSettled(
        [1, 2, 3, 4].map((n) =>
          db.transaction().execute(async (t) => {
            await t
              .insertInto('t')
              .values({ n: n * 10 })
              .execute();
            // The third one's second insert breaks the primary key: its first insert goes too.
            await t
              .insertInto('t')
              .values({ n: n === 3 ? 10 : n * 10 + 1 })
              .execute();
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect(await rows()).toEqual([10, 11, 20, 21, 40, 41]);
      expect(sqlite.inTransaction).toBe(false);
    });

    it('commits what is shared before a statement outside a transaction runs', async () => {
      open();
      await sql`create table t (n integer primary key)`.execute(db);
      const [, , seen] = await Promise.all([
        db.transaction().execute((t) => t.insertInto('t').values({ n: 1 }).execute()),
        db.transaction().execute((t) => t.insertInto('t').values({ n: 2 }).execute()),
        // Queued behind them: by its turn both are committed, as another connection sees.
        db
          .selectFrom('t')
          .select('n')
          .execute()
          .then(() => outside().map((r) => r.n)),
      ]);
      expect(seen).toEqual([1, 2]);
    });

    it('fails every transaction of a commit that fails, and writes none of them', async () => {
      open();
      await sql`create table p (id integer primary key)`.execute(db);
      await sql`create table t (n integer primary key, p integer references p (id) deferrable initially deferred)`.execute(
        db,
      );
      sqlite.pragma('foreign_keys = ON');
      const results = await Promise.allSettled([
        db.transaction().execute((t) => t.insertInto('t').values({ n: 1, p: null }).execute()),
        // A deferred foreign key is checked at the commit: this one's breaks the shared commit.
        db.transaction().execute((t) => t.insertInto('t').values({ n: 2, p: 99 }).execute()),
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(await rows()).toEqual([]);
      expect(sqlite.inTransaction).toBe(false);
      // The connection goes on working.
      await db.transaction().execute((t) => t.insertInto('t').values({ n: 3, p: null }).execute());
      expect(await rows()).toEqual([3]);
    });
  });
});
