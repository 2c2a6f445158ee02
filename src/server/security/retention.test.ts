import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { appWithStore, storedObjects } from '@tests/setup/file-stores';
import { joinFamily } from '@tests/setup/members';
import { multipartFile, phonePhoto } from '@tests/setup/test-files';
import { familyPrefix } from '../files/stored-keys';

/**
 * What deleting an account leaves (SECURITY.md, Retention): nothing of the family in any table of the
 * database — every table the migrations made, read from the database's own catalogue, not a hand list — and no
 * object of it in the file store. The one kind of row that outlives it is a rate-limit counter, which names the
 * account in its key and expires with its window (at most an hour); the test says so by name.
 */
const TABLES = {
  sqlite: sql<{ name: string }>`select name from sqlite_master where type = 'table'
    and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\'`,
  postgres: sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'`,
};
/** Rows that name the account and expire on their own: the rate limits' counters (an hour at most). */
const EXPIRING = new Set(['rate_limit']);

let s: Awaited<ReturnType<typeof appWithStore>>;
beforeAll(async () => {
  s = await appWithStore('disk');
});
afterAll(async () => {
  await s.close();
});
const t = (): TestApp => s.t;
const { call, ok } = apiRequests(() => t().app);

/** Every row of every table that mentions one of `needles`, as 'table: row'. */
async function rowsMentioning(needles: readonly string[]): Promise<string[]> {
  const { rows: tables } = await TABLES[dialect].execute(t().deps.db);
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      t().deps.db,
    );
    for (const row of rows) {
      const text = JSON.stringify(row);
      if (needles.some((n) => text.includes(n))) found.push(`${name}: ${text.slice(0, 200)}`);
    }
  }
  return found;
}

/** A family with a bit of everything: two children, a signed-in child, a viewer and an invite, links, files. */
async function busyFamily(): Promise<{ parent: TestUser; needles: string[] }> {
  const parent = await signUpUser(t().app, { displayName: 'Retention Parent' });
  const second = await ok<{ id: string }>(parent, 'POST', '/api/students', { name: 'Second Kid', age: 8 });
  const year = await ok<{ id: string }>(parent, 'POST', '/api/school-years', {
    name: 'Year',
    startDate: '2026-09-07',
    endDate: '2027-05-28',
  });
  const cls = await ok<{ id: string }>(parent, 'POST', '/api/classes', {
    title: 'Science',
    daysOfWeek: [1, 3],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [parent.studentId, second.id],
  });
  await ok(parent, 'POST', `/api/students/${parent.studentId}/tasks`, {
    title: 'Bake bread',
    priority: 'high',
  });
  await ok(parent, 'POST', `/api/students/${parent.studentId}/evaluator-links`, {
    schoolYearId: year.id,
    label: 'Evaluator',
  });
  await ok(parent, 'POST', '/api/calendar-feeds', {});
  await ok(parent, 'POST', '/api/invites', { role: 'teacher' });
  const viewer = await signUpUser(t().app, { displayName: 'Grandma' });
  await joinFamily(t(), viewer, parent.id, 'viewer');
  const { familyCode } = await ok<{ familyCode: string }>(
    parent,
    'PUT',
    `/api/students/${second.id}/sign-in`,
    {
      kind: 'pin',
      pin: '482915',
    },
  );
  const childIn = await call(null, 'POST', '/api/account/child-sign-in', {
    familyCode,
    name: 'Second Kid',
    secret: '482915',
  });
  expect(childIn.statusCode, childIn.body).toBe(200);
  const { payload, headers } = multipartFile('volcano.jpg', await phonePhoto());
  const upload = await t().app.inject({
    method: 'POST',
    url: `/api/students/${parent.studentId}/files`,
    payload,
    headers: { ...headers, cookie: parent.cookie },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await ok(parent, 'POST', `/api/students/${parent.studentId}/work-samples`, {
    title: 'The volcano',
    date: '2026-10-01',
    classId: cls.id,
    fileIds: [upload.json().id],
  });
  expect((await call(parent, 'GET', '/api/account/archive')).statusCode).toBe(200);
  return { parent, needles: [parent.id, parent.email, parent.studentId, second.id, familyCode] };
}

describe(`what deleting an account leaves (${dialect})`, () => {
  it('leaves no row of the family in any table and no file in the store; the other family keeps everything', async () => {
    const { parent, needles } = await busyFamily();
    const other = await busyFamily();
    const before = await rowsMentioning(needles);
    expect(before.length).toBeGreaterThan(20);
    expect(
      (await storedObjects(t())).filter((k) => k.startsWith(`${familyPrefix(parent.id)}/`)),
    ).toHaveLength(3);
    const otherRows = await rowsMentioning(other.needles);

    const res = await call(parent, 'POST', '/api/account/delete', { password: parent.password });
    expect(res.statusCode, res.body).toBe(200);

    const left = await rowsMentioning(needles);
    expect(left.filter((row) => !EXPIRING.has(row.split(':')[0]!))).toEqual([]);
    expect((await storedObjects(t())).filter((k) => k.startsWith(`${familyPrefix(parent.id)}/`))).toEqual([]);
    // The viewer's own account is theirs: it stays, without the family it was a member of.
    expect((await rowsMentioning(other.needles)).length).toBe(otherRows.length);
  });
});
