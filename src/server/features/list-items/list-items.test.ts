import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@shared/domain/dates';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

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
  /** The list's path under the child. */
  path: string;
  /** Its GET's path under the child. */
  listPath: string;
  rows: (body: any) => any[];
  xp: number;
  dated: boolean;
}

const lists: ListCase[] = [
  {
    name: 'tasks',
    path: 'tasks',
    listPath: 'tasks/today',
    rows: (b) => b.tasks,
    xp: 10,
    dated: true,
  },
  {
    name: 'bucket list',
    path: 'bucket-list',
    listPath: 'bucket-list',
    rows: (b) => b.items,
    xp: 50,
    dated: true,
  },
  {
    name: 'learn list',
    path: 'learn-list',
    listPath: 'learn-list',
    rows: (b) => b.items,
    xp: 20,
    dated: false,
  },
];

const { call: inject } = apiRequests(() => t.app);

/** The child's xp and level as the family's list of children says (the first child unless named). */
const gameOf = async (user: TestUser, studentId = user.studentId) => {
  const students = (await inject(user, 'GET', '/api/students')).json() as {
    id: string;
    xp: number;
    level: number;
  }[];
  const student = students.find((s) => s.id === studentId)!;
  return { xp: student.xp, level: student.level };
};
const xpOf = async (user: TestUser, studentId = user.studentId) => (await gameOf(user, studentId)).xp;

