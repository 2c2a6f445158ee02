import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  twoInstances,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { todayIn } from '@shared/domain/dates';
import { addLessons } from '@tests/setup/lesson-plans';
import { installRoundTripCounter, roundTripsOf } from '@tests/setup/round-trips';

/**
 * What a tick costs the database (ADR 049): on PostgreSQL the round trips from the request's start to its answer
 * (and the relay's NOTIFY of its change event), on SQLite the statements (in-process, no round trips).
 */
installRoundTripCounter();
let t: TestApp;
let statements = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (statements += 1) });
});
afterAll(async () => {
  await t.close();
});

const { ok } = apiRequests(() => t.app);
const TZ = 'America/New_York';

/** The round trips (PostgreSQL) or the statements (SQLite) of one request. */
async function cost(send: () => Promise<unknown>): Promise<string[] | number> {
  if (dialect === 'sqlite') {
    const before = statements;
    await send();
    return statements - before;
  }
  return roundTripsOf(async () => void (await send()), { notify: true });
}

describe(`round trips of a tick (${dialect})`, () => {
  it("a to-do's tick and un-tick: one statement on PostgreSQL, SQLite's transaction of three as before", async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const base = `/api/students/${user.studentId}/tasks`;
    const id = (await ok(user, 'POST', base, { title: 'Read', priority: 'low' })).id as string;
    const tick = (completed: boolean) => () => ok(user, 'PATCH', `${base}/${id}`, { completed });
    // The first tick judges First Steps (and unlocks it); the session and the scope are kept from here on.
    await cost(tick(true));
    await cost(tick(false));
    const ticked = await cost(tick(true));
    const unticked = await cost(tick(false));
    if (dialect === 'sqlite') {
      // The to-do, the ledger row, the xp, in one transaction (its begin and commit are group commit's, ADR 026).
      expect([ticked, unticked]).toEqual([3, 3]);
    } else {
      // The to-do, its ledger row, the child's xp and the change event's NOTIFY: one statement.
      expect(ticked).toEqual(['with changed as (update tasks']);
      expect(unticked).toEqual(['with changed as (update tasks']);
    }
    const xp = (await ok(user, 'GET', `/api/students/${user.studentId}/game`)) as { xp: number };
    expect(xp.xp).toBe(0);
    if (dialect === 'postgres') {
      // A request whose session and scope are not kept (the first after 60 s, or after the family changed its
      // children or settings): the session check's read and the scope's two before the tick.
      t.deps.bus.publish(user.id, 'sessions', 'students');
      await new Promise((r) => setTimeout(r, 100));
      expect(await cost(tick(true))).toEqual([
        'select … from session',
        'select … from profiles',
        'select … from students',
        'with changed as (update tasks',
      ]);
    }
  });

  it('ticks of one to-do at once earn its xp once; un-ticks at once take it back once', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const base = `/api/students/${user.studentId}/tasks`;
    const id = (await ok(user, 'POST', base, { title: 'Read', priority: 'low' })).id as string;
    const xp = async () =>
      ((await ok(user, 'GET', `/api/students/${user.studentId}/game`)) as { xp: number }).xp;
    const all = (completed: boolean) =>
      Promise.all(Array.from({ length: 8 }, () => ok(user, 'PATCH', `${base}/${id}`, { completed })));
    const ticked = await all(true);
    expect(ticked.every((item) => item.completed === true)).toBe(true);
    expect(await xp()).toBe(10);
    await all(false);
    expect(await xp()).toBe(0);
    const ledger = await t.deps.db.selectFrom('xpLedger').selectAll().where('userId', '=', user.id).execute();
    expect(ledger).toEqual([]);
  });

  it("a lesson's tick and un-tick: its read and one statement, and one statement, on PostgreSQL; SQLite's transaction as before", async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const classId = await addClass(user);
    const lessons = await addLessons(t.deps.db, user, classId, ['L1', 'L2', 'L3']);
    const url = (id: string) => `/api/students/${user.studentId}/lessons/${id}/complete`;
    // The first judges the lesson's achievements; the day is marked present from then on.
    await cost(() => ok(user, 'POST', url(lessons[0]!), {}));
    await cost(() => ok(user, 'POST', url(lessons[1]!), {}));
    const ticked = await cost(() => ok(user, 'POST', url(lessons[2]!), {}));
    const unticked = await cost(() => ok(user, 'DELETE', url(lessons[2]!)));
    if (dialect === 'sqlite') {
      // The lesson, the completion, its ledger row, the xp, the day (marked already), the class, the hour entry;
      // the lesson, the completion, its ledger row, the xp (ADR 026's group commit around each).
      expect([ticked, unticked]).toEqual([7, 4]);
    } else {
      // Was: begin, the lesson, the completion, the ledger, the xp, the day, the class, the hour entry, commit and
      // the relay's NOTIFY (10); and begin, the lesson, the completion, the ledger, the xp, commit, NOTIFY (7).
      expect(ticked).toEqual(['select … from lessons', 'with changed as (insert into lesson_completions']);
      expect(unticked).toEqual(['with changed as (delete from lesson_completions']);
    }
    // Un-ticked again, ticked again: the lesson read tells "not completed" (PostgreSQL: after the statement).
    const again = await cost(() => ok(user, 'DELETE', url(lessons[2]!)));
    if (dialect === 'postgres')
      expect(again).toEqual(['with changed as (delete from lesson_completions', 'select … from lessons']);
    const game = (await ok(user, 'GET', `/api/students/${user.studentId}/game`)) as { xp: number };
    expect(game.xp).toBe(2 * 15 + 5);
  });

  it('ticks of one lesson at once earn its xp, the day and the hour entry once; un-ticks at once take them back once', async () => {
    const user = await signUpUser(t.app, { timezone: TZ });
    const classId = await addClass(user);
    const [lesson, ...others] = await addLessons(t.deps.db, user, classId, ['L1', 'L2', 'L3', 'L4', 'L5']);
    const url = (id: string) => `/api/students/${user.studentId}/lessons/${id}/complete`;
    const xp = async () =>
      ((await ok(user, 'GET', `/api/students/${user.studentId}/game`)) as { xp: number }).xp;
    const rows = async () => {
      const of = <T extends 'lessonCompletions' | 'hourEntries' | 'attendance' | 'xpLedger'>(table: T) =>
        t.deps.db
          .selectFrom(table as 'attendance')
          .select('id')
          .where('userId', '=', user.id)
          .execute()
          .then((r) => r.length);
      return {
        completions: await of('lessonCompletions'),
        hours: await of('hourEntries'),
        days: await of('attendance'),
        ledger: await of('xpLedger'),
      };
    };
    const ticked = await Promise.all(Array.from({ length: 8 }, () => ok(user, 'POST', url(lesson!), {})));
    expect(ticked.every((c) => c.completed === true && c.pending === false)).toBe(true);
    // One tick earned the lesson's 15 and the day's 5; the others found it done.
    expect(ticked.map((c) => c.xpChange as number).sort((a, b) => b - a)).toEqual([20, 0, 0, 0, 0, 0, 0, 0]);
    expect(ticked.filter((c) => c.attendanceMarked)).toHaveLength(1);
    expect(await xp()).toBe(20);
    expect(await rows()).toEqual({ completions: 1, hours: 1, days: 1, ledger: 2 });
    const unticked = await Promise.all(Array.from({ length: 8 }, () => ok(user, 'DELETE', url(lesson!))));
    expect(unticked.map((c) => c.xpChange as number).sort((a, b) => a - b)).toEqual([
      -15, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(await xp()).toBe(5);
    // The day stays marked (and its xp earned), as one un-tick leaves it.
    expect(await rows()).toEqual({ completions: 0, hours: 0, days: 1, ledger: 1 });
    // Four other lessons at once, the day not marked yet for the first: the day is marked once, each lesson earns.
    await ok(user, 'PUT', '/api/attendance', {
      studentIds: [user.studentId],
      dates: [todayIn(TZ)],
      status: 'none',
    });
    expect(await xp()).toBe(0);
    const four = await Promise.all(others.map((id) => ok(user, 'POST', url(id), {})));
    expect(four.filter((c) => c.attendanceMarked)).toHaveLength(1);
    expect(four.reduce((sum, c) => sum + (c.xpChange as number), 0)).toBe(4 * 15 + 5);
    expect(await xp()).toBe(4 * 15 + 5);
    expect(await rows()).toEqual({ completions: 4, hours: 4, days: 1, ledger: 5 });
  });
});

