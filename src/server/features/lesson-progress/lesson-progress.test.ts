import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, mondayOf, todayIn, weekdayOf } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import { dashboardSchema } from '@shared/schemas/dashboard';
import { weekSchema, type Week } from '@shared/schemas/lesson-plan';
import { countAllRows, snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type Method,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addBreak, addLessons, addSchoolYear } from '@tests/setup/lesson-plans';

let t: TestApp;
let queries = 0;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: () => (queries += 1) });
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const { call, ok } = apiRequests(() => t.app);

const complete = (user: TestUser, lessonId: string, body?: object, studentId = user.studentId) =>
  call(user, 'POST', `/api/students/${studentId}/lessons/${lessonId}/complete`, body);
const uncomplete = (user: TestUser, lessonId: string, studentId = user.studentId) =>
  call(user, 'DELETE', `/api/students/${studentId}/lessons/${lessonId}/complete`);
const skipUrl = (studentId: string, classId: string, date: string) =>
  `/api/students/${studentId}/classes/${classId}/skips/${date}`;

async function addClass(user: TestUser, title: string, daysOfWeek: number[], studentIds?: string[]) {
  return (
    await ok(user, 'POST', '/api/classes', {
      title,
      daysOfWeek,
      startTime: '09:00',
      endTime: '10:00',
      ...(studentIds ? { studentIds } : {}),
    })
  ).id as string;
}

async function addChild(user: TestUser, name: string): Promise<string> {
  return (await ok(user, 'POST', '/api/students', { name, age: 8 })).id as string;
}

/** A family with one child and a class every day of the week with `n` lessons 'Lesson 1'…. */
async function family(n = 10) {
  const user = await signUpUser(t.app, { displayName: 'Ada Lovelace', timezone: TZ });
  const classId = await addClass(user, 'Math', EVERY_DAY);
  const lessons = await addLessons(
    t.deps.db,
    user,
    classId,
    Array.from({ length: n }, (_, i) => `Lesson ${i + 1}`),
  );
  return { user, classId, lessons };
}

const xpOf = async (user: TestUser, studentId = user.studentId) =>
  ((await ok(user, 'GET', '/api/me')).students as { id: string; xp: number }[]).find(
    (s) => s.id === studentId,
  )!.xp;

const completionRows = (user: TestUser) =>
  t.deps.db.selectFrom('lessonCompletions').selectAll().where('userId', '=', user.id).execute();

const attendanceOn = async (user: TestUser, date: string, studentId = user.studentId) =>
  (
    await t.deps.db
      .selectFrom('attendance')
      .select('present')
      .where('userId', '=', user.id)
      .where('studentId', '=', studentId)
      .where('date', '=', date)
      .executeTakeFirst()
  )?.present;

async function weekOf(user: TestUser, start?: string, studentId?: string): Promise<Week> {
  const path = studentId ? `/api/students/${studentId}/week` : '/api/week';
  const body = await ok(user, 'GET', `${path}${start ? `?start=${start}` : ''}`);
  expect(weekSchema.safeParse(body).success, JSON.stringify(weekSchema.safeParse(body).error?.issues)).toBe(
    true,
  );
  return body as Week;
}

/** The titles of a child's lessons on a day (from the week holding it), placed ('…') or done ('✓ …'). */
async function lessonsOn(user: TestUser, date: string, studentId = user.studentId): Promise<string[]> {
  const week = await weekOf(user, mondayOf(date));
  const day = week.children.find((c) => c.student.id === studentId)!.days.find((d) => d.date === date)!;
  return day.lessons.map((l) => `${l.done ? '✓ ' : ''}${l.title}`);
}

