import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '@tests/setup/api';
import { prepared, type Params } from './prepared';

interface Db {
  preparedItems: { id: number; ownerId: string; itemName: string; score: number | null };
}

describe(`prepared queries (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let testDb: TestDb;
  let db: Kysely<Db>;

  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.handle.db as unknown as Kysely<Db>;
    await sql`create table prepared_items (id integer primary key, owner_id text not null, item_name text not null, score integer)`.execute(
      db,
    );
    await db
      .insertInto('preparedItems')
      .values([
        { id: 1, ownerId: 'a', itemName: 'one', score: 5 },
        { id: 2, ownerId: 'a', itemName: 'two', score: null },
        { id: 3, ownerId: 'b', itemName: 'three', score: 9 },
      ])
      .execute();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('answers as the same query built afresh would, for each set of values, building it once', async () => {
    const build = vi.fn((db: Kysely<Db>, p: Params<{ owner: string; limit: number }>) =>
      db
        .selectFrom('preparedItems')
        .select(['id', 'itemName', 'score'])
        .where('ownerId', '=', p.owner)
        .orderBy('id')
        .limit(p.limit),
    );
    const byOwner = prepared(build);
    for (const [owner, limit] of [
      ['a', 10],
      ['b', 10],
      ['a', 1],
      ['nobody', 5],
    ] as const) {
      const fresh = await db
        .selectFrom('preparedItems')
        .select(['id', 'itemName', 'score'])
        .where('ownerId', '=', owner)
        .orderBy('id')
        .limit(limit)
        .execute();
      expect(await byOwner.execute(db, { owner, limit })).toEqual(fresh);
    }
    expect(await byOwner.executeTakeFirst(db, { owner: 'b', limit: 5 })).toEqual({
      id: 3,
      itemName: 'three',
      score: 9,
    });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('binds a value used twice, and keeps constants written into the query', async () => {
    const q = prepared((db: Kysely<Db>, p: Params<{ owner: string }>) =>
      db
        .selectFrom('preparedItems')
        .select('id')
        .where((eb) => eb.or([eb('ownerId', '=', p.owner), eb('itemName', '=', p.owner)]))
        .where('score', '>', 0)
        .orderBy('id'),
    );
    expect(await q.execute(db, { owner: 'a' })).toEqual([{ id: 1 }]);
    expect(await q.execute(db, { owner: 'three' })).toEqual([{ id: 3 }]);
  });

  it('runs on the transaction it is given, and sees that transaction’s writes', async () => {
    const count = prepared((db: Kysely<Db>, p: Params<{ owner: string }>) =>
      db
        .selectFrom('preparedItems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', p.owner),
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('preparedItems')
        .values({ id: 4, ownerId: 'c', itemName: 'four', score: 1 })
        .execute();
      expect(Number((await count.executeTakeFirst(trx, { owner: 'c' }))?.n)).toBe(1);
      await trx.deleteFrom('preparedItems').where('id', '=', 4).execute();
    });
    expect(Number((await count.executeTakeFirst(db, { owner: 'c' }))?.n)).toBe(0);
  });

  it('refuses a value that would be written into the SQL text instead of bound', async () => {
    const q = prepared((db: Kysely<Db>, p: Params<{ column: string }>) =>
      db.selectFrom('preparedItems').select(sql.raw<number>(p.column as unknown as string).as('x')),
    );
    await expect(q.execute(db, { column: 'id' })).rejects.toThrow(/column must be bound/);
  });

  it('types placeholders so that using them as values fails to compile', () => {
    const takesText = (text: string) => text;
    const q = prepared((db: Kysely<Db>, p: Params<{ owner: string; limit: number }>) => {
      // @ts-expect-error a condition on a placeholder (its value is not known when the query is built)
      if (p.owner) takesText('');
      // @ts-expect-error a placeholder chosen by a condition
      const owner = p.owner ? 'b' : 'a';
      // @ts-expect-error arithmetic on a placeholder
      const limit = p.limit + 1;
      // @ts-expect-error a comparison with a placeholder
      if (p.owner === 'a') takesText('');
      // @ts-expect-error a placeholder where a plain value is expected
      takesText(p.owner);
      void [owner, limit];
      return db.selectFrom('preparedItems').select('id').where('ownerId', '=', p.owner).limit(p.limit);
    });
    expect(q).toBeDefined();
  });
});
