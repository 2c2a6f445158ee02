import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekdayOf } from '../../../shared/domain/dates';
import { dashboardSchema } from '../../../shared/schemas/dashboard';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '../../../../tests/setup/api';

let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (queries += 1) });
});
afterAll(async () => {
  await t.close();
});

const get = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: user.cookie } });
const today = () => todayIn('America/New_York');

async function countQueries(user: TestUser) {
  const before = queries;
  const res = await get(user);
  expect(res.statusCode).toBe(200);
  return queries - before;
}

/** Bulk rows for one account: past tasks, attendance days and calendar events. */
async function seed(userId: string, rows: number) {
  const now = new Date().toISOString();
  const third = Math.floor(rows / 3);
  const chunk = async <T>(values: T[], insert: (v: T[]) => Promise<unknown>) => {
    for (let i = 0; i < values.length; i += 500) await insert(values.slice(i, i + 500));
  };
  const start = '1990-01-01';
  await chunk(
    Array.from({ length: third }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      title: `Task ${i}`,
      priority: 'medium' as const,
      completed: i % 2,
      completedAt: null,
      createdDate: addDaysIso(start, i % 5000),
      createdAt: now,
    })),
    (v) => t.deps.db.insertInto('tasks').values(v).execute(),
  );
  await chunk(
    Array.from({ length: third }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      date: addDaysIso(start, i),
      present: i % 4 ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })),
    (v) => t.deps.db.insertInto('attendance').values(v).execute(),
  );
  await chunk(
    Array.from({ length: rows - 2 * third }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      title: `Event ${i}`,
      eventDate: addDaysIso(start, i % 9000),
      eventTime: null,
      description: null,
      classId: null,
      createdAt: now,
    })),
    (v) => t.deps.db.insertInto('calendarEvents').values(v).execute(),
  );
}

