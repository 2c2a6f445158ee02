import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dialect, type TestDb } from '@tests/setup/api';
import { jsonRows, readJsonRows } from './json-rows';

interface Db {
  jsonOwners: { id: string; displayName: string };
  jsonItems: { id: number; ownerId: string; itemName: string; score: number | null; ratio: number };
}

describe(`jsonRows (${dialect})`, () => {
  let testDb: TestDb;
  let db: Kysely<Db>;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.handle.db as unknown as Kysely<Db>;
    const real = dialect === 'postgres' ? sql.raw('double precision') : sql.raw('real');
    await sql`create table json_owners (id text primary key, display_name text not null)`.execute(db);
    await sql`create table json_items (id integer primary key, owner_id text not null, item_name text not null, score integer, ratio ${real} not null)`.execute(
      db,
    );
    await db.insertInto('jsonOwners').values({ id: 'a', displayName: 'Ann "the" Owner' }).execute();
    await db
      .insertInto('jsonItems')
      .values([
        { id: 1, ownerId: 'a', itemName: 'ünïcode ✓ and "quotes"', score: 5, ratio: 0.25 },
        { id: 2, ownerId: 'a', itemName: 'two', score: null, ratio: 97.5 },
        { id: 3, ownerId: 'nobody', itemName: 'three', score: 0, ratio: 1 },
      ])
      .execute();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  const itemsWithOwner = (db: Kysely<Db>, minId: number) =>
    db
      .selectFrom('jsonItems as i')
      .leftJoin('jsonOwners as o', 'o.id', 'i.ownerId')
      .select(['i.id', 'i.itemName', 'i.score', 'i.ratio', 'o.displayName as ownerName'])
      .where('i.id', '>=', minId)
      .orderBy('i.id');

  it('gives the rows the query gives, with the same camelCase keys and JSON types, several lists per statement', async () => {
    const row = await db
      .selectNoFrom([
        jsonRows(dialect, itemsWithOwner(db, 1)).as('all'),
        jsonRows(dialect, itemsWithOwner(db, 3)).as('last'),
        jsonRows(dialect, itemsWithOwner(db, 99)).as('none'),
      ])
      .executeTakeFirstOrThrow();
    expect(readJsonRows(row.all)).toEqual(await itemsWithOwner(db, 1).execute());
    expect(readJsonRows(row.last)).toEqual([
      { id: 3, itemName: 'three', score: 0, ratio: 1, ownerName: null },
    ]);
    expect(readJsonRows(row.none)).toEqual([]);
  });

  it("keeps the query's own order, on aliased and renamed columns, ascending and descending", async () => {
    const byScoreThenId = db
      .selectFrom('jsonItems as i')
      .select(['i.id', 'i.ratio as share', 'i.itemName'])
      .orderBy('i.ratio', 'desc')
      .orderBy('i.id', 'desc');
    const byName = db.selectFrom('jsonItems').select(['id', 'itemName']).orderBy('itemName');
    const row = await db
      .selectNoFrom([jsonRows(dialect, byScoreThenId).as('ratio'), jsonRows(dialect, byName).as('name')])
      .executeTakeFirstOrThrow();
    expect(readJsonRows(row.ratio).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(readJsonRows(row.name).map((r) => r.itemName)).toEqual(
      (await byName.execute()).map((r) => r.itemName),
    );
  });

  it('refuses an order by a column the query does not select', () => {
    expect(() => jsonRows(dialect, db.selectFrom('jsonItems').select(['id']).orderBy('score'))).toThrow(
      /selected columns/,
    );
  });

  it('refuses a query without named selections', () => {
    expect(() => jsonRows(dialect, db.selectFrom('jsonItems').selectAll())).toThrow(/named selections/);
  });
});
