import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dialect,
  signUpUser,
  twoInstances,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addDaysIso, todayIn } from '../../shared/domain/dates';
import type { BridgeableBus } from '../realtime/bus';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  const value = (n: number) => async () => ({ n });

  it('keeps a body until its account changes, apart from other accounts', async () => {
    const cache = createReadCache();
    expect(await cache.get('a', 'k', value(1))).toBe('{"n":1}');
    expect(await cache.get('a', 'k', value(2))).toBe('{"n":1}');
    expect(await cache.get('b', 'k', value(3))).toBe('{"n":3}');
    cache.invalidate('a');
    expect(await cache.get('a', 'k', value(4))).toBe('{"n":4}');
    expect(await cache.get('b', 'k', value(5))).toBe('{"n":3}');
  });

  it('does not keep a body read while its account changed, nor one `keep` refuses', async () => {
    const cache = createReadCache();
    let release!: () => void;
    const slow = cache.get('a', 'k', async () => {
      await new Promise<void>((r) => (release = r));
      return { n: 1 };
    });
    await Promise.resolve();
    cache.invalidate('a');
    release();
    expect(await slow).toBe('{"n":1}');
    expect(await cache.get('a', 'k', value(2))).toBe('{"n":2}');

    expect(await cache.get('a', 'once', value(7), (v) => v.n !== 7)).toBe('{"n":7}');
    expect(await cache.get('a', 'once', value(8))).toBe('{"n":8}');
  });

  it('keeps the values a change names as untouched, but not one read while the account changed', async () => {
    const cache = createReadCache();
    await cache.get('a', 'child:1', value(1));
    await cache.get('a', 'dashboard', value(2));
    let release!: () => void;
    const slow = cache.get('a', 'child:2', async () => {
      await new Promise<void>((r) => (release = r));
      return { n: 3 };
    });
    await Promise.resolve();
    cache.invalidate('a', (key) => key.startsWith('child:'));
    release();
    await slow;
    expect(await cache.get('a', 'child:1', value(4))).toBe('{"n":1}');
    expect(await cache.get('a', 'dashboard', value(5))).toBe('{"n":5}');
    expect(await cache.get('a', 'child:2', value(6))).toBe('{"n":6}');
    expect(cache.size).toBe(3);
  });

  it('holds at most its bound, forgetting the least recently used accounts, and reads again after its age', async () => {
    let clock = 0;
    const cache = createReadCache({ maxEntries: 2, maxAgeMs: 1000, now: () => clock });
    await cache.get('a', 'k', value(1));
    await cache.get('b', 'k', value(2));
    await cache.get('a', 'k', value(0));
    await cache.get('c', 'k', value(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', 'k', value(4))).toBe('{"n":4}');
    clock = 1000;
    expect(await cache.get('b', 'k', value(5))).toBe('{"n":5}');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe(`kept reads of the app (${dialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (app: TestApp['app'], user: TestUser, path: string, studentId = user.studentId) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${studentId}/${path}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json();
  };
  const titles = (today: { tasks: { title: string }[] }) => today.tasks.map((x) => x.title);
  const insertTask = (user: TestUser, title: string, day: string, studentId = user.studentId) =>
    t.deps.db
      .insertInto('tasks')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId,
        title,
        priority: 'medium',
        completed: 0,
        completedAt: null,
        createdDate: day,
        createdAt: new Date().toISOString(),
      })
      .execute();

  it("serves the account's next read after any write of it, through its routes or another instance's event", async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const today = todayIn('America/New_York');
    expect(titles(await get(t.app, user, 'tasks/today'))).toEqual([]);
    expect((await get(t.app, user, 'dashboard')).tasks.tasks).toEqual([]);

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/tasks`,
      payload: { title: 'Read', priority: 'high' },
      headers: { cookie: user.cookie },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(titles(await get(t.app, user, 'tasks/today'))).toEqual(['Read']);
    expect(titles((await get(t.app, user, 'dashboard')).tasks)).toEqual(['Read']);

    // A row written elsewhere (another instance) shows once its change event arrives, not before.
    await insertTask(user, 'Write', today);
    expect(titles(await get(t.app, user, 'tasks/today'))).toEqual(['Read']);
    (t.deps.bus as BridgeableBus).emitLocal({
      familyId: user.id,
      kinds: ['tasks'],
      studentId: user.studentId,
    });
    expect(titles(await get(t.app, user, 'tasks/today')).sort()).toEqual(['Read', 'Write']);
    expect(titles((await get(t.app, user, 'dashboard')).tasks).sort()).toEqual(['Read', 'Write']);
  });

  it("keeps each child's and each account's reads apart, and never serves tasks carried forward twice", async () => {
    const [user, other] = await Promise.all([
      signUpUser(t.app, { timezone: 'America/New_York' }),
      signUpUser(t.app, { timezone: 'America/New_York' }),
    ]);
    const today = todayIn('America/New_York');
    const leo = await t.app.inject({
      method: 'POST',
      url: '/api/students',
      payload: { name: 'Leo', age: 7 },
      headers: { cookie: user.cookie },
    });
    const leoId = leo.json().id as string;
    await insertTask(user, 'Yesterday', addDaysIso(today, -1), leoId);
    await insertTask(other, 'Theirs', today, other.studentId);

    const first = await get(t.app, user, 'tasks/today', leoId);
    expect(first).toMatchObject({ carriedForward: 1 });
    expect(titles(first)).toEqual(['Yesterday']);
    expect(await get(t.app, user, 'tasks/today', leoId)).toMatchObject({ carriedForward: 0 });
    expect(titles(await get(t.app, user, 'tasks/today'))).toEqual([]);
    expect((await get(t.app, user, 'dashboard', leoId)).displayName).toBe('Leo');
    expect((await get(t.app, user, 'dashboard')).displayName).toBe('Test Child');
    expect(titles(await get(t.app, other, 'tasks/today', other.studentId))).toEqual(['Theirs']);
    // Another account's child is still refused, kept reads or not.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/students/${leoId}/dashboard`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe(`the child check kept through writes (${dialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a removed child on the next request, and uses a changed timezone at once', async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
    const leo = (await inject('POST', '/api/students', { name: 'Leo', age: 7 })).json().id as string;
    // The child check for Leo is kept by a read, and by a write of his.
    expect((await inject('GET', `/api/students/${leo}/tasks/today`)).statusCode).toBe(200);
    const task = await inject('POST', `/api/students/${leo}/tasks`, { title: 'Read', priority: 'low' });
    expect(task.statusCode, task.body).toBe(201);
    expect((await inject('DELETE', `/api/students/${leo}`)).statusCode).toBe(204);
    expect((await inject('GET', `/api/students/${leo}/tasks/today`)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/students/${leo}/tasks`, { title: 'x', priority: 'low' })).statusCode,
    ).toBe(404);

    // The timezone the check read with the child: a settings write changes what 'today' is on the next request.
    await get(t.app, user, 'tasks/today');
    const far = 'Pacific/Kiritimati';
    const saved = await inject('PATCH', '/api/settings', { timezone: far });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = await inject('POST', `/api/students/${user.studentId}/tasks`, {
      title: 'Now',
      priority: 'low',
    });
    expect(added.json().createdDate).toBe(todayIn(far));
  });

  it('forgets the check when another instance announces a change to the children, not for other changes', async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const mia = (
      await t.app.inject({
        method: 'POST',
        url: '/api/students',
        payload: { name: 'Mia', age: 9 },
        headers: { cookie: user.cookie },
      })
    ).json().id as string;
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/students/${mia}/tasks/today`,
          headers: { cookie: user.cookie },
        })
      ).statusCode;
    expect(await status()).toBe(200);
    // Removed on "another instance": this one learns it from the relayed announcement.
    await t.deps.db.deleteFrom('students').where('id', '=', mia).execute();
    const bus = t.deps.bus as BridgeableBus;
    bus.emitLocal({ familyId: user.id, kinds: ['tasks'], studentId: mia });
    expect(await status()).toBe(200);
    bus.emitLocal({ familyId: user.id, kinds: ['students'] });
    expect(await status()).toBe(404);
  });

  async function get(app: TestApp['app'], user: TestUser, path: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/students/${user.studentId}/${path}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
});

describe.runIf(dialect === 'postgres')('kept reads on two instances of one PostgreSQL database', () => {
  it("a write on one instance reaches the other's kept dashboard through the relay", async () => {
    const { a, b, close } = await twoInstances();
    try {
      const user = await signUpUser(a.app);
      const dashboardOn = async (app: typeof a.app) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/students/${user.studentId}/dashboard`,
            headers: { cookie: user.cookie },
          })
        ).json() as { tasks: { tasks: { title: string }[] } };
      expect((await dashboardOn(b.app)).tasks.tasks).toEqual([]);
      const added = await a.app.inject({
        method: 'POST',
        url: `/api/students/${user.studentId}/tasks`,
        payload: { title: 'From A' },
        headers: { cookie: user.cookie },
      });
      expect(added.statusCode).toBe(201);
      // The relay's delivery takes milliseconds (ADR 019 says what that window means).
      await expect
        .poll(async () => (await dashboardOn(b.app)).tasks.tasks.map((x) => x.title), { timeout: 2_000 })
        .toEqual(['From A']);
    } finally {
      await close();
    }
  });
});
