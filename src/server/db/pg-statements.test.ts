import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDb, dialect, type TestDb } from '@tests/setup/api';
import { nameRepeatedStatements } from './pg-statements';

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
});