describe(`completing lessons (${dialect})`, () => {
  it('records the completion, +15 xp and the day marked present (+5); completing again changes nothing', async () => {
    const { user, classId, lessons } = await family();
    const res = await complete(user, lessons[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      lessonId: lessons[0],
      classId,
      studentId: user.studentId,
      completed: true,
      date: today(),
      minutes: 45,
      xpChange: 20,
      attendanceMarked: true,
      pending: false,
    });
    const [row, ...more] = await completionRows(user);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      studentId: user.studentId,
      lessonId: lessons[0],
      classId,
      date: today(),
      minutes: 45,
      recordedBy: user.id,
    });
    expect(Date.parse(row!.recordedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Number(await attendanceOn(user, today()))).toBe(1);
    expect(await xpOf(user)).toBe(20);
    const ledger = await t.deps.db
      .selectFrom('xpLedger')
      .select(['sourceKind', 'sourceId', 'xp'])
      .where('userId', '=', user.id)
      .orderBy('sourceKind')
      .execute();
    expect(ledger.map((l) => [l.sourceKind, l.sourceId, Number(l.xp)])).toEqual([
      ['attendance', today(), 5],
      ['lesson', lessons[0], 15],
    ]);

    const again = await complete(user, lessons[0]!, { date: addDaysIso(today(), -1), minutes: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      completed: true,
      date: today(),
      minutes: 45,
      xpChange: 0,
      attendanceMarked: false,
    });
    expect(await completionRows(user)).toHaveLength(1);
    expect(await xpOf(user)).toBe(20);
  });

  it('dates it the day it was done, with the minutes given; an absent day stays absent, a present one earns no more', async () => {
    const { user, lessons } = await family();
    const yesterday = addDaysIso(today(), -1);
    const before = addDaysIso(today(), -2);
    await ok(user, 'PUT', '/api/attendance', {
      studentIds: [user.studentId],
      dates: [yesterday],
      status: 'absent',
    });
    await ok(user, 'PUT', '/api/attendance', {
      studentIds: [user.studentId],
      dates: [before],
      status: 'present',
    });
    const xp = await xpOf(user);
    const one = await complete(user, lessons[0]!, { date: yesterday, minutes: 30 });
    expect(one.json()).toMatchObject({ date: yesterday, minutes: 30, xpChange: 15, attendanceMarked: false });
    expect(Number(await attendanceOn(user, yesterday))).toBe(0);
    const two = await complete(user, lessons[1]!, { date: before, minutes: 0 });
    expect(two.json()).toMatchObject({ date: before, minutes: 0, xpChange: 15, attendanceMarked: false });
    expect(await xpOf(user)).toBe(xp + 30);
    expect((await completionRows(user)).map((r) => [r.date, Number(r.minutes)]).sort()).toEqual(
      [
        [before, 0],
        [yesterday, 30],
      ].sort(),
    );
  });

  it("refuses a day that hasn't come, a day before the class's school year, bad minutes and bad dates; nothing written", async () => {
    const { user, classId, lessons } = await family();
    await addSchoolYear(
      t.deps.db,
      user,
      { startDate: addDaysIso(today(), -3), endDate: addDaysIso(today(), 200), weekdays: EVERY_DAY },
      [classId],
    );
    const before = await countAllRows(t.deps.db);
    const xp = await xpOf(user);
    const cases: [object, string][] = [
      [{ date: addDaysIso(today(), 1) }, m.futureCompletion],
      [{ date: addDaysIso(today(), -4) }, m.beforeYearStart(addDaysIso(today(), -3))],
      [{ date: '2026-02-30' }, m.invalidDate],
      [{ date: 'yesterday' }, m.invalidDate],
      [{ minutes: 1441 }, m.minutes],
      [{ minutes: -1 }, m.minutes],
      [{ minutes: 2.5 }, m.minutes],
      [{ minutes: '30' }, m.minutes],
    ];
    for (const [body, message] of cases) {
      const res = await complete(user, lessons[0]!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect((await complete(user, lessons[0]!, { extra: 1 })).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect(await xpOf(user)).toBe(xp);
    // The year's first day is fine.
    expect((await complete(user, lessons[0]!, { date: addDaysIso(today(), -3) })).statusCode).toBe(200);
  });

  it("un-completes: the completion and its xp go, the day's attendance stays; un-completing again changes nothing", async () => {
    const { user, lessons } = await family();
    await complete(user, lessons[0]!);
    await complete(user, lessons[1]!);
    expect(await xpOf(user)).toBe(35);
    const res = await uncomplete(user, lessons[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lessonId: lessons[0],
      completed: false,
      date: null,
      minutes: null,
      xpChange: -15,
    });
    expect((await completionRows(user)).map((r) => r.lessonId)).toEqual([lessons[1]]);
    expect(await xpOf(user)).toBe(20);
    expect(Number(await attendanceOn(user, today()))).toBe(1);
    const again = await uncomplete(user, lessons[0]!);
    expect(again.json()).toMatchObject({ completed: false, xpChange: 0 });
    expect(await xpOf(user)).toBe(20);
    // Completing it again earns the xp again (one ledger row per lesson: no farming).
    expect((await complete(user, lessons[0]!)).json()).toMatchObject({ xpChange: 15 });
    expect(await xpOf(user)).toBe(35);
  });

  it('re-checks achievements: lessons done on seven school days in a row unlock Study Streak', async () => {
    const { user, lessons } = await family();
    // The seven school days (Monday–Friday) up to the last one not after today.
    const days: string[] = [];
    for (let d = today(); days.length < 7; d = addDaysIso(d, -1))
      if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) days.unshift(d);
    for (const [i, date] of days.entries())
      expect((await complete(user, lessons[i]!, { date })).statusCode).toBe(200);
    const game = await ok(user, 'GET', `/api/students/${user.studentId}/game`);
    const streak = (game.achievements as { id: string; unlocked: boolean }[]).find(
      (a) => a.id === 'study-streak',
    );
    expect(streak?.unlocked).toBe(true);
    const unlocked = await t.deps.db
      .selectFrom('achievements')
      .select('achievementId')
      .where('userId', '=', user.id)
      .execute();
    expect(unlocked.map((a) => a.achievementId)).toContain('study-streak');
  });

  it("answers 404 for another family's lesson or child, a class the child is not in, an unknown lesson; 401 signed out", async () => {
    const a = await family();
    const b = await family();
    const second = await addChild(a.user, 'Grace');
    // The class enrols every child at creation: take the second child out.
    await t.deps.db.deleteFrom('classStudents').where('studentId', '=', second).execute();
    const before = await snapshotAccount(t.deps.db, a.user.id);
    const attempts = [
      complete(b.user, a.lessons[0]!),
      complete(a.user, a.lessons[0]!, undefined, b.user.studentId),
      complete(b.user, a.lessons[0]!, undefined, a.user.studentId),
      complete(a.user, a.lessons[0]!, undefined, second),
      complete(a.user, 'no-such-lesson'),
      uncomplete(b.user, a.lessons[0]!),
      uncomplete(a.user, a.lessons[0]!, second),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    expect((await complete(b.user, a.lessons[0]!)).json().error.message).toBe(m.lessonNotFound);
    expect(
      (await call(null, 'POST', `/api/students/${a.user.studentId}/lessons/${a.lessons[0]}/complete`))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(null, 'DELETE', `/api/students/${a.user.studentId}/lessons/${a.lessons[0]}/complete`))
        .statusCode,
    ).toBe(401);
    expect(await snapshotAccount(t.deps.db, a.user.id)).toBe(before);
  });
});

describe(`skipping a class day (${dialect})`, () => {
  it("'Skip this day' moves the child's lessons from that day one class day later; undoing it moves them back", async () => {
    const { user, classId } = await family();
    const [d1, d2, d3] = [1, 2, 3].map((n) => addDaysIso(today(), n)) as [string, string, string];
    expect(await lessonsOn(user, today())).toEqual(['Lesson 1']);
    expect(await lessonsOn(user, d1)).toEqual(['Lesson 2']);
    const res = await call(user, 'PUT', skipUrl(user.studentId, classId, d1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ studentId: user.studentId, classId, date: d1, skipped: true });
    expect((await call(user, 'PUT', skipUrl(user.studentId, classId, d1))).statusCode).toBe(200);
    expect(await lessonsOn(user, d1)).toEqual([]);
    expect(await lessonsOn(user, d2)).toEqual(['Lesson 2']);
    expect(await lessonsOn(user, d3)).toEqual(['Lesson 3']);
    const week = await weekOf(user, mondayOf(d1));
    expect(week.children[0]!.days.find((d) => d.date === d1)!.skippedClassIds).toEqual([classId]);
    // Skipping today too.
    expect((await call(user, 'PUT', skipUrl(user.studentId, classId, today()))).statusCode).toBe(200);
    expect(await lessonsOn(user, d2)).toEqual(['Lesson 1']);

    const undo = await call(user, 'DELETE', skipUrl(user.studentId, classId, d1));
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ studentId: user.studentId, classId, date: d1, skipped: false });
    await call(user, 'DELETE', skipUrl(user.studentId, classId, today()));
    expect(await lessonsOn(user, today())).toEqual(['Lesson 1']);
    expect(await lessonsOn(user, d1)).toEqual(['Lesson 2']);
    expect((await call(user, 'DELETE', skipUrl(user.studentId, classId, d1))).json().skipped).toBe(false);
  });

  it("refuses a past day, a day that isn't a class day (weekday, year, break) and a bad date with 400; nothing written", async () => {
    const { user, classId } = await family();
    const tomorrow = addDaysIso(today(), 1);
    const onlyToday = await addClass(user, 'Art', [weekdayOf(today())]);
    await addLessons(t.deps.db, user, onlyToday, ['Sketch']);
    const inYear = await addClass(user, 'Music', EVERY_DAY);
    const yearId = await addSchoolYear(
      t.deps.db,
      user,
      { startDate: today(), endDate: addDaysIso(today(), 30), weekdays: EVERY_DAY },
      [inYear],
    );
    await addBreak(t.deps.db, user, yearId, {
      label: 'Fall break',
      startDate: addDaysIso(today(), 2),
      endDate: addDaysIso(today(), 3),
    });
    const other = await addChild(user, 'Grace');
    await addBreak(t.deps.db, user, yearId, {
      label: "Grace's trip",
      startDate: addDaysIso(today(), 5),
      endDate: addDaysIso(today(), 5),
      studentIds: [other],
    });
    const before = await countAllRows(t.deps.db);
    const refused: [Method, string, string][] = [
      ['PUT', skipUrl(user.studentId, classId, addDaysIso(today(), -1)), m.pastSkip],
      ['DELETE', skipUrl(user.studentId, classId, addDaysIso(today(), -1)), m.pastUnskip],
      ['PUT', skipUrl(user.studentId, onlyToday, tomorrow), m.notClassDay],
      ['PUT', skipUrl(user.studentId, inYear, addDaysIso(today(), 2)), m.notClassDay],
      ['PUT', skipUrl(user.studentId, inYear, addDaysIso(today(), 31)), m.notClassDay],
      ['PUT', skipUrl(user.studentId, classId, '2026-13-01'), m.invalidDate],
      ['PUT', skipUrl(user.studentId, classId, 'tomorrow'), m.invalidDate],
    ];
    for (const [method, url, message] of refused) {
      const res = await call(user, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.message, `${method} ${url}`).toBe(message);
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
    // Another child's break is not this child's; the class's own weekday is a class day.
    expect(
      (await call(user, 'PUT', skipUrl(user.studentId, inYear, addDaysIso(today(), 5)))).statusCode,
    ).toBe(200);
    expect(
      (await call(user, 'PUT', skipUrl(user.studentId, onlyToday, addDaysIso(today(), 7)))).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another family's class or child and a class the child is not in; 401 signed out", async () => {
    const a = await family();
    const b = await family();
    const second = await addChild(a.user, 'Grace');
    await t.deps.db.deleteFrom('classStudents').where('studentId', '=', second).execute();
    const day = addDaysIso(today(), 1);
    const before = await snapshotAccount(t.deps.db, a.user.id);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const [user, url] of [
        [b.user, skipUrl(b.user.studentId, a.classId, day)],
        [b.user, skipUrl(a.user.studentId, a.classId, day)],
        [a.user, skipUrl(b.user.studentId, a.classId, day)],
        [a.user, skipUrl(second, a.classId, day)],
        [a.user, skipUrl(a.user.studentId, 'no-such-class', day)],
      ] as const) {
        const res = await call(user, method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(null, method, skipUrl(a.user.studentId, a.classId, day))).statusCode).toBe(401);
    }
    expect(await snapshotAccount(t.deps.db, a.user.id)).toBe(before);
  });
});

