import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRequests, signUpUser, testConfig, type TestUser } from '@tests/setup/api';
import { exportWithEveryTable } from '@tests/setup/large-export';
import { startS3Server } from '@tests/setup/s3-server';
import { multipartFile } from '@tests/setup/test-files';
import { buildApp, type BuiltApp } from '../app';
import { diskFileStore } from '../files/disk-store';
import { readObject } from '../files/file-store';
import { s3FileStore } from '../files/s3-store';
import { createDb } from './client';
import { migrateToLatest } from './migrate';
import { moveToPostgres } from './move-to-postgres';

/**
 * `npm run move-to-postgres` (docs/operating.md): a SQLite server's every table and every file, copied into a
 * new PostgreSQL database (and an S3 bucket) without loss. Runs in the PostgreSQL API tier (TEST_DB=postgres),
 * which has the server to move into; the SQLite tier has none.
 */
const pgUrl = inject('pgUrl');

let dir: string;
let sqliteUrl: string;
let built: BuiltApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
const families: TestUser[] = [];

beforeAll(async () => {
  if (!pgUrl) return;
  dir = await mkdtemp(path.join(os.tmpdir(), 'hs-move-'));
  sqliteUrl = `sqlite:${path.join(dir, 'homeschool.db')}`;
  const handle = createDb(sqliteUrl);
  await migrateToLatest(handle.db);
  built = await buildApp(testConfig({ databaseUrl: sqliteUrl, dataDir: dir }), { handle, logger: false });
  await built.app.ready();
  s3 = await startS3Server('homeschool-move');
  const { call } = apiRequests(() => built.app);
  // Two families: one with rows in every table and photos, one as sign-up leaves it.
  for (let i = 0; i < 2; i++) families.push(await signUpUser(built.app));
  const seeded = families[0]!;
  const imported = await call(seeded, 'POST', '/api/account/import', exportWithEveryTable(3));
  expect(imported.statusCode, imported.body).toBe(200);
  const [student] = (await call(seeded, 'GET', '/api/students')).json() as { id: string }[];
  for (const background of ['#3a7', '#a37']) {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('drawing.png', png, { contentType: 'image/png' });
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/students/${student!.id}/files`,
      headers: { ...headers, cookie: seeded.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  if (!pgUrl) return;
  await built?.app.close();
  await built?.handle.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function newDatabase(): Promise<string> {
  const name = `hs_move_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: pgUrl! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return pgUrl!.replace(/\/postgres$/, `/${name}`);
}

/** A stored value as comparable text: times as instants, booleans as 0/1 (ADR 001), the rest as is. */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `time:${value.getTime()}`;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(value))
    return `time:${new Date(value).getTime()}`;
  return value;
}

/** Every row of `table`, each as sorted JSON of its comparable values, sorted. */
async function tableRows(db: Kysely<any>, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows
    .map((r) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((k) => [k, comparable(r[k])]),
      ),
    )
    .sort();
}

describe.skipIf(!pgUrl)('moving from SQLite to PostgreSQL', () => {
  it('copies every table row for row and every file byte for byte; the families sign in on the new server', async () => {
    const target = await newDatabase();
    const filesTo = s3FileStore(s3.config);
    const filesFrom = diskFileStore(path.join(dir, 'files'));
    const report = await moveToPostgres({
      from: sqliteUrl,
      to: target,
      files: { from: filesFrom, to: filesTo },
    });

    const source = createDb(sqliteUrl).db.withoutPlugins();
    const moved = createDb(target).db.withoutPlugins();
    const { rows: tables } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      order by name`.execute(source);
    expect(tables.length).toBeGreaterThan(40);
    let nonEmpty = 0;
    for (const { name } of tables) {
      const before = await tableRows(source, name);
      if (before.length) nonEmpty++;
      expect(await tableRows(moved, name), name).toEqual(before);
      expect(report.tables[name], name).toBe(before.length);
    }
    // The seeded family has rows in every table it can have (the account export's every table).
    expect(nonEmpty).toBeGreaterThan(35);

    const keys: string[] = [];
    for await (const o of filesFrom.list('')) keys.push(o.key);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(report.files).toBe(keys.length);
    for (const key of keys)
      expect((await readObject(filesTo, key))!.equals((await readObject(filesFrom, key))!), key).toBe(true);

    // The new server (PostgreSQL, the bucket) answers the same family with the same data.
    const next = await buildApp(testConfig({ databaseUrl: target, dataDir: dir, s3: s3.config }), {
      handle: createDb(target),
      logger: false,
    });
    try {
      await next.app.ready();
      for (const family of families) {
        const signIn = await next.app.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: family.email, password: family.password },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const exportOf = async (app: BuiltApp['app']) => {
          const res = await app.inject({
            method: 'GET',
            url: '/api/account/export',
            headers: { cookie: family.cookie },
          });
          expect(res.statusCode, res.body).toBe(200);
          // The activity log grows with this very sign-in and export (ADR 032); its rows are compared above.
          const { exportedAt: _, tables, ...rest } = res.json() as { exportedAt: string; tables: object };
          const { accountActivity: _log, ...others } = tables as Record<string, unknown>;
          return { ...rest, tables: others };
        };
        // The same session cookie holds on the new server: the sessions moved too.
        expect(await exportOf(next.app)).toEqual(await exportOf(built.app));
      }
      const [student] = (
        await next.app.inject({
          method: 'GET',
          url: '/api/students',
          headers: { cookie: families[0]!.cookie },
        })
      ).json() as { id: string }[];
      const samples = await next.app.inject({
        method: 'GET',
        url: `/api/files/usage`,
        headers: { cookie: families[0]!.cookie },
      });
      expect(samples.statusCode, samples.body).toBe(200);
      expect(student).toBeDefined();
    } finally {
      await next.app.close();
      await next.handle.close();
    }
  });

  it('refuses a target that already has accounts, and a source that is not SQLite', async () => {
    const target = await newDatabase();
    await moveToPostgres({ from: sqliteUrl, to: target });
    await expect(moveToPostgres({ from: sqliteUrl, to: target })).rejects.toThrow(/not empty/);
    await expect(moveToPostgres({ from: target, to: target })).rejects.toThrow(/SQLite/);
  });
});
