import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { taskSchema, todayTasksSchema } from '@shared/schemas/tasks';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { parentScope } from '@tests/setup/scope';
import { tasksService } from './tasks.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Puts a task straight into the table, as if it had been added on `day`. */
async function seedTask(
  user: TestUser,
  day: string,
  title: string,
  opts: {
    priority?: 'low' | 'medium' | 'high';
    completed?: boolean;
    at?: string;
    studentId?: string;
    /** A child's tick waiting for a parent: the child's member id. */
    pendingBy?: string;
  } = {},
) {
  const createdAt = opts.at ?? `${day}T12:00:00.000Z`;
  await t.deps.db
    .insertInto('tasks')
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      studentId: opts.studentId ?? user.studentId,
      title,
      priority: opts.priority ?? 'medium',
      completed: opts.completed ? 1 : 0,
      completedAt: opts.completed ? createdAt : null,
      createdDate: day,
      createdAt,
      pendingBy: opts.pendingBy ?? null,
    })
    .execute();
}

const getToday = async (user: TestUser, studentId = user.studentId) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/students/${studentId}/tasks/today`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  // The route skips zod on the way out: every body must still be exactly what the schema describes.
  const exact = todayTasksSchema.extend({ tasks: taskSchema.strict().array() }).strict();
  expect(exact.parse(res.json())).toEqual(res.json());
  return res.json() as {
    date: string;
    tasks: { id: string; title: string; priority: string; completed: boolean; createdDate: string }[];
    carriedForward: number;
  };
};

const tasksOn = (user: TestUser, day: string, studentId = user.studentId) =>
  t.deps.db
    .selectFrom('tasks')
    .select(['title', 'priority', 'completed'])
    .where('userId', '=', user.id)
    .where('studentId', '=', studentId)
    .where('createdDate', '=', day)
    .orderBy('title')
    .execute();

/** The user's child's scope as a request at `now` would have it. */
const child = (user: TestUser, now: Date) => parentScope(t.deps, user, { now });

const addChild = async (user: TestUser, name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    payload: { name, age: 7 },
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe(`tasks: today and carry-forward (${dialect})`, () => {
  it("copies exactly yesterday's incomplete tasks (title, priority) once, as new incomplete tasks", async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const today = todayIn('America/New_York');
    const yesterday = addDaysIso(today, -1);
    await seedTask(user, yesterday, 'Read chapter 3', { priority: 'high', at: `${yesterday}T10:00:00.000Z` });
    await seedTask(user, yesterday, 'Practice piano', { priority: 'low', at: `${yesterday}T11:00:00.000Z` });
    await seedTask(user, yesterday, 'Already done', { completed: true });
    await seedTask(user, addDaysIso(today, -2), 'Two days ago');

    const first = await getToday(user);
    expect(first.date).toBe(today);
    expect(first.carriedForward).toBe(2);
    // Yesterday's order is kept: newest first.
    expect(first.tasks.map((x) => [x.title, x.priority, x.completed, x.createdDate])).toEqual([
      ['Practice piano', 'low', false, today],
      ['Read chapter 3', 'high', false, today],
    ]);

    const second = await getToday(user);
    expect(second.carriedForward).toBe(0);
    expect(second.tasks.map((x) => x.id)).toEqual(first.tasks.map((x) => x.id));
    // Yesterday's rows are copied, not moved.
    expect(await tasksOn(user, yesterday)).toHaveLength(3);
  });

  it("does not carry forward yesterday's to-do the child ticked that waits for a parent", async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const today = todayIn('America/New_York');
    const yesterday = addDaysIso(today, -1);
    await seedTask(user, yesterday, 'Open one');
    await seedTask(user, yesterday, 'Ticked, waiting', { pendingBy: user.studentId });
    const first = await getToday(user);
    expect(first.carriedForward).toBe(1);
    expect(first.tasks.map((x) => x.title)).toEqual(['Open one']);
  });

  it('carries forward once per day even when today is emptied afterwards', async () => {
    const user = await signUpUser(t.app);
    const today = todayIn('America/New_York');
    await seedTask(user, addDaysIso(today, -1), 'Spelling list');
    const first = await getToday(user);
    expect(first.carriedForward).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/students/${user.studentId}/tasks/${first.tasks[0]!.id}`,
      headers: { cookie: user.cookie },
    });
    expect(del.statusCode).toBe(204);
    const again = await getToday(user);
    expect(again).toMatchObject({ carriedForward: 0, tasks: [] });
  });

  it('does nothing when today already has tasks', async () => {
    const user = await signUpUser(t.app);
    const today = todayIn('America/New_York');
    await seedTask(user, addDaysIso(today, -1), 'Left over');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/tasks`,
      payload: { title: 'Fresh start' },
      headers: { cookie: user.cookie },
    });
    expect(added.statusCode).toBe(201);
    const res = await getToday(user);
    expect(res.carriedForward).toBe(0);
    expect(res.tasks.map((x) => x.title)).toEqual(['Fresh start']);
  });

  it('copies once under 10 concurrent requests for today (two tabs racing)', async () => {
    const user = await signUpUser(t.app);
    const today = todayIn('America/New_York');
    for (const title of ['Math worksheet', 'Science reading', 'Clean desk'])
      await seedTask(user, addDaysIso(today, -1), title);
    const results = await Promise.all(Array.from({ length: 10 }, () => getToday(user)));
    expect(results.map((r) => r.carriedForward).reduce((a, b) => a + b, 0)).toBe(3);
    expect(results.filter((r) => r.carriedForward > 0)).toHaveLength(1);
    for (const r of results) expect(r.tasks).toHaveLength(3);
    expect(await tasksOn(user, today)).toHaveLength(3);
  });

  it('copies once when 10 service calls race for the same account (the dashboard path)', async () => {
    const user = await signUpUser(t.app);
    const now = new Date('2026-05-12T15:00:00.000Z');
    await seedTask(user, '2026-05-11', 'Geography quiz');
    await seedTask(user, '2026-05-11', 'Library books');
    const service = tasksService(t.deps, { now: () => now });
    const scope = await child(user, now);
    const results = await Promise.all(Array.from({ length: 10 }, () => service.today(scope)));
    expect(results.map((r) => r.carriedForward).sort((a, b) => b - a)).toEqual([
      2, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(await tasksOn(user, '2026-05-12')).toEqual([
      { title: 'Geography quiz', priority: 'medium', completed: 0 },
      { title: 'Library books', priority: 'medium', completed: 0 },
    ]);
  });

  it('lists to-dos added within one millisecond newest first, as they were added', async () => {
    const user = await signUpUser(t.app);
    const now = new Date('2026-05-12T15:00:00.000Z');
    const service = tasksService(t.deps, { now: () => now });
    const scope = await child(user, now);
    for (const title of ['First', 'Second', 'Third', 'Fourth'])
      await service.create(scope, { title, priority: 'medium' });
    const { tasks } = await service.today(scope);
    expect(tasks.map((x) => x.title)).toEqual(['Fourth', 'Third', 'Second', 'First']);
    expect(new Set(tasks.map((x) => x.createdAt)).size).toBe(4);
  });

  it("follows the account's timezone across midnight (fixed clock)", async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    await seedTask(user, '2026-03-09', 'Finish essay', { priority: 'high' });
    // 03:30 UTC on 10 March is 23:30 on 9 March in New York (EDT since the 8th): still the 9th.
    const beforeMidnight = new Date('2026-03-10T03:30:00.000Z');
    const before = await tasksService(t.deps, { now: () => beforeMidnight }).today(
      await child(user, beforeMidnight),
    );
    expect(before).toMatchObject({ date: '2026-03-09', carriedForward: 0 });
    expect(before.tasks.map((x) => x.title)).toEqual(['Finish essay']);
    // An hour later it is 00:30 on the 10th in New York: the new day carries the essay forward.
    const afterMidnight = new Date('2026-03-10T04:30:00.000Z');
    const after = tasksService(t.deps, { now: () => afterMidnight });
    const next = await after.today(await child(user, afterMidnight));
    expect(next).toMatchObject({ date: '2026-03-10', carriedForward: 1 });
    expect(next.tasks).toMatchObject([
      { title: 'Finish essay', priority: 'high', completed: false, createdDate: '2026-03-10' },
    ]);
    // A task added at that moment belongs to the 10th as well.
    const added = await after.create(await child(user, afterMidnight), {
      title: 'Call grandma',
      priority: 'medium',
    });
    expect(added.createdDate).toBe('2026-03-10');
  });

  it('uses each account its own timezone at the same instant', async () => {
    const tokyo = await signUpUser(t.app, { timezone: 'Asia/Tokyo' });
    const la = await signUpUser(t.app, { timezone: 'America/Los_Angeles' });
    const now = new Date('2026-07-01T20:00:00.000Z');
    const service = tasksService(t.deps, { now: () => now });
    expect((await service.today(await child(tokyo, now))).date).toBe('2026-07-02');
    expect((await service.today(await child(la, now))).date).toBe('2026-07-01');
  });

  it("never copies another account's tasks", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await seedTask(owner, addDaysIso(todayIn('America/New_York'), -1), 'Owner only');
    expect(await getToday(other)).toMatchObject({ carriedForward: 0, tasks: [] });
    expect((await getToday(owner)).carriedForward).toBe(1);
  });

  it("carries each child's own tasks forward, once per child per day", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user, 'June');
    const yesterday = addDaysIso(todayIn('America/New_York'), -1);
    await seedTask(user, yesterday, 'First child homework');
    await seedTask(user, yesterday, 'Second child reading', { studentId: second });
    await seedTask(user, yesterday, 'Second child piano', { studentId: second });

    const firstToday = await getToday(user);
    expect(firstToday.carriedForward).toBe(1);
    expect(firstToday.tasks.map((x) => x.title)).toEqual(['First child homework']);
    // The first child's load claimed its own day only: the second child's tasks still carry.
    const secondToday = await getToday(user, second);
    expect(secondToday.carriedForward).toBe(2);
    expect(secondToday.tasks.map((x) => x.title).sort()).toEqual([
      'Second child piano',
      'Second child reading',
    ]);
    expect((await getToday(user, second)).carriedForward).toBe(0);
    expect((await getToday(user)).tasks).toHaveLength(1);
    const guards = await t.deps.db
      .selectFrom('taskCarryForward')
      .select(['studentId', 'carried'])
      .where('userId', '=', user.id)
      .orderBy('carried')
      .execute();
    expect(guards).toEqual([
      { studentId: user.studentId, carried: 1 },
      { studentId: second, carried: 2 },
    ]);
  });

  it("adds, completes and deletes a child's tasks only under that child; the other child's ids are 404", async () => {
    const user = await signUpUser(t.app);
    const second = await addChild(user, 'Nia');
    const headers = { cookie: user.cookie };
    const mine = (
      await t.app.inject({
        method: 'POST',
        url: `/api/students/${second}/tasks`,
        payload: { title: 'Second only' },
        headers,
      })
    ).json();
    expect((await getToday(user, second)).tasks.map((x) => x.title)).toEqual(['Second only']);
    expect((await getToday(user)).tasks).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/students/${user.studentId}/tasks/${mine.id}`,
        payload: method === 'PATCH' ? { completed: true } : undefined,
        headers,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await getToday(user, second)).tasks).toMatchObject([{ id: mine.id, completed: false }]);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${second}/tasks/${mine.id}`,
      payload: { completed: true },
      headers,
    });
    expect(done.statusCode).toBe(200);
    const students = (await t.app.inject({ method: 'GET', url: '/api/students', headers })).json() as {
      id: string;
      xp: number;
    }[];
    expect(Object.fromEntries(students.map((s) => [s.id, s.xp]))).toEqual({
      [user.studentId]: 0,
      [second]: 10,
    });
    const other = await signUpUser(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/students/${second}/tasks/today`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const sneaky = await t.app.inject({
      method: 'POST',
      url: `/api/students/${second}/tasks`,
      payload: { title: 'Sneaky' },
      headers: { cookie: other.cookie },
    });
    expect(sneaky.statusCode).toBe(404);
    expect(await tasksOn(user, todayIn('America/New_York'), second)).toEqual([
      { title: 'Second only', priority: 'medium', completed: 1 },
    ]);
  });
});