describe(`the week (${dialect})`, () => {
  it("shows every child's lessons on their classes' weekdays from today, rolled past absences, breaks and skips", async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada Lovelace', timezone: TZ });
    const grace = await addChild(user, 'Grace Hopper');
    const math = await addClass(user, 'Math', [1, 3, 5]);
    const art = await addClass(user, 'Art', [2, 4], [grace]);
    await addLessons(
      t.deps.db,
      user,
      math,
      Array.from({ length: 30 }, (_, i) => `Math ${i + 1}`),
    );
    await addLessons(
      t.deps.db,
      user,
      art,
      Array.from({ length: 30 }, (_, i) => `Art ${i + 1}`),
      30,
    );
    const nextMonday = addDaysIso(mondayOf(today()), 7);
    // Class days from today up to next Monday: the next week's first lesson of each class comes after them.
    const classDaysBefore = (weekdays: number[]) => {
      let n = 0;
      for (let d = today(); d < nextMonday; d = addDaysIso(d, 1)) if (weekdays.includes(weekdayOf(d))) n += 1;
      return n;
    };
    const mathFirst = classDaysBefore([1, 3, 5]) + 1;
    const artFirst = classDaysBefore([2, 4]) + 1;

    const week = await weekOf(user, nextMonday);
    expect(week.start).toBe(nextMonday);
    expect(week.end).toBe(addDaysIso(nextMonday, 6));
    expect(week.today).toBe(today());
    // Both at 9:00: by title.
    expect(week.classes.map((c) => [c.title, c.emoji])).toEqual([
      ['Art', '🎨'],
      ['Math', '🧮'],
    ]);
    expect(week.classes.every((c) => /^class-color-\d+$/.test(c.color))).toBe(true);
    expect(week.children.map((c) => c.student.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const titles = (w: Week, child: number) =>
      w.children[child]!.days.map((d) => d.lessons.map((l) => l.title));
    expect(titles(week, 0)).toEqual([
      [`Math ${mathFirst}`],
      [],
      [`Math ${mathFirst + 1}`],
      [],
      [`Math ${mathFirst + 2}`],
      [],
      [],
    ]);
    expect(titles(week, 1)).toEqual([
      [`Math ${mathFirst}`],
      [`Art ${artFirst}`],
      [`Math ${mathFirst + 1}`],
      [`Art ${artFirst + 1}`],
      [`Math ${mathFirst + 2}`],
      [],
      [],
    ]);
    const tuesday = week.children[1]!.days[1]!.lessons[0]!;
    expect(tuesday).toEqual({
      lessonId: expect.any(String),
      classId: art,
      title: `Art ${artFirst}`,
      minutes: 30,
      done: false,
      pending: false,
      catchUp: false,
    });

    // A break for Grace only on next Monday, the whole family's on next Wednesday.
    const yearId = await addSchoolYear(t.deps.db, user, {
      startDate: addDaysIso(today(), -30),
      endDate: addDaysIso(today(), 300),
      weekdays: EVERY_DAY,
    });
    await addBreak(t.deps.db, user, yearId, {
      label: "Grace's trip",
      startDate: nextMonday,
      endDate: nextMonday,
      studentIds: [grace],
    });
    await addBreak(t.deps.db, user, yearId, {
      label: 'Field day',
      startDate: addDaysIso(nextMonday, 2),
      endDate: addDaysIso(nextMonday, 2),
    });
    // Skip Ada's Math next Friday.
    expect(
      (await call(user, 'PUT', skipUrl(user.studentId, math, addDaysIso(nextMonday, 4)))).statusCode,
    ).toBe(200);
    const later = await weekOf(user, nextMonday);
    expect(titles(later, 0)).toEqual([[`Math ${mathFirst}`], [], [], [], [], [], []]);
    expect(titles(later, 1)).toEqual([
      [],
      [`Art ${artFirst}`],
      [],
      [`Art ${artFirst + 1}`],
      [`Math ${mathFirst}`],
      [],
      [],
    ]);
    expect(later.children[0]!.days.map((d) => d.breakLabel)).toEqual([
      null,
      null,
      'Field day',
      null,
      null,
      null,
      null,
    ]);
    expect(later.children[1]!.days.map((d) => d.breakLabel)).toEqual([
      "Grace's trip",
      null,
      'Field day',
      null,
      null,
      null,
      null,
    ]);
    expect(later.children[0]!.days[4]!.skippedClassIds).toEqual([math]);

    // Narrowed to one child.
    const graceOnly = await weekOf(user, nextMonday, grace);
    expect(graceOnly.children.map((c) => c.student.id)).toEqual([grace]);
    expect(graceOnly.children[0]!.days).toEqual(later.children[1]!.days);
    expect(graceOnly.classes.map((c) => c.title)).toEqual(['Art', 'Math']);
  });

  it("shows the lessons done on each day of the week, past days too; absences; the plan rolls past today's", async () => {
    const { user, lessons } = await family();
    const monday = mondayOf(today());
    const yesterday = addDaysIso(today(), -1);
    const tomorrow = addDaysIso(today(), 1);
    // A day of its own between Monday and today (not on a Tuesday, when yesterday is the Monday).
    const yesterdayApart = yesterday > monday;
    await complete(user, lessons[0]!, { date: monday });
    if (yesterdayApart) await complete(user, lessons[1]!, { date: yesterday, minutes: 20 });
    await ok(user, 'PUT', '/api/attendance', {
      studentIds: [user.studentId],
      dates: [tomorrow],
      status: 'absent',
    });
    const week = await weekOf(user);
    expect(week.start).toBe(monday);
    const days = week.children[0]!.days;
    const doneOn = yesterdayApart ? 2 : 1;
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get(monday)!.lessons[0]).toMatchObject({
      lessonId: lessons[0],
      title: 'Lesson 1',
      done: true,
    });
    if (yesterdayApart)
      expect(byDate.get(yesterday)!.lessons).toEqual([
        {
          lessonId: lessons[1],
          classId: expect.any(String),
          title: 'Lesson 2',
          minutes: 20,
          done: true,
          pending: false,
          catchUp: false,
        },
      ]);
    // Days before today that had nothing done offer the queue's next lessons to record there (ADR 033).
    const unrecorded = days.filter((x) => x.date < today() && x.date !== monday && x.date !== yesterday);
    unrecorded.forEach((d, i) =>
      expect(d.lessons.map((l) => [l.title, l.done, l.catchUp])).toEqual([
        [`Lesson ${doneOn + 1 + i}`, false, true],
      ]),
    );
    if (monday !== today())
      expect(byDate.get(today())!.lessons.map((l) => l.title)).toEqual([`Lesson ${doneOn + 1}`]);
    if (byDate.has(tomorrow)) {
      expect(byDate.get(tomorrow)!.absent).toBe(true);
      expect(byDate.get(tomorrow)!.lessons).toEqual([]);
    }
    // Doing the next lesson today too takes today's place: the rest move on.
    const nextTitle = monday === today() ? 'Lesson 2' : `Lesson ${doneOn + 1}`;
    const nextId = lessons[monday === today() ? 1 : doneOn]!;
    await complete(user, nextId);
    const after = await lessonsOn(user, today());
    expect(after).toContain(`✓ ${nextTitle}`);
    expect(after.filter((l) => !l.startsWith('✓'))).toEqual([]);
  });

  it('refuses a start that is not a Monday and a child not of the family; 401 signed out', async () => {
    const { user } = await family();
    const other = await family();
    const sunday = addDaysIso(mondayOf(today()), 6);
    for (const q of [`start=${sunday}`, 'start=2026-02-30', 'start=next']) {
      const res = await call(user, 'GET', `/api/week?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message).toBe(m.notMonday);
    }
    for (const studentId of [other.user.studentId, 'no-such-child']) {
      const res = await call(user, 'GET', `/api/students/${studentId}/week`);
      expect(res.statusCode).toBe(404);
    }
    expect((await call(null, 'GET', '/api/week')).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/students/${user.studentId}/week`)).statusCode).toBe(401);
    // Another family's lessons never show.
    const week = await weekOf(user);
    expect(JSON.stringify(week)).not.toContain(other.user.studentId);
    expect(week.classes).toHaveLength(1);
  });

  it('reads the week in one statement, as many for 10 lessons as for 8 classes × 180', async () => {
    const small = await family(10);
    const large = await family(0);
    for (let c = 0; c < 8; c++) {
      const classId = await addClass(large.user, `Class ${c}`, [1, 2, 3, 4, 5]);
      const ids = await addLessons(
        t.deps.db,
        large.user,
        classId,
        Array.from({ length: 180 }, (_, i) => `L${c}.${i}`),
      );
      // Half the plan done, one done ahead of it.
      for (const [i, id] of ids.slice(0, 90).concat(ids[120]!).entries())
        await t.deps.db
          .insertInto('lessonCompletions')
          .values({
            id: crypto.randomUUID(),
            userId: large.user.id,
            studentId: large.user.studentId,
            lessonId: id,
            classId,
            date: addDaysIso(today(), -200 + i),
            minutes: 45,
            recordedAt: new Date().toISOString(),
            recordedBy: large.user.id,
          })
          .execute();
    }
    const count = async (user: TestUser) => {
      await weekOf(user);
      const before = queries;
      await weekOf(user);
      return queries - before;
    };
    const smallCount = await count(small.user);
    const largeCount = await count(large.user);
    expect(largeCount).toBe(smallCount);
    // The session check's reads, then one statement.
    expect(smallCount).toBeLessThanOrEqual(3);
    // Lesson 91 of each class is next; lesson 121 (done ahead) is never placed.
    const week = await weekOf(large.user, addDaysIso(mondayOf(today()), 7));
    const placed = week.children[0]!.days.flatMap((d) => d.lessons.map((l) => l.title));
    expect(placed).not.toContain('L0.120');
    expect(placed.filter((l) => l.startsWith('L0.'))).toHaveLength(5);
  });
});