describe(`dashboard (${dialect})`, () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('returns everything the dashboard shows in one response', async () => {
    const user = await signUpUser(t.app, { displayName: 'Maya Johnson', timezone: 'America/New_York' });
    const headers = { cookie: user.cookie };
    const cls = await t.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers,
      payload: { title: 'Math', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], startTime: '09:00', endTime: '10:30' },
    });
    expect(cls.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: { title: 'Museum trip', date: today() },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers,
      payload: { title: 'Read a chapter', priority: 'high' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/attendance',
      headers,
      payload: { dates: [today()], status: 'present' },
    });

    const body = (await get(user)).json();
    // The route skips zod on the way out: the body must still be exactly what the schema describes.
    expect(dashboardSchema.strict().parse(body)).toEqual(body);
    expect(body.displayName).toBe('Maya Johnson');
    expect(body.today).toBe(today());
    expect(body.week).toHaveLength(7);
    expect(body.classes.map((c: { title: string }) => c.title)).toEqual(['Math']);
    expect(body.totalHoursPerWeek).toBe(10.5);
    expect(body.events.map((e: { title: string }) => e.title)).toContain('Museum trip');
    expect(body.upcomingEventsThisWeek).toBe(1);
    expect(body.tasks.tasks.map((x: { title: string }) => x.title)).toEqual(['Read a chapter']);
    expect(body.attendance).toMatchObject({ weekPresent: 1, weekRecorded: 1, ratePercent: 100 });
    expect(body.game).toMatchObject({ xp: 5, level: 0, xpToNextLevel: 95 });
  });

  it("reads each part as that feature's own endpoint does, order included (one combined statement)", async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const headers = { cookie: user.cookie };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    for (const [title, days] of [
      ['Art', [1, 3]],
      ['Biology', [2, 4]],
      ['Chess', [0, 5, 6]],
    ] as const) {
      const res = await post('/api/classes', {
        title,
        daysOfWeek: days,
        startTime: '09:00',
        endTime: '10:00',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const [title, offset] of [
      ['Zoo', 0],
      ['Aquarium', 0],
      ['Library', 3],
    ] as const) {
      await post('/api/events', {
        title,
        date: addDaysIso(today(), offset),
        description: 'Bring a "notebook" ✓',
      });
    }
    const tasks = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth'])
      tasks.push((await post('/api/tasks', { title, priority: 'low' })).json());
    await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${tasks[1].id}`,
      headers,
      payload: { completed: true },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/attendance',
      headers,
      payload: { dates: [today(), addDaysIso(today(), -1)], status: 'present' },
    });

    const body = (await get(user)).json();
    const endpoint = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(body.classes).toEqual(await endpoint('/api/classes'));
    expect(body.events).toEqual(
      await endpoint(`/api/events?from=${body.week[0]}&to=${body.events.at(-1).date}`),
    );
    expect(body.tasks).toEqual(await endpoint('/api/tasks/today'));
    expect(body.attendance).toEqual(await endpoint('/api/attendance/summary'));
    expect(body.game).toEqual(await endpoint('/api/game'));
    expect(body.tasks.tasks.map((x: { title: string }) => x.title)).toEqual([
      'Fourth',
      'Third',
      'First',
      'Second',
    ]);
  });

  it('shows the game as /api/game does when the read takes more: an achievement to record, a streak beyond the recent dates', async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    // Every school day of the last 300 days, written directly: Study Streak and Perfect Month are earned but
    // not recorded, and the current streak is longer than the recent dates the statement reads.
    const now = new Date().toISOString();
    const dates: string[] = [];
    for (let d = addDaysIso(today(), -300); d < today(); d = addDaysIso(d, 1))
      if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) dates.push(d);
    await t.deps.db
      .insertInto('attendance')
      .values(
        dates.map((date) => ({
          id: crypto.randomUUID(),
          userId: user.id,
          date,
          present: 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const game = (await get(user)).json().game;
    expect(game.currentStreak).toBe(dates.length);
    const unlocked = (id: string) => game.achievements.find((a: { id: string }) => a.id === id).unlocked;
    expect(unlocked('study-streak') && unlocked('perfect-month')).toBe(true);
    expect(game).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/game', headers: { cookie: user.cookie } })).json(),
    );
  });

  it("follows a timezone change at once: the day is the new timezone's on the next load", async () => {
    // UTC+14 and UTC−11 are 25 hours apart: their dates always differ.
    const user = await signUpUser(t.app, { timezone: 'Pacific/Kiritimati' });
    expect((await get(user)).json().today).toBe(todayIn('Pacific/Kiritimati'));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: user.cookie },
      payload: { timezone: 'Pacific/Pago_Pago' },
    });
    expect(patch.statusCode).toBe(200);
    const body = (await get(user)).json();
    expect(body.today).toBe(todayIn('Pacific/Pago_Pago'));
    expect(body.tasks.date).toBe(todayIn('Pacific/Pago_Pago'));
    expect((await get(user)).json().today).toBe(todayIn('Pacific/Pago_Pago'));
  });

  it("never shows another account's data", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: a.cookie },
      payload: { title: 'Secret task' },
    });
    const body = (await get(b)).json();
    expect(body.tasks.tasks).toEqual([]);
    expect(body.classes).toEqual([]);
  });

  it('uses the same number of queries for an account with 10 rows and one with 10,000', async () => {
    const small = await signUpUser(t.app);
    const large = await signUpUser(t.app);
    await seed(small.id, 10);
    await seed(large.id, 10_000);
    // The first load of a day may carry tasks forward and record unlocks; compare steady-state loads.
    await get(small);
    await get(large);
    const smallCount = await countQueries(small);
    const largeCount = await countQueries(large);
    expect(smallCount).toBeGreaterThan(0);
    expect(largeCount).toBe(smallCount);
    // The session check's reads, then one statement for the whole page.
    expect(smallCount).toBeLessThanOrEqual(3);
  });
});
