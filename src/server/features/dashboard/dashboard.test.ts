import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekdayOf } from '@shared/domain/dates';
import { dashboardSchema } from '@shared/schemas/dashboard';
import { familyOverviewSchema } from '@shared/schemas/family';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';

let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (queries += 1) });
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);
const get = (user: TestUser, studentId = user.studentId) =>
  call(user, 'GET', `/api/students/${studentId}/dashboard`);
const overview = (user: TestUser) => call(user, 'GET', '/api/family/overview');

const addChild = async (user: TestUser, name: string) => {
  const res = await call(user, 'POST', '/api/students', { name, age: 9 });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

/** Enrols exactly these children in the class (written directly; the classes feature's own tests cover its routes). */
async function enrol(user: TestUser, classId: string, studentIds: string[]) {
  await t.deps.db
    .deleteFrom('classStudents')
    .where('userId', '=', user.id)
    .where('classId', '=', classId)
    .execute();
  await t.deps.db
    .insertInto('classStudents')
    .values(studentIds.map((studentId) => ({ classId, studentId, userId: user.id })))
    .execute();
}

/** Attendance rows for one child (written directly; the attendance feature's own tests cover marking). */
async function markPresent(user: TestUser, dates: string[], studentId = user.studentId, present = 1) {
  const now = new Date().toISOString();
  await t.deps.db
    .insertInto('attendance')
    .values(
      dates.map((date) => ({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId,
        date,
        present,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}
const today = () => todayIn('America/New_York');

/** The statements of a load that computes the page (the kept body forgotten first, ADR 019). */
async function countQueries(user: TestUser, opts: { kept?: boolean } = {}) {
  if (!opts.kept) t.deps.readCache.invalidate(user.id);
  const before = queries;
  const res = await get(user);
  expect(res.statusCode).toBe(200);
  return queries - before;
}

/** Bulk rows for one account: past tasks, attendance days and calendar events. */
async function seed(user: TestUser, rows: number) {
  const userId = user.id;
  const studentId = user.studentId;
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
      studentId,
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
      studentId,
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
    expect((await t.app.inject({ method: 'GET', url: '/api/students/x/dashboard' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/family/overview' })).statusCode).toBe(401);
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
    await enrol(user, cls.json().id, [user.studentId]);
    await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: { title: 'Museum trip', date: today() },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/tasks`,
      headers,
      payload: { title: 'Read a chapter', priority: 'high' },
    });
    await markPresent(user, [today()]);

    const task = (
      await t.app.inject({ method: 'GET', url: `/api/students/${user.studentId}/tasks/today`, headers })
    ).json().tasks[0];
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${user.studentId}/tasks/${task.id}`,
      headers,
      payload: { completed: true },
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
    expect(
      body.tasks.tasks.map((x: { title: string; completed: boolean }) => [x.title, x.completed]),
    ).toEqual([['Read a chapter', true]]);
    expect(body.attendance).toMatchObject({ weekPresent: 1, weekRecorded: 1, ratePercent: 100 });
    expect(body.game).toMatchObject({ xp: 10, level: 0, xpToNextLevel: 90 });
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
      await enrol(user, res.json().id, [user.studentId]);
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
      tasks.push((await post(`/api/students/${user.studentId}/tasks`, { title, priority: 'low' })).json());
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${user.studentId}/tasks/${tasks[1].id}`,
      headers,
      payload: { completed: true },
    });
    await markPresent(user, [today(), addDaysIso(today(), -1)]);

    const body = (await get(user)).json();
    const endpoint = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
    expect(body.classes).toEqual(await endpoint('/api/classes'));
    expect(body.events).toEqual(
      await endpoint(`/api/events?from=${body.week[0]}&to=${body.events.at(-1).date}`),
    );
    expect(body.tasks).toEqual(await endpoint(`/api/students/${user.studentId}/tasks/today`));
    expect(body.attendance).toMatchObject({ overallPresent: 2, overallRecorded: 2, ratePercent: 100 });
    expect(body.game).toEqual(await endpoint(`/api/students/${user.studentId}/game`));
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
          studentId: user.studentId,
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
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/students/${user.studentId}/game`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    );
  });

  it('shows the school year today is in, with the breaks that apply to the child, in the same one statement', async () => {
    const user = await signUpUser(t.app, { timezone: 'America/New_York' });
    const second = await addChild(user, 'Leo');
    const headers = { cookie: user.cookie };
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await get(user);
    expect((await get(user)).json().schoolYear).toBeNull();
    const day = (n: number) => addDaysIso(today(), n);
    // A year that ended before this one, and the one today is in.
    await post('/api/school-years', { name: 'Last year', startDate: day(-300), endDate: day(-101) });
    const year = await post('/api/school-years', {
      name: 'This year',
      startDate: day(-100),
      endDate: day(100),
    });
    await post(`/api/school-years/${year.id}/breaks`, {
      label: 'Family',
      startDate: day(-50),
      endDate: day(-45),
    });
    await post(`/api/school-years/${year.id}/breaks`, {
      label: 'First',
      startDate: day(-30),
      endDate: day(-29),
      studentIds: [user.studentId],
    });
    await post(`/api/school-years/${year.id}/breaks`, {
      label: 'Leo',
      startDate: day(10),
      endDate: day(12),
      studentIds: [second],
    });
    const body = (await get(user)).json();
    expect(dashboardSchema.strict().parse(body)).toEqual(body);
    expect(body.schoolYear).toEqual({
      id: year.id,
      name: 'This year',
      startDate: day(-100),
      endDate: day(100),
      weekdays: [1, 2, 3, 4, 5],
      breaks: [
        { startDate: day(-50), endDate: day(-45) },
        { startDate: day(-30), endDate: day(-29) },
      ],
    });
    expect((await get(user, second)).json().schoolYear.breaks).toEqual([
      { startDate: day(-50), endDate: day(-45) },
      { startDate: day(10), endDate: day(12) },
    ]);
    // Still the session check, the child check and one statement.
    expect(await countQueries(user)).toBeLessThanOrEqual(4);
    // Another family's year never shows.
    const other = await signUpUser(t.app, { timezone: 'America/New_York' });
    expect((await get(other)).json().schoolYear).toBeNull();
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
      url: `/api/students/${a.studentId}/tasks`,
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
    await seed(small, 10);
    await seed(large, 10_000);
    // The first load of a day may carry tasks forward and record unlocks; compare steady-state loads.
    await get(small);
    await get(large);
    const smallCount = await countQueries(small);
    const largeCount = await countQueries(large);
    expect(smallCount).toBeGreaterThan(0);
    expect(largeCount).toBe(smallCount);
    // The session check's reads, the child check, then one statement for the whole page.
    expect(smallCount).toBeLessThanOrEqual(4);
    // Until the family changes, a load serves the kept body: no statement at all (the session is cached too).
    expect(await countQueries(large, { kept: true })).toBe(0);
  });

  it("shows child 2's dashboard: its name, tasks, xp and only its enrolled classes; the family's events and its own", async () => {
    const user = await signUpUser(t.app, { displayName: 'Maya Johnson', timezone: 'America/New_York' });
    const second = await addChild(user, 'Leo Johnson');
    const headers = { cookie: user.cookie };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    const art = (
      await post('/api/classes', {
        title: 'Art',
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        startTime: '09:00',
        endTime: '10:00',
      })
    ).json();
    const chess = (
      await post('/api/classes', {
        title: 'Chess',
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        startTime: '11:00',
        endTime: '12:00',
        startDate: addDaysIso(today(), -7),
        endDate: addDaysIso(today(), 30),
      })
    ).json();
    await enrol(user, art.id, [user.studentId]);
    await enrol(user, chess.id, [second]);
    await post('/api/events', { title: 'Family picnic', date: today() });
    const firstOnly = (await post('/api/events', { title: 'First child dentist', date: today() })).json();
    const secondOnly = (await post('/api/events', { title: 'Second child recital', date: today() })).json();
    await t.deps.db
      .updateTable('calendarEvents')
      .set({ studentId: user.studentId })
      .where('id', '=', firstOnly.id)
      .execute();
    await t.deps.db
      .updateTable('calendarEvents')
      .set({ studentId: second })
      .where('id', '=', secondOnly.id)
      .execute();
    await post(`/api/students/${user.studentId}/tasks`, { title: 'First child task' });
    const leoTask = (await post(`/api/students/${second}/tasks`, { title: 'Leo task' })).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${second}/tasks/${leoTask.id}`,
      headers,
      payload: { completed: true },
    });
    await markPresent(user, [today()], second);

    const body = (await get(user, second)).json();
    expect(dashboardSchema.strict().parse(body)).toEqual(body);
    expect(body.displayName).toBe('Leo Johnson');
    expect(body.classes.map((c: { title: string }) => c.title)).toEqual(['Chess']);
    const titles = body.events.map((e: { title: string }) => e.title);
    expect(titles).toContain('Family picnic');
    expect(titles).toContain('Second child recital');
    expect(titles).not.toContain('First child dentist');
    expect(
      body.events.filter((e: { classId: string | null }) => e.classId === chess.id).length,
    ).toBeGreaterThan(0);
    expect(body.tasks.tasks.map((x: { title: string }) => x.title)).toEqual(['Leo task']);
    expect(body.game).toMatchObject({ xp: 10, level: 0 });
    expect(body.attendance).toMatchObject({ weekPresent: 1, weekRecorded: 1 });

    const first = (await get(user)).json();
    expect(first.displayName).toBe('Maya Johnson');
    expect(first.classes.map((c: { title: string }) => c.title)).toEqual(['Art']);
    expect(first.tasks.tasks.map((x: { title: string }) => x.title)).toEqual(['First child task']);
    expect(first.game.xp).toBe(0);
    expect(first.attendance).toMatchObject({ weekPresent: 0, weekRecorded: 0 });
    expect(first.events.map((e: { title: string }) => e.title)).not.toContain('Second child recital');

    // Another family's child: 404.
    const other = await signUpUser(t.app);
    expect((await get(other, second)).statusCode).toBe(404);
  });

  it('lists every child on the family overview with its counts and next class, in one request', async () => {
    const user = await signUpUser(t.app, { displayName: 'Maya Johnson', timezone: 'America/New_York' });
    const second = await addChild(user, 'Leo Johnson');
    const headers = { cookie: user.cookie };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
    const tomorrowWeekday = weekdayOf(addDaysIso(today(), 1));
    const chess = (
      await post('/api/classes', {
        title: 'Chess',
        daysOfWeek: [tomorrowWeekday],
        startTime: '11:00',
        endTime: '12:00',
        startDate: addDaysIso(today(), -7),
        endDate: addDaysIso(today(), 30),
      })
    ).json();
    await enrol(user, chess.id, [second]);
    for (const title of ['One', 'Two', 'Three'])
      await post(`/api/students/${user.studentId}/tasks`, { title });
    const done = (await post(`/api/students/${user.studentId}/tasks`, { title: 'Done' })).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${user.studentId}/tasks/${done.id}`,
      headers,
      payload: { completed: true },
    });
    await post(`/api/students/${second}/tasks`, { title: 'Leo only' });
    await markPresent(user, [today()], user.studentId);
    await markPresent(user, [today()], second, 0);
    // Yesterday's incomplete task of the second child is carried forward by the overview itself.
    await t.deps.db
      .insertInto('tasks')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: second,
        title: 'Left over',
        priority: 'low',
        completed: 0,
        completedAt: null,
        createdDate: addDaysIso(today(), -1),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const third = await addChild(user, 'Ada Johnson');
    await t.deps.db
      .insertInto('tasks')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        studentId: third,
        title: 'Carried',
        priority: 'low',
        completed: 0,
        completedAt: null,
        createdDate: addDaysIso(today(), -1),
        createdAt: new Date().toISOString(),
      })
      .execute();

    const res = await overview(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(familyOverviewSchema.strict().parse(body)).toEqual(body);
    expect(body.today).toBe(today());
    expect(body.children.map((c: { student: { name: string } }) => c.student.name)).toEqual([
      'Maya Johnson',
      'Leo Johnson',
      'Ada Johnson',
    ]);
    const [maya, leo, ada] = body.children;
    expect(maya).toMatchObject({
      tasksToday: 4,
      tasksDoneToday: 1,
      attendanceWeek: { present: 1, recorded: 1 },
      nextClass: null,
    });
    // Leo's today already had a task, so nothing carries; Ada's first load of the day carries yesterday's.
    expect(leo).toMatchObject({
      tasksToday: 1,
      tasksDoneToday: 0,
      attendanceWeek: { present: 0, recorded: 1 },
    });
    expect(leo.nextClass).toEqual({
      classId: chess.id,
      title: 'Chess',
      emoji: chess.emoji,
      date: addDaysIso(today(), 1),
      startTime: '11:00',
    });
    expect(ada).toMatchObject({
      tasksToday: 1,
      tasksDoneToday: 0,
      attendanceWeek: { present: 0, recorded: 0 },
      nextClass: null,
    });

    // Another family sees only its own child.
    const other = await signUpUser(t.app);
    const theirs = (await overview(other)).json();
    expect(theirs.children.map((c: { student: { id: string } }) => c.student.id)).toEqual([other.studentId]);
  });
});