describe(`the dashboard's lessons (${dialect})`, () => {
  it("lists today's lessons: the plan's for today, then the ones done today (doing two today pulls the plan)", async () => {
    const { user, lessons, classId } = await family();
    const dash = async () => {
      const body = await ok(user, 'GET', `/api/students/${user.studentId}/dashboard`);
      expect(dashboardSchema.safeParse(body).success).toBe(true);
      return body.lessons as { lessonId: string; title: string; done: boolean; classId: string }[];
    };
    expect(await dash()).toEqual([
      {
        lessonId: lessons[0],
        classId,
        title: 'Lesson 1',
        minutes: 45,
        done: false,
        pending: false,
        catchUp: false,
      },
    ]);
    await complete(user, lessons[0]!);
    expect((await dash()).map((l) => [l.title, l.done])).toEqual([['Lesson 1', true]]);
    await complete(user, lessons[1]!);
    expect((await dash()).map((l) => [l.title, l.done])).toEqual([
      ['Lesson 1', true],
      ['Lesson 2', true],
    ]);
    await uncomplete(user, lessons[0]!);
    await uncomplete(user, lessons[1]!);
    // Absent today: nothing placed today.
    await ok(user, 'PUT', '/api/attendance', {
      studentIds: [user.studentId],
      dates: [today()],
      status: 'absent',
    });
    expect(await dash()).toEqual([]);
    // Another child of the class sees only its own.
    const grace = await addChild(user, 'Grace');
    await ok(user, 'PATCH', `/api/classes/${classId}`, { studentIds: [user.studentId, grace] });
    const body = await ok(user, 'GET', `/api/students/${grace}/dashboard`);
    expect(body.lessons.map((l: { title: string }) => l.title)).toEqual(['Lesson 1']);
  });
});