describe.runIf(dialect === 'postgres')('the NOTIFY a tick sends in its statement', () => {
  it("reaches another instance's kept reads and its open pages' bus, with xp when xp moved", async () => {
    const { a, b, close } = await twoInstances();
    try {
      const user = await signUpUser(a.app);
      const headers = { cookie: user.cookie };
      const base = `/api/students/${user.studentId}/tasks`;
      const events: unknown[] = [];
      b.deps.bus.onEvent((e) => events.push(e));
      const added = await a.app.inject({ method: 'POST', url: base, payload: { title: 'Read' }, headers });
      const id = added.json().id as string;
      const todayOn = async (app: typeof a.app) =>
        (await app.inject({ url: `${base}/today`, headers })).json().tasks as { completed: boolean }[];
      // The addition's own event (the relay's NOTIFY after it) has arrived.
      await expect.poll(() => events.length, { timeout: 2_000 }).toBe(1);
      expect((await todayOn(b.app)).map((x) => x.completed)).toEqual([false]);
      events.length = 0;
      const ticked = await a.app.inject({
        method: 'PATCH',
        url: `${base}/${id}`,
        payload: { completed: true },
        headers,
      });
      expect(ticked.statusCode, ticked.body).toBe(200);
      await expect
        .poll(async () => (await todayOn(b.app)).map((x) => x.completed), { timeout: 2_000 })
        .toEqual([true]);
      expect(events).toEqual([{ familyId: user.id, kinds: ['tasks', 'xp'], studentId: user.studentId }]);
      // Ticked again: nothing changes, nothing is announced.
      await a.app.inject({ method: 'PATCH', url: `${base}/${id}`, payload: { completed: true }, headers });
      await new Promise((r) => setTimeout(r, 200));
      expect(events, JSON.stringify(events)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("a lesson's tick and un-tick reach the other instance's kept reads and bus with their kinds", async () => {
    const { a, b, close } = await twoInstances();
    try {
      const user = await signUpUser(a.app, { timezone: TZ });
      const headers = { cookie: user.cookie };
      const classId = (
        await a.app.inject({ method: 'POST', url: '/api/classes', payload: CLASS, headers })
      ).json().id as string;
      const [lesson] = await addLessons(a.deps.db, user, classId, ['L1']);
      const events: unknown[] = [];
      b.deps.bus.onEvent((e) => events.push(e));
      const lessonsOn = async (app: typeof a.app) =>
        (await app.inject({ url: `/api/students/${user.studentId}/dashboard`, headers }))
          .json()
          .lessons.map((l: { done: boolean }) => l.done) as boolean[];
      // The class's own event has arrived; b keeps the dashboard read from here on.
      await expect.poll(() => events.length, { timeout: 2_000 }).toBeGreaterThan(0);
      expect(await lessonsOn(b.app)).toEqual([false]);
      events.length = 0;
      const url = `/api/students/${user.studentId}/lessons/${lesson}/complete`;
      const ticked = await a.app.inject({ method: 'POST', url, payload: {}, headers });
      expect(ticked.statusCode, ticked.body).toBe(200);
      await expect.poll(() => lessonsOn(b.app), { timeout: 2_000 }).toEqual([true]);
      const event = (...kinds: string[]) => ({ familyId: user.id, kinds, studentId: user.studentId });
      expect(events).toEqual([event('lesson-progress', 'hours', 'xp', 'attendance')]);
      // Ticked again: nothing changes, nothing is announced.
      await a.app.inject({ method: 'POST', url, payload: {}, headers });
      await new Promise((r) => setTimeout(r, 200));
      expect(events).toHaveLength(1);
      const unticked = await a.app.inject({ method: 'DELETE', url, headers });
      expect(unticked.statusCode, unticked.body).toBe(200);
      await expect.poll(() => lessonsOn(b.app), { timeout: 2_000 }).toEqual([false]);
      expect(events).toEqual([
        event('lesson-progress', 'hours', 'xp', 'attendance'),
        event('lesson-progress', 'hours', 'confirmations', 'xp'),
      ]);
    } finally {
      await close();
    }
  });
});

const CLASS = { title: 'Math', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], startTime: '09:00', endTime: '10:00' };

async function addClass(user: TestUser): Promise<string> {
  return (await ok(user, 'POST', '/api/classes', CLASS)).id as string;
}