const addChild = async (user: TestUser, name: string) => {
  const res = await inject(user, 'POST', '/api/students', { name, age: 9 });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe.each(lists)(`$name (${dialect})`, (list) => {
  const base = (user: TestUser, studentId = user.studentId) => `/api/students/${studentId}/${list.path}`;
  const listOf = async (user: TestUser, studentId = user.studentId) => {
    const res = await inject(user, 'GET', `/api/students/${studentId}/${list.listPath}`);
    expect(res.statusCode).toBe(200);
    return list.rows(res.json());
  };
  const add = async (user: TestUser, payload: unknown, studentId = user.studentId) =>
    inject(user, 'POST', base(user, studentId), payload);

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
    const done = await inject(user, 'PATCH', `${base(user)}/${first.id}`, { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().completed).toBe(true);
    expect(Date.parse(done.json().completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await xpOf(user)).toBe(list.xp);
    // Completing again changes nothing and earns nothing.
    const again = await inject(user, 'PATCH', `${base(user)}/${first.id}`, { completed: true });
    expect(again.json().completedAt).toBe(done.json().completedAt);
    expect(await xpOf(user)).toBe(list.xp);
    expect((await listOf(user)).map((i) => [i.title, i.completed])).toEqual([
      ['Second', false],
      ['First', true],
    ]);

    const reopened = await inject(user, 'PATCH', `${base(user)}/${first.id}`, { completed: false });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null });
    expect(await xpOf(user)).toBe(0);
    expect((await inject(user, 'PATCH', `${base(user)}/${first.id}`, { completed: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it('deletes an item and keeps the xp it earned', async () => {
    const user = await signUpUser(t.app);
    const item = (await add(user, { title: 'Done and gone' })).json();
    await inject(user, 'PATCH', `${base(user)}/${item.id}`, { completed: true });
    expect((await inject(user, 'DELETE', `${base(user)}/${item.id}`)).statusCode).toBe(204);
    expect(await listOf(user)).toEqual([]);
    expect(await xpOf(user)).toBe(list.xp);
    expect((await inject(user, 'DELETE', `${base(user)}/${item.id}`)).statusCode).toBe(404);
  });

  it("answers another family's child and items with 404 and changes nothing", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const item = (await add(owner, { title: 'Mine' })).json();
    expect(await listOf(other)).toEqual([]);
    // The owner's item under the other family's own child: not the other family's item.
    const patch = await inject(other, 'PATCH', `${base(other)}/${item.id}`, { completed: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.code).toBe('NOT_FOUND');
    expect((await inject(other, 'DELETE', `${base(other)}/${item.id}`)).statusCode).toBe(404);
    // The owner's child in the other family's requests: 404 on every route.
    for (const [method, url, payload] of [
      ['GET', `/api/students/${owner.studentId}/${list.listPath}`],
      ['POST', base(owner), { title: 'Sneaky' }],
      ['PATCH', `${base(owner)}/${item.id}`, { completed: true }],
      ['DELETE', `${base(owner)}/${item.id}`],
    ] as const) {
      const res = await inject(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listOf(owner)).toMatchObject([{ id: item.id, title: 'Mine', completed: false }]);
    expect(await xpOf(owner)).toBe(0);
    expect(await xpOf(other)).toBe(0);
  });

  it("keeps two children's lists and xp apart; an item of one child under the other's path is a 404", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user, 'Theo');
    const firstItem = (await add(user, { title: 'For the first' })).json();
    const secondItem = (await add(user, { title: 'For the second' }, second)).json();
    expect((await listOf(user)).map((i) => i.title)).toEqual(['For the first']);
    expect((await listOf(user, second)).map((i) => i.title)).toEqual(['For the second']);

    // Completing the second child's item credits the second child only.
    expect(
      (await inject(user, 'PATCH', `${base(user, second)}/${secondItem.id}`, { completed: true })).statusCode,
    ).toBe(200);
    expect(await xpOf(user, second)).toBe(list.xp);
    expect(await xpOf(user)).toBe(0);

    // The first child's item under the second child's path: 404, nothing changes.
    expect(
      (await inject(user, 'PATCH', `${base(user, second)}/${firstItem.id}`, { completed: true })).statusCode,
    ).toBe(404);
    expect((await inject(user, 'DELETE', `${base(user, second)}/${firstItem.id}`)).statusCode).toBe(404);
    expect(
      (await inject(user, 'PATCH', `${base(user)}/${secondItem.id}`, { completed: false })).statusCode,
    ).toBe(404);
    expect((await inject(user, 'DELETE', `${base(user)}/${secondItem.id}`)).statusCode).toBe(404);
    expect(await listOf(user)).toMatchObject([{ id: firstItem.id, completed: false }]);
    expect(await listOf(user, second)).toMatchObject([{ id: secondItem.id, completed: true }]);
    expect(await xpOf(user)).toBe(0);
    expect(await xpOf(user, second)).toBe(list.xp);
    const ledger = await t.deps.db
      .selectFrom('xpLedger')
      .select(['studentId', 'sourceId'])
      .where('userId', '=', user.id)
      .execute();
    expect(ledger).toEqual([{ studentId: second, sourceId: secondItem.id }]);
  });

  it('needs a session for every route', async () => {
    const user = await signUpUser(t.app);
    const item = (await add(user, { title: 'Private' })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/students/${user.studentId}/${list.listPath}`],
      ['POST', base(user), { title: 'Sneaky' }],
      ['PATCH', `${base(user)}/${item.id}`, { completed: true }],
      ['DELETE', `${base(user)}/${item.id}`],
    ] as const) {
      const res = await inject(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect(await listOf(user)).toMatchObject([{ id: item.id, completed: false }]);
  });

  it('announces changes on the event bus for the child, with xp when xp moves', async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user, 'Ivy');
    const seen: [string[], string | undefined][] = [];
    const off = t.deps.bus.subscribe(user.id, (e) => seen.push([e.kinds, e.studentId]));
    const kind = list.path;
    const item = (await add(user, { title: 'Watched' }, second)).json();
    await inject(user, 'PATCH', `${base(user, second)}/${item.id}`, { completed: true });
    await inject(user, 'DELETE', `${base(user, second)}/${item.id}`);
    off();
    expect(seen).toEqual([
      [[kind], second],
      [[kind, 'xp'], second],
      [[kind], second],
    ]);
  });
});