describe(`past days: recording work on the day it was done (${dialect}, ADR 033)`, () => {
  const hourRows = (user: TestUser) =>
    t.deps.db
      .selectFrom('hourEntries')
      .select(['date', 'minutes', 'source', 'lessonCompletionId', 'recordedAt'])
      .where('userId', '=', user.id)
      .orderBy('date')
      .execute();

  it('a tick on a past day writes its completion, hour entry and present day on that day, recorded_at now', async () => {
    const { user, lessons } = await family();
    const day = addDaysIso(today(), -3);
    const started = Date.now();
    const res = await complete(user, lessons[0]!, { date: day });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ completed: true, date: day, attendanceMarked: true });
    const [row, ...more] = await completionRows(user);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ date: day, lessonId: lessons[0] });
    expect(Date.parse(row!.recordedAt)).toBeGreaterThanOrEqual(started - 1000);
    const hours = await hourRows(user);
    expect(hours.map((h) => [h.date, Number(h.minutes), h.source, h.lessonCompletionId])).toEqual([
      [day, 45, 'lesson', row!.id],
    ]);
    expect(Date.parse(hours[0]!.recordedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Number(await attendanceOn(user, day))).toBe(1);
    expect(await attendanceOn(user, today())).toBeUndefined();
    // The day keeps it, ticked; the later past days offer the next lessons.
    expect(await lessonsOn(user, day)).toEqual(['✓ Lesson 1']);
  });

  it('refuses a day to come, a day outside the school year and a bad date with 400; nothing written', async () => {
    const { user, classId, lessons } = await family();
    await addSchoolYear(
      t.deps.db,
      user,
      { startDate: addDaysIso(today(), -60), endDate: addDaysIso(today(), -10), weekdays: EVERY_DAY },
      [classId],
    );
    const before = await countAllRows(t.deps.db);
    const cases: [object, string][] = [
      [{ date: addDaysIso(today(), 1) }, m.futureCompletion],
      [{ date: addDaysIso(today(), -61) }, m.beforeYearStart(addDaysIso(today(), -60))],
      [{ date: addDaysIso(today(), -9) }, m.afterYearEnd(addDaysIso(today(), -10))],
      [{ date: today() }, m.afterYearEnd(addDaysIso(today(), -10))],
      [{ date: '2026-13-01' }, m.invalidDate],
    ];
    for (const [body, message] of cases) {
      const res = await complete(user, lessons[0]!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
    // The year's last day is fine.
    expect((await complete(user, lessons[0]!, { date: addDaysIso(today(), -10) })).statusCode).toBe(200);
  });

  it("answers 404 for another family's lesson on a past day, and writes nothing", async () => {
    const { user } = await family();
    const other = await family();
    const before = await snapshotAccount(t.deps.db, other.user.id);
    const res = await complete(user, other.lessons[0]!, { date: addDaysIso(today(), -2) });
    expect(res.statusCode).toBe(404);
    const res2 = await complete(
      user,
      other.lessons[0]!,
      { date: addDaysIso(today(), -2) },
      other.user.studentId,
    );
    expect(res2.statusCode).toBe(404);
    expect(await snapshotAccount(t.deps.db, other.user.id)).toEqual(before);
  });

  const markDone = (user: TestUser, start: unknown, studentId = user.studentId) =>
    call(user, 'POST', `/api/students/${studentId}/week/done-as-planned`, { start });

  it('"Mark this week as done as planned" records each past class day\'s lesson on that day, in queue order, once', async () => {
    const { user, lessons } = await family(20);
    const lastWeek = addDaysIso(mondayOf(today()), -7);
    // One lesson already recorded on last Wednesday: that day keeps it, the others take the queue in order.
    const wednesday = addDaysIso(lastWeek, 2);
    await complete(user, lessons[0]!, { date: wednesday });
    const started = Date.now();
    const res = await markDone(user, lastWeek);
    expect(res.statusCode, res.body).toBe(200);
    const days = Array.from({ length: 7 }, (_, i) => addDaysIso(lastWeek, i)).filter((d) => d !== wednesday);
    expect(res.json()).toEqual({
      studentId: user.studentId,
      start: lastWeek,
      recorded: 6,
      lessons: days.map((date, i) => ({ lessonId: lessons[i + 1], date })),
    });
    const rows = await completionRows(user);
    expect(rows.map((r) => [r.date, r.lessonId]).sort()).toEqual(
      [[wednesday, lessons[0]], ...days.map((d, i) => [d, lessons[i + 1]])].sort(),
    );
    const fresh = rows.filter((r) => r.date !== wednesday);
    expect(fresh.every((r) => Date.parse(r.recordedAt) >= started - 1000)).toBe(true);
    expect((await hourRows(user)).map((h) => h.date)).toEqual([...days, wednesday].sort());
    for (const d of days) expect(Number(await attendanceOn(user, d))).toBe(1);
    // Again: every day has its lesson, nothing more is written.
    const before = await countAllRows(t.deps.db);
    expect((await markDone(user, lastWeek)).json()).toMatchObject({ recorded: 0, lessons: [] });
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it("refuses a week not begun, a start that is not a Monday; 404 for another family's child; 401 signed out; viewers may not", async () => {
    const { user } = await family();
    const other = await family();
    const before = await countAllRows(t.deps.db);
    const nextWeek = addDaysIso(mondayOf(today()), 7);
    const notBegun = await markDone(user, nextWeek);
    expect(notBegun.statusCode).toBe(400);
    expect(notBegun.json().error.message).toBe(m.weekNotPast);
    const tuesday = addDaysIso(mondayOf(today()), -6);
    expect((await markDone(user, tuesday)).json().error.message).toBe(m.notMonday);
    expect((await markDone(user, 'soon')).statusCode).toBe(400);
    expect((await markDone(user, mondayOf(today()), other.user.studentId)).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/week/done-as-planned`,
      payload: { start: mondayOf(today()) },
    });
    expect(anon.statusCode).toBe(401);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });
});

describe(`export and import (${dialect})`, () => {
  it('carries the lessons, completions, skips and their xp into a fresh account: the same week, the same xp', async () => {
    const a = await family();
    const grace = await addChild(a.user, 'Grace');
    await ok(a.user, 'PATCH', `/api/classes/${a.classId}`, { studentIds: [a.user.studentId, grace] });
    await complete(a.user, a.lessons[0]!, { date: addDaysIso(today(), -1), minutes: 25 });
    await complete(a.user, a.lessons[0]!, { date: today() }, grace);
    await complete(a.user, a.lessons[3]!);
    await ok(a.user, 'PUT', skipUrl(a.user.studentId, a.classId, addDaysIso(today(), 2)));
    const file = await ok(a.user, 'GET', '/api/account/export');
    expect(file.tables.lessons).toHaveLength(10);
    expect(file.tables.lessonCompletions).toHaveLength(3);
    expect(file.tables.lessonSkips).toHaveLength(1);
    const b = await signUpUser(t.app, { timezone: TZ });
    const res = await call(b, 'POST', '/api/account/import', file);
    expect(res.statusCode, res.body).toBe(200);
    const shape = (w: Week) => ({
      ...w,
      classes: w.classes.map((c) => [c.title, c.emoji]),
      children: w.children.map((c) => ({
        name: c.student.name,
        days: c.days.map((d) => ({
          ...d,
          skippedClassIds: d.skippedClassIds.length,
          lessons: d.lessons.map((l) => [l.title, l.minutes, l.done]),
        })),
      })),
    });
    for (const start of [mondayOf(today()), addDaysIso(mondayOf(today()), 7)])
      expect(shape(await weekOf(b, start))).toEqual(shape(await weekOf(a.user, start)));
    const xp = async (user: TestUser) =>
      ((await ok(user, 'GET', '/api/me')).students as { name: string; xp: number }[]).map((s) => [
        s.name,
        s.xp,
      ]);
    expect(await xp(b)).toEqual(await xp(a.user));
    // An older file without the tables still imports.
    const c = await signUpUser(t.app, { timezone: TZ });
    // (Hour entries came after completions: a file without completions has none.)
    const { lessons: _l, lessonCompletions: _c, lessonSkips: _s, hourEntries: _h, ...older } = file.tables;
    const xpLedger = older.xpLedger.filter((x: { sourceKind: string }) => x.sourceKind !== 'lesson');
    expect(
      (await call(c, 'POST', '/api/account/import', { ...file, tables: { ...older, xpLedger } })).statusCode,
    ).toBe(200);
  });

  it('refuses a completion whose lesson is not in the file or not of its class, with 400 and nothing written', async () => {
    const a = await family();
    await complete(a.user, a.lessons[0]!);
    const file = await ok(a.user, 'GET', '/api/account/export');
    const b = await signUpUser(t.app, { timezone: TZ });
    const before = await snapshotAccount(t.deps.db, b.id);
    const [done] = file.tables.lessonCompletions;
    for (const broken of [
      { ...done, lessonId: 'missing' },
      { ...done, classId: 'missing' },
    ]) {
      const res = await call(b, 'POST', '/api/account/import', {
        ...file,
        tables: { ...file.tables, lessonCompletions: [broken] },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await snapshotAccount(t.deps.db, b.id)).toBe(before);
  });
});
