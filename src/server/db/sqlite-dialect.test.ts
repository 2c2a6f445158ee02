import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fastSqliteDialect } from './sqlite-dialect';

// Runs on SQLite whatever TEST_DB says: it tests the SQLite dialect itself.
describe('fast SQLite dialect', () => {
  let db: Kysely<any>;
  let sqlite: Database.Database;
  const open = () => {
    sqlite = new Database(':memory:');
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
    expect((await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst())?.c).toBe(5);
  });

  it('serves waiting queries in arrival order', async () => {
    open();
    const order: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, i) => sql`select ${i} as i`.execute(db).then(() => order.push(i))));
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
    await db.insertInto('t').values([{ n: 1 }, { n: 2 }, { n: 3 }]).execute();
    const upTo = (limit: number) => db.selectFrom('t').select('n').orderBy('n').limit(limit);
    expect(upTo(2).compile().sql).toBe('select "n" from "t" order by "n" limit cast(? as integer)');
    expect((await upTo(2).execute()).map((r) => r.n)).toEqual([1, 2]);
    expect(await upTo(0).execute()).toEqual([]);
    expect((await upTo(2).offset(2).execute()).map((r) => r.n)).toEqual([3]);
  });
});
