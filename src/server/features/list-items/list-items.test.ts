import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/dates';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '../../../../tests/setup/api';

/** The contract the three lists share: add, validate, toggle with xp, delete, scoping, sessions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ListCase {
  name: string;
  base: string;
  listUrl: string;
  rows: (body: any) => any[];
  xp: number;
  dated: boolean;
}

const lists: ListCase[] = [
  {
    name: 'tasks',
    base: '/api/tasks',
    listUrl: '/api/tasks/today',
    rows: (b) => b.tasks,
    xp: 10,
    dated: true,
  },
  {
    name: 'bucket list',
    base: '/api/bucket-list',
    listUrl: '/api/bucket-list',
    rows: (b) => b.items,
    xp: 50,
    dated: true,
  },
  {
    name: 'learn list',
    base: '/api/learn-list',
    listUrl: '/api/learn-list',
    rows: (b) => b.items,
    xp: 20,
    dated: false,
  },
];

const inject = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, payload: payload as any, headers: user ? { cookie: user.cookie } : {} });

const xpOf = async (user: TestUser) => (await inject(user, 'GET', '/api/me')).json().profile.xp as number;

describe.each(lists)(`$name (${dialect})`, (list) => {
  const listOf = async (user: TestUser) => {
    const res = await inject(user, 'GET', list.listUrl);
    expect(res.statusCode).toBe(200);
    return list.rows(res.json());
  };
  const add = async (user: TestUser, payload: unknown) => inject(user, 'POST', list.base, payload);

  it('adds an item with a trimmed title, medium priority by default and today as its day', async () => {
    const user = await signUpUser(t.app, { timezone: 'Asia/Tokyo' });
    const res = await add(user, { title: '  Learn the times tables  ' });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      title: 'Learn the times tables',
      priority: 'medium',
      completed: false,
      completedAt: null,
    });
    if (list.dated) expect(item.createdDate).toBe(todayIn('Asia/Tokyo'));
    else expect(item).not.toHaveProperty('createdDate');
    const high = await add(user, { title: 'Volcano model', priority: 'high' });
    expect(high.json().priority).toBe('high');
    expect((await listOf(user)).map((i) => i.title)).toEqual(['Volcano model', 'Learn the times tables']);
  });

  it('refuses blank, too long or badly prioritised items with 400 and writes nothing', async () => {
    const user = await signUpUser(t.app);
    for (const payload of [
      { title: '   ' },
      { title: '' },
      {},
      { title: 'x'.repeat(501) },
      { title: 'Ok', priority: 'urgent' },
      { title: 42 },
    ]) {
      const res = await add(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await add(user, { title: '  ' })).json().error.message).toBe('Please enter a title.');
    expect((await add(user, { title: 'x'.repeat(501) })).json().error.message).toBe(
      'The title can be at most 500 characters.',
    );
    expect((await add(user, { title: 'x'.repeat(500) })).statusCode).toBe(201);
    expect(await listOf(user)).toHaveLength(1);
  });

  it(`completes (sets completed_at, +${list.xp} xp once), re-opens (clears both) and sorts completed after incomplete`, async () => {
    const user = await signUpUser(t.app);
    const first = (await add(user, { title: 'First' })).json();
    await add(user, { title: 'Second' });
    const done = await inject(user, 'PATCH', `${list.base}/${first.id}`, { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().completed).toBe(true);
    expect(Date.parse(done.json().completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await xpOf(user)).toBe(list.xp);
    // Completing again changes nothing and earns nothing.
    const again = await inject(user, 'PATCH', `${list.base}/${first.id}`, { completed: true });
    expect(again.json().completedAt).toBe(done.json().completedAt);
    expect(await xpOf(user)).toBe(list.xp);
    expect((await listOf(user)).map((i) => [i.title, i.completed])).toEqual([
      ['Second', false],
      ['First', true],
    ]);

    const reopened = await inject(user, 'PATCH', `${list.base}/${first.id}`, { completed: false });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null });
    expect(await xpOf(user)).toBe(0);
    expect((await inject(user, 'PATCH', `${list.base}/${first.id}`, { completed: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it('deletes an item and keeps the xp it earned', async () => {
    const user = await signUpUser(t.app);
    const item = (await add(user, { title: 'Done and gone' })).json();
    await inject(user, 'PATCH', `${list.base}/${item.id}`, { completed: true });
    expect((await inject(user, 'DELETE', `${list.base}/${item.id}`)).statusCode).toBe(204);
    expect(await listOf(user)).toEqual([]);
    expect(await xpOf(user)).toBe(list.xp);
    expect((await inject(user, 'DELETE', `${list.base}/${item.id}`)).statusCode).toBe(404);
  });

  it("answers another account's items with 404 and leaves them unchanged", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const item = (await add(owner, { title: 'Mine' })).json();
    expect(await listOf(other)).toEqual([]);
    const patch = await inject(other, 'PATCH', `${list.base}/${item.id}`, { completed: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.code).toBe('NOT_FOUND');
    expect((await inject(other, 'DELETE', `${list.base}/${item.id}`)).statusCode).toBe(404);
    expect(await listOf(owner)).toMatchObject([{ id: item.id, title: 'Mine', completed: false }]);
    expect(await xpOf(other)).toBe(0);
  });

  it('needs a session for every route', async () => {
    const user = await signUpUser(t.app);
    const item = (await add(user, { title: 'Private' })).json();
    for (const [method, url, payload] of [
      ['GET', list.listUrl],
      ['POST', list.base, { title: 'Sneaky' }],
      ['PATCH', `${list.base}/${item.id}`, { completed: true }],
      ['DELETE', `${list.base}/${item.id}`],
    ] as const) {
      const res = await inject(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect(await listOf(user)).toMatchObject([{ id: item.id, completed: false }]);
  });

  it('announces changes on the event bus, with xp when xp moves', async () => {
    const user = await signUpUser(t.app);
    const seen: string[][] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => seen.push(e.kinds));
    const kind = list.base.replace('/api/', '');
    const item = (await add(user, { title: 'Watched' })).json();
    await inject(user, 'PATCH', `${list.base}/${item.id}`, { completed: true });
    await inject(user, 'DELETE', `${list.base}/${item.id}`);
    off();
    expect(seen).toEqual([[kind], [kind, 'xp'], [kind]]);
  });
});
