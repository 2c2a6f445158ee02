import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDb, dialect, type TestDb } from '@tests/setup/api';
import { GENERIC_PLAN, nameRepeatedStatements } from './pg-statements';

describe.runIf(dialect === 'postgres')('named statements on PostgreSQL connections', () => {
  let testDb: TestDb;
  let pool: pg.Pool;
  beforeAll(async () => {
    testDb = await createTestDb();
    pool = new pg.Pool({ connectionString: testDb.url, max: 1 });
    pool.on('connect', nameRepeatedStatements);
  });
  afterAll(async () => {
    await pool.end();
    await testDb.drop();
  });

  /** The statements PostgreSQL holds prepared for this connection (pg_prepared_statements is per session). */
  const preparedTexts = async (client: pg.PoolClient) =>
    (await client.query('select statement from pg_prepared_statements', [])).rows.map(
      (r: { statement: string }) => r.statement,
    );

  it('prepares a text the second time it runs and answers the same, with new values each time', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as n';
      expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
      expect(await preparedTexts(client)).not.toContain(text);
      expect((await client.query(text, [2])).rows).toEqual([{ n: 3 }]);
      expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
      expect(await preparedTexts(client)).toContain(text);
    } finally {
      client.release();
    }
  });

  it('leaves other forms of query alone, and a failing statement does not break the connection', async () => {
    const client = await pool.connect();
    try {
      expect((await client.query({ text: 'select 7 as n' })).rows).toEqual([{ n: 7 }]);
      const bad = 'select 1 / $1::int as n';
      for (let i = 0; i < 3; i++) await expect(client.query(bad, [0])).rejects.toThrow(/division by zero/);
      expect((await client.query(bad, [1])).rows).toEqual([{ n: 1 }]);
    } finally {
      client.release();
    }
  });

  /** The connection's plans made so far for a prepared text (pg_prepared_statements counts them, PostgreSQL ≥ 14). */
  const plansOf = async (client: pg.PoolClient, text: string) =>
    (
      await client.query(
        'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0] as { generic_plans: string | number; custom_plans: string | number } | undefined;
  const setting = async (client: pg.PoolClient) =>
    (await client.query({ text: "select current_setting('plan_cache_mode') as m" })).rows[0].m as string;

  // A range over a table with a skewed column: PostgreSQL's default (auto) makes custom plans for it.
  const table =
    'create temp table plan_items as select g as id, case when g % 100 = 0 then 0 else g end as k from generate_series(1, 2000) g';

  it("runs a statement marked for its generic plan with one generic plan, the others with the server's choice, same rows", async () => {
    const client = await pool.connect();
    try {
      await client.query(table);
      await client.query('create index on plan_items (k)');
      await client.query('analyze plan_items');
      const plain = 'select count(*)::int as n from plan_items where k = $1';
      const marked = `${plain}\n${GENERIC_PLAN}`;
      for (let i = 0; i < 8; i++) {
        const value = i % 2 ? 0 : i + 1;
        const a = (await client.query(marked, [value])).rows;
        expect(await setting(client)).toBe(i === 0 ? 'auto' : 'force_generic_plan');
        const b = (await client.query(plain, [value])).rows;
        expect(await setting(client)).toBe('auto');
        expect(a).toEqual(b);
        expect(a).toEqual([{ n: value === 0 ? 20 : 1 }]);
      }
      // Named from the second run on: each of the marked text's 7 named runs used its generic plan; the plain
      // text is left to PostgreSQL
      expect(await plansOf(client, marked)).toEqual({ generic_plans: 7, custom_plans: 0 });
      const other = await plansOf(client, plain);
      // (auto: its first five runs are custom plans; under the marked text's setting there would be none).
      expect(Number(other?.custom_plans)).toBeGreaterThanOrEqual(5);
    } finally {
      await client.query('drop table if exists plan_items');
      client.release();
    }
  });

  it('a rollback that undoes the setting changes no answer, and the next change of mode sets it again', async () => {
    const client = await pool.connect();
    try {
      const marked = `select $1::int * 2 as n\n${GENERIC_PLAN}`;
      const plain = 'select $1::int * 3 as n';
      await client.query(marked, [1]);
      await client.query(plain, [1]);
      await client.query('begin');
      expect((await client.query(marked, [2])).rows).toEqual([{ n: 4 }]);
      expect(await setting(client)).toBe('force_generic_plan');
      await client.query('rollback');
      expect(await setting(client)).toBe('auto');
      // The connection still believes it is generic: the marked text runs as it is, the plain one resets.
      expect((await client.query(marked, [3])).rows).toEqual([{ n: 6 }]);
      expect((await client.query(plain, [3])).rows).toEqual([{ n: 9 }]);
      expect(await setting(client)).toBe('auto');
      expect((await client.query(marked, [4])).rows).toEqual([{ n: 8 }]);
      expect(await setting(client)).toBe('force_generic_plan');
      // A failing statement in a transaction: the setting queued before it fails too, the statement reports.
      await client.query('begin');
      await expect(client.query('select 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
      await expect(client.query(plain, [1])).rejects.toThrow(/aborted/);
      await client.query('rollback');
      expect((await client.query(plain, [5])).rows).toEqual([{ n: 15 }]);
      expect((await client.query(marked, [5])).rows).toEqual([{ n: 10 }]);
    } finally {
      await client.query('reset plan_cache_mode');
      client.release();
    }
  });
});
