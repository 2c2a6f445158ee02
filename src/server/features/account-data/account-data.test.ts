import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../../shared/domain/dates';
import { accountDataMessages } from '../../../shared/messages/account-data';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExport } from '../../../shared/schemas/account-data';
import { countAllRows, snapshotAccount } from '../../../../tests/setup/account-snapshot';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '../../../../tests/setup/api';

let t: TestApp;
const today = todayIn('America/New_York');

async function call(user: TestUser | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function ok(user: TestUser, method: string, url: string, payload?: unknown) {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? res.json() : null;
}

/** An account with rows in every table: linked events, completed and deleted items, grades, a day plan. */
async function fillAccount(user: TestUser) {
  await ok(user, 'PATCH', '/api/settings', { city: 'Boston', timeFormat: '24h', customMessages: ['Read & think', 'Be kind'] });
  await ok(user, 'PATCH', '/api/profile', { displayName: 'Ada' });
  const cls = await ok(user, 'POST', '/api/classes', {
    title: 'Science',
    description: 'Labs',
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '10:00',
    startDate: addDaysIso(today, -10),
    endDate: addDaysIso(today, 10),
  });
  const other = await ok(user, 'POST', '/api/classes', { title: 'Art', daysOfWeek: [2], startTime: '13:00', endTime: '14:30' });
  await ok(user, 'POST', '/api/events', { title: 'Field trip', date: today, time: '08:15', description: 'Museum', classId: cls.id });
  await ok(user, 'POST', '/api/events', { title: 'Dentist', date: addDaysIso(today, 3) });
  const done = await ok(user, 'POST', '/api/tasks', { title: 'Read chapter 3', priority: 'high' });
  await ok(user, 'PATCH', `/api/tasks/${done.id}`, { completed: true });
  await ok(user, 'POST', '/api/tasks', { title: 'Tidy desk', priority: 'low' });
  const gone = await ok(user, 'POST', '/api/tasks', { title: 'Finished then deleted' });
  await ok(user, 'PATCH', `/api/tasks/${gone.id}`, { completed: true });
  await ok(user, 'DELETE', `/api/tasks/${gone.id}`);
  await ok(user, 'GET', '/api/tasks/today');
  const goal = await ok(user, 'POST', '/api/bucket-list', { title: 'See the ocean' });
  await ok(user, 'PATCH', `/api/bucket-list/${goal.id}`, { completed: true });
  await ok(user, 'POST', '/api/bucket-list', { title: 'Climb a hill', priority: 'low' });
  const topic = await ok(user, 'POST', '/api/learn-list', { title: 'Fractions' });
  await ok(user, 'PATCH', `/api/learn-list/${topic.id}`, { completed: true });
  await ok(user, 'POST', '/api/learn-list', { title: 'Volcanoes' });
  await ok(user, 'PUT', '/api/attendance', { dates: [addDaysIso(today, -2), addDaysIso(today, -1)], status: 'present' });
  await ok(user, 'PUT', '/api/attendance', { dates: [addDaysIso(today, -3)], status: 'absent' });
  await ok(user, 'POST', '/api/assignments', {
    classId: cls.id,
    assignmentName: 'Lab report',
    description: 'Plants',
    assignmentDate: today,
    status: 'completed',
    gradePercentage: 98,
  });
  await ok(user, 'POST', '/api/assignments', { classId: other.id, assignmentName: 'Sketch', assignmentDate: today, status: 'upcoming' });
  const deletedWork = await ok(user, 'POST', '/api/assignments', {
    classId: other.id,
    assignmentName: 'Graded then deleted',
    assignmentDate: today,
    status: 'completed',
    gradePercentage: 95,
  });
  await ok(user, 'DELETE', `/api/assignments/${deletedWork.id}`);
  const block = await ok(user, 'POST', '/api/day-by-day/blocks', { name: 'Math', description: 'Workbook', purpose: 'Practice', defaultDuration: 45, color: 'green' });
  await ok(user, 'POST', '/api/day-by-day/schedule', { blockId: block.id, startTime: 60 });
  await ok(user, 'POST', '/api/day-by-day/schedule', { blockId: block.id, startTime: 180 });
  await ok(user, 'GET', '/api/game');
}

async function exportOf(user: TestUser): Promise<AccountExport> {
  const res = await call(user, 'GET', '/api/account/export');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountExport;
}

/**
 * An export with ids replaced by the content of the row they name (rows compared as sorted multisets), so two
 * exports of the same data in different accounts compare equal and any changed field shows up.
 */
function normalise(file: AccountExport) {
  const t = file.tables;
  const sig = new Map<string, string>();
  const strip = (row: Record<string, unknown>, drop: string[]) => {
    const copy = { ...row };
    for (const k of drop) delete copy[k];
    return copy;
  };
  const signAll = (prefix: string, rows: { id: string }[], body: (r: never) => unknown) => {
    for (const r of rows) sig.set(r.id, `${prefix}:${JSON.stringify(body(r as never))}`);
  };
  signAll('class', t.classes, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('block', t.dayBlocks, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('task', t.tasks, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('bucket', t.bucketListItems, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('learn', t.learnListItems, (r: Record<string, unknown>) => strip(r, ['id']));
  signAll('assignment', t.assignments, (r: { classId: string } & Record<string, unknown>) => ({ ...strip(r, ['id', 'classId']), class: sig.get(r.classId) }));
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  const orphan = (id: string) => sig.get(id) ?? 'deleted-row';
  return {
    profile: file.profile,
    classes: sorted(t.classes.map((r) => strip(r, ['id']))),
    calendarEvents: sorted(t.calendarEvents.map((r) => ({ ...strip(r, ['id', 'classId']), class: r.classId ? sig.get(r.classId) : null }))),
    tasks: sorted(t.tasks.map((r) => strip(r, ['id']))),
    bucketListItems: sorted(t.bucketListItems.map((r) => strip(r, ['id']))),
    learnListItems: sorted(t.learnListItems.map((r) => strip(r, ['id']))),
    attendance: sorted(t.attendance.map((r) => strip(r, ['id']))),
    assignments: sorted(t.assignments.map((r) => ({ ...strip(r, ['id', 'classId']), class: sig.get(r.classId) }))),
    dayBlocks: sorted(t.dayBlocks.map((r) => strip(r, ['id']))),
    daySchedule: sorted(t.daySchedule.map((r) => ({ ...strip(r, ['id', 'blockId']), block: sig.get(r.blockId) }))),
    xpLedger: sorted(
      t.xpLedger.map((r) => ({ ...strip(r, ['id', 'sourceId']), source: r.sourceKind === 'attendance' ? r.sourceId : orphan(r.sourceId) })),
    ),
    achievements: sorted(t.achievements),
    taskCarryForward: sorted(t.taskCarryForward),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`account data (${dialect})`, () => {
  it('exports every row of the account as one JSON file', async () => {
    const a = await signUpUser(t.app, { displayName: 'Ada' });
    await fillAccount(a);
    const res = await call(a, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="homeschool-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = res.json() as AccountExport;
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.version).toBe(EXPORT_VERSION);
    expect(file.profile.displayName).toBe('Ada');
    expect(file.profile.settings.city).toBe('Boston');
    // Every table of the account is in the file with exactly the rows the database holds.
    const snapshot = JSON.parse(await snapshotAccount(t.deps.db, a.id)) as Record<string, string[]>;
    for (const [table, rows] of Object.entries(file.tables)) {
      expect(rows.length, table).toBe(snapshot[table]!.length);
      expect(rows.length, `${table} has rows`).toBeGreaterThan(0);
    }
    const dbIds = new Set(Object.values(snapshot).flat().map((r) => (JSON.parse(r) as { id?: string }).id));
    for (const row of [...file.tables.classes, ...file.tables.tasks, ...file.tables.calendarEvents, ...file.tables.xpLedger]) {
      expect(dbIds.has(row.id)).toBe(true);
    }
    const ledgerXp = file.tables.xpLedger.reduce((s, x) => s + x.xp, 0);
    expect(file.profile.xp).toBe(ledgerXp);
    expect(file.tables.calendarEvents.some((e) => e.generated)).toBe(true);
    expect(file.tables.calendarEvents.some((e) => !e.generated && e.classId)).toBe(true);
  });

  it('round-trips: A exported, imported into a fresh B, B exported equals A in every row', async () => {
    const a = await signUpUser(t.app, { displayName: 'Ada' });
    await fillAccount(a);
    const fileA = await exportOf(a);
    const b = await signUpUser(t.app, { displayName: 'Someone else', childAge: '7' });
    await ok(b, 'GET', '/api/tasks/today'); // a carry-forward marker alone does not make an account "used"
    const imported = await call(b, 'POST', '/api/account/import', fileA);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().xp).toBe(fileA.profile.xp);
    expect(imported.json().imported.tasks).toBe(fileA.tables.tasks.length);
    const fileB = await exportOf(b);
    expect(normalise(fileB)).toEqual(normalise(fileA));
    // Fresh ids: nothing of A's id space reused, A unchanged and still separate.
    const idsA = new Set([...fileA.tables.classes, ...fileA.tables.tasks, ...fileA.tables.calendarEvents, ...fileA.tables.dayBlocks].map((r) => r.id));
    for (const row of [...fileB.tables.classes, ...fileB.tables.tasks, ...fileB.tables.calendarEvents, ...fileB.tables.dayBlocks]) {
      expect(idsA.has(row.id)).toBe(false);
    }
    expect(normalise(await exportOf(a))).toEqual(normalise(fileA));
    // B's game state works on the imported data (same xp and level as A).
    const game = await ok(b, 'GET', '/api/game');
    expect(game.xp).toBe(fileA.profile.xp);
    expect(game.level).toBe(fileA.profile.level);
  });

  it('refuses to import into an account that has data (409) and writes nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const file = await exportOf(a);
    const before = await snapshotAccount(t.deps.db, a.id);
    const res = await call(a, 'POST', '/api/account/import', file);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(accountDataMessages.notEmpty);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
  });

  it('rejects malformed files with 400 and a message, writing nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const good = await exportOf(a);
    const b = await signUpUser(t.app);
    const bad: [string, unknown][] = [
      ['not an export', { hello: 'world' }],
      ['newer version', { ...good, version: 99 }],
      ['bad enum', { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], priority: 'urgent' }] } }],
      ['bad date', { ...good, tables: { ...good.tables, attendance: [{ ...good.tables.attendance[0], date: '2026-02-30' }] } }],
      ['unknown field', { ...good, tables: { ...good.tables, tasks: [{ ...good.tables.tasks[0], userId: 'someone' }] } }],
      ['dangling class', { ...good, tables: { ...good.tables, assignments: [{ ...good.tables.assignments[0], classId: 'nope' }] } }],
      ['dangling block', { ...good, tables: { ...good.tables, daySchedule: [{ ...good.tables.daySchedule[0], blockId: 'nope' }] } }],
      ['duplicate id', { ...good, tables: { ...good.tables, tasks: [good.tables.tasks[0], good.tables.tasks[0]] } }],
      ['duplicate day', { ...good, tables: { ...good.tables, attendance: [good.tables.attendance[0], good.tables.attendance[0]] } }],
      ['class ends first', { ...good, tables: { ...good.tables, classes: [{ ...good.tables.classes[0], endTime: '08:00' }] } }],
      ['negative xp', { ...good, tables: { ...good.tables, xpLedger: [{ ...good.tables.xpLedger[0], xp: -5 }] } }],
      ['array', []],
    ];
    const before = await countAllRows(t.deps.db);
    for (const [what, payload] of bad) {
      const res = await call(b, 'POST', '/api/account/import', payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.message.length, what).toBeGreaterThan(0);
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
    const version = await call(b, 'POST', '/api/account/import', { ...good, version: 99 });
    expect(version.json().error.message).toBe(accountDataMessages.badVersion(EXPORT_VERSION));
  });

  it('accepts a large file (above the global body limit) on the import route only', async () => {
    const a = await signUpUser(t.app);
    const base = await exportOf(a);
    const tasks = Array.from({ length: 3000 }, (_, i) => ({
      id: `task-${i}`,
      title: `Task number ${i} with a reasonably long title to make the file bigger`,
      priority: 'medium' as const,
      completed: false,
      completedAt: null,
      createdDate: today,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
    }));
    const file = { ...base, tables: { ...base.tables, tasks } };
    expect(JSON.stringify(file).length).toBeGreaterThan(256 * 1024);
    const res = await call(a, 'POST', '/api/account/import', file);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported.tasks).toBe(3000);
  });

  it('deletes the account and every row of it after the password; the session ends', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const other = await signUpUser(t.app);
    await fillAccount(other);
    const otherBefore = await snapshotAccount(t.deps.db, other.id);
    const res = await call(a, 'POST', '/api/account/delete', { password: a.password });
    expect(res.statusCode, res.body).toBe(200);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    const empty = JSON.parse(await snapshotAccount(t.deps.db, a.id)) as Record<string, unknown[]>;
    for (const [table, rows] of Object.entries(empty)) expect(rows, table).toEqual([]);
    expect(await t.deps.db.selectFrom('user').select('id').where('id', '=', a.id).executeTakeFirst()).toBeUndefined();
    const sessions = await (t.deps.db as never as import('kysely').Kysely<{ session: { userId: string } }>)
      .selectFrom('session')
      .select('userId')
      .where('userId', '=', a.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: a.email, password: a.password } });
    expect(signIn.statusCode).toBe(401);
    expect(await snapshotAccount(t.deps.db, other.id)).toBe(otherBefore);
  });

  it('refuses a wrong or missing password with a clear message and deletes nothing', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    const before = await snapshotAccount(t.deps.db, a.id);
    const wrong = await call(a, 'POST', '/api/account/delete', { password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(accountDataMessages.wrongPassword);
    const missing = await call(a, 'POST', '/api/account/delete', { confirm: 'DELETE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(accountDataMessages.passwordRequired);
    const junk = await call(a, 'POST', '/api/account/delete', { password: 42 });
    expect(junk.statusCode).toBe(400);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('limits password attempts on delete (429 after 10 in 15 minutes)', async () => {
    const a = await signUpUser(t.app);
    for (let i = 0; i < 10; i++) expect((await call(a, 'POST', '/api/account/delete', { password: `guess ${i}` })).statusCode).toBe(403);
    const limited = await call(a, 'POST', '/api/account/delete', { password: a.password });
    expect(limited.statusCode).toBe(429);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('an account without a password (provider sign-in) confirms by typing DELETE', async () => {
    const a = await signUpUser(t.app);
    await fillAccount(a);
    // Make it look like a Google account: no credential row.
    await (t.deps.db as never as import('kysely').Kysely<{ account: { userId: string; providerId: string } }>)
      .updateTable('account')
      .set({ providerId: 'google' })
      .where('userId', '=', a.id)
      .execute();
    const before = await snapshotAccount(t.deps.db, a.id);
    const noWord = await call(a, 'POST', '/api/account/delete', { password: a.password, confirm: 'delete' });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().error.message).toBe(accountDataMessages.confirmRequired);
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    const res = await call(a, 'POST', '/api/account/delete', { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.deps.db.selectFrom('profiles').select('id').where('id', '=', a.id).executeTakeFirst()).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/account/export')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/account/import', {})).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/account/delete', { password: 'x' })).statusCode).toBe(401);
  });
});
