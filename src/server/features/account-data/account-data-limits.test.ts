import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '@shared/messages/account-data';
import { accountExportSchema, MAX_ROWS_PER_TABLE, type AccountExport } from '@shared/schemas/account-data';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { exportWithEveryTable } from '@tests/setup/large-export';
import { timeSlicer } from '../../work/time-slice';
import { writeImport } from './account-data-import.repository';
import { EXPORT_LIMIT, IMPORT_LIMIT } from './account-data.service';
import { planImport } from './import-rows';

/**
 * The export and import in time slices (ADR 015): the streamed download is the same text the schema
 * serialiser gave, downloads and imports are limited per account, one import runs at a time, and a write
 * that fails part-way leaves nothing behind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);
const importFile = (user: TestUser, file: unknown) => call(user, 'POST', '/api/account/import', file);
const download = (user: TestUser) => call(user, 'GET', '/api/account/export');

describe(`account data in slices (${dialect})`, () => {
  it('streams the export as exactly the text the schema serialiser gives, every table included', async () => {
    const user = await signUpUser(t.app);
    expect((await importFile(user, exportWithEveryTable(7))).statusCode).toBe(200);
    const res = await download(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="(homeschool-export-\d{4}-\d{2}-\d{2}\.json)"; filename\*=UTF-8''\1$/,
    );
    const file = res.json() as AccountExport;
    // The portfolio's tables come only with their files, in an archive (account-archive.test.ts).
    const portfolio = ['files', 'workSamples', 'workSampleFiles', 'esaExpenseFiles'];
    for (const [name, rows] of Object.entries(file.tables))
      if (!portfolio.includes(name)) expect(rows.length).toBeGreaterThan(0);
    expect(res.body).toBe(JSON.stringify(accountExportSchema.parse(file)));
  });

  it('limits downloads per account; another account still downloads', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await download(user)).statusCode).toBe(200);
    const blocked = await download(user);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await download(await signUpUser(t.app))).statusCode).toBe(200);
  });

  it('limits import attempts per account', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < IMPORT_LIMIT.max; i++)
      expect((await importFile(user, { hello: 'world' })).statusCode).toBe(400);
    expect((await importFile(user, exportWithEveryTable(1))).statusCode).toBe(429);
  });

  it('runs one import at a time per account: the second of two at once is refused and nothing is imported twice', async () => {
    const user = await signUpUser(t.app);
    const file = exportWithEveryTable(300);
    const [a, b] = await Promise.all([importFile(user, file), importFile(user, file)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect([accountDataMessages.importRunning, accountDataMessages.notEmpty]).toContain(
      refused.json().error.message,
    );
    const exported = (await download(user)).json() as AccountExport;
    expect(exported.tables.tasks).toHaveLength(300);
    expect(exported.tables.taskCarryForward).toHaveLength(300);
    // The account is free again: a later import is refused only because it is no longer empty.
    expect((await importFile(user, file)).json().error.message).toBe(accountDataMessages.notEmpty);
  });

  it('removes every row it wrote when a statement fails part-way, and leaves the account importable', async () => {
    const user = await signUpUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    const before = await snapshotAccount(t.deps.db, user.id);
    const { tables } = await planImport(exportWithEveryTable(600), user.id, timeSlicer());
    // A schedule entry whose block is missing fails on its foreign key after every parent table was written.
    tables.daySchedule.push({ ...tables.daySchedule[0]!, id: crypto.randomUUID(), blockId: 'no-such-block' });
    const profile = {
      settings: '{}',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    await expect(
      writeImport(t.deps.db, user.id, tables, profile, timeSlicer(), accountDataMessages.notEmpty),
    ).rejects.toThrow();
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);
    expect((await importFile(user, exportWithEveryTable(2))).statusCode).toBe(200);
  });

  it('refuses a table with more rows than a file may hold, and a file whose head is huge, with 400', async () => {
    const user = await signUpUser(t.app);
    const small = exportWithEveryTable(1);
    const tooMany = {
      ...small,
      tables: {
        ...small.tables,
        achievements: Array.from({ length: MAX_ROWS_PER_TABLE + 1 }, () => small.tables.achievements[0]),
      },
    };
    const many = await importFile(user, tooMany);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({
      'tables.achievements': `A table can have at most ${MAX_ROWS_PER_TABLE} rows.`,
    });
    const hugeHead = await importFile(user, {
      ...small,
      truncated: Array.from({ length: 20_000 }, () => 'tasks'),
    });
    expect(hugeHead.statusCode).toBe(400);
    expect(hugeHead.json().error.message).toBe(accountDataMessages.badFile);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"format": "homeschool-export", ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe(accountDataMessages.badFile);
  });
});
