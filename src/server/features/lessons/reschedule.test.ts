import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { addDaysIso, mondayOf, todayIn, weekdayOf } from '@shared/domain/dates';
import { lessonMessages } from '@shared/messages/lessons';
import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import type { LessonDto, LessonPlan } from '@shared/schemas/lessons';
import type { Week } from '@shared/schemas/lesson-plan';
import type { AccountExport } from '@shared/schemas/account-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { ok, refused } = apiRequests(() => t.app);

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const newUser = () => signUpUser(t.app, { timezone: TZ });
/** The first day on or after `from` that is `weekday` (0 = Sunday). */
const nextWeekday = (from: string, weekday: number) => {
  let d = from;
  while (weekdayOf(d) !== weekday) d = addDaysIso(d, 1);
  return d;
};

/** A Monday-to-Friday class with `n` lessons, for the user's child. */
async function classWithLessons(user: TestUser, n = 12, body: Record<string, unknown> = {}) {
  const cls = await ok<{ id: string }>(user, 'POST', '/api/classes', {
    title: 'Math',
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '10:00',
    ...body,
  });
  const { lessons } = await ok<{ lessons: LessonDto[] }>(user, 'POST', `/api/classes/${cls.id}/lessons`, {
    pattern: `Lesson {1-${n}}`,
  });
  return { classId: cls.id, lessons };
}

const plan = (user: TestUser, classId: string) =>
  ok<LessonPlan>(user, 'GET', `/api/classes/${classId}/lessons`);

/** The child's day of each lesson, in plan order (undefined: none). */
async function days(user: TestUser, classId: string): Promise<(string | undefined)[]> {
  const p = await plan(user, classId);
  const child = p.children[0]!;
  return p.lessons.map((l) => child.lessons.find((x) => x.lessonId === l.id)?.date);
}

/** A Monday-to-Friday school year from a month ago to `end`, straight into the table. */
async function insertYear(user: TestUser, end: string) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await t.deps.db
    .insertInto('schoolYears')
    .values({
      id,
      userId: user.id,
      name: 'Year',
      startDate: addDaysIso(today(), -30),
      endDate: end,
      weekdays: JSON.stringify([1, 2, 3, 4, 5]),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

const shiftRows = (user: TestUser) =>
  t.deps.db.selectFrom('lessonShifts').selectAll().where('userId', '=', user.id).execute();

describe(`reschedule from here (${dialect})`, () => {
  it('push by 2 moves that lesson and every later one two class days; undo restores', async () => {
    const user = await newUser();
    const { classId, lessons } = await classWithLessons(user);
    const before = await days(user, classId);

    const res = await ok(user, 'PUT', `/api/lessons/${lessons[2]!.id}/shift`, { days: 2 });
    expect(res).toEqual({ lessonId: lessons[2]!.id, days: 2, previousDays: null });
    const after = await days(user, classId);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    // Lesson 3 on takes the day lesson 5 had, two class days on; the last two no longer need the ones before.
    expect(after.slice(2, 10)).toEqual(before.slice(4, 12));
    expect((await plan(user, classId)).lessons.map((l) => l.shiftDays)).toEqual([
      null,
      null,
      2,
      ...Array(9).fill(null),
    ]);

    // Pushing again sets the push (1 in all), counted from where it stood without it.
    expect(await ok(user, 'PUT', `/api/lessons/${lessons[2]!.id}/shift`, { days: 1 })).toEqual({
      lessonId: lessons[2]!.id,
      days: 1,
      previousDays: 2,
    });
    expect((await days(user, classId)).slice(2, 11)).toEqual(before.slice(3, 12));
    expect(await shiftRows(user)).toHaveLength(1);

    // Undo: the push goes, the plan is as before.
    expect(await ok(user, 'DELETE', `/api/lessons/${lessons[2]!.id}/shift`)).toEqual({
      lessonId: lessons[2]!.id,
      days: null,
      previousDays: 1,
    });
    expect(await days(user, classId)).toEqual(before);
    expect(await shiftRows(user)).toHaveLength(0);
  });

  it('a lesson pinned to Friday stays on Friday while the rest are pushed; the week shows it; undo restores', async () => {
    const user = await newUser();
    const { classId, lessons } = await classWithLessons(user);
    const original = await days(user, classId);
    const friday = nextWeekday(addDaysIso(today(), 7), 5);
    const test = lessons[11]!;

    expect(await ok(user, 'PUT', `/api/lessons/${test.id}/pin`, { date: friday })).toEqual({
      lessonId: test.id,
      pinnedDate: friday,
      previousDate: null,
    });
    const pinned = await days(user, classId);
    expect(pinned[11]).toBe(friday);
    expect(pinned.filter((d) => d === friday)).toHaveLength(1);
    expect((await plan(user, classId)).lessons[11]!.pinnedDate).toBe(friday);

    await ok(user, 'PUT', `/api/lessons/${lessons[1]!.id}/shift`, { days: 2 });
    const pushed = await days(user, classId);
    expect(pushed[11]).toBe(friday);
    expect(pushed[0]).toBe(pinned[0]);
    // The others: in order, one per class day, none on the pinned Friday, lesson 2 two class days later.
    const rest = pushed.slice(0, 11) as string[];
    expect([...rest].sort()).toEqual(rest);
    expect(new Set(rest).size).toBe(11);
    expect(rest).not.toContain(friday);
    expect(rest[1]).toBe(pinned[3]);

    // The week of that Friday shows the test there, and nothing else of the class.
    const week = await ok<Week>(user, 'GET', `/api/week?start=${mondayOf(friday)}`);
    const fridayLessons = week.children[0]!.days.find((d) => d.date === friday)!.lessons;
    expect(fridayLessons.map((l) => l.lessonId)).toEqual([test.id]);
    const weekDays = week.children[0]!.days.filter((d) => d.date !== friday);
    for (const d of weekDays)
      for (const l of d.lessons) expect(l.lessonId, d.date).toBe(lessons[pushed.indexOf(d.date)]!.id);

    // Pushing the pinned lesson itself is refused: unpin it first.
    await refused(user, 'PUT', `/api/lessons/${test.id}/shift`, { days: 1 }, 409, msg.pushPinned);

    // Undo the push, then the pin.
    await ok(user, 'DELETE', `/api/lessons/${lessons[1]!.id}/shift`);
    expect(await days(user, classId)).toEqual(pinned);
    expect(await ok(user, 'DELETE', `/api/lessons/${test.id}/pin`)).toEqual({
      lessonId: test.id,
      pinnedDate: null,
      previousDate: friday,
    });
    expect(await days(user, classId)).toEqual(original);
  });

  it('a push past the year end leaves the lessons not fitting', async () => {
    const user = await newUser();
    const end = addDaysIso(today(), 20);
    const yearId = await insertYear(user, end);
    const { classId, lessons } = await classWithLessons(user, 6, { schoolYearId: yearId });
    expect((await plan(user, classId)).children[0]!.notFittingCount).toBe(0);
    await ok(user, 'PUT', `/api/lessons/${lessons[3]!.id}/shift`, { days: 60 });
    const p = await plan(user, classId);
    expect(p.children[0]!.notFittingCount).toBe(3);
    expect((await days(user, classId)).slice(3)).toEqual([undefined, undefined, undefined]);

    // Pinning outside the year is refused.
    await refused(
      user,
      'PUT',
      `/api/lessons/${lessons[0]!.id}/pin`,
      { date: nextWeekday(addDaysIso(end, 1), 1) },
      400,
      msg.pinOutsideYear,
    );
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const user = await newUser();
    const { lessons } = await classWithLessons(user, 3);
    const id = lessons[0]!.id;
    const snapshot = await snapshotAccount(t.deps.db, user.id);
    for (const days of [0, 61, 2.5, 'two', null])
      await refused(user, 'PUT', `/api/lessons/${id}/shift`, { days }, 400, msg.daysRange(60));
    await refused(user, 'PUT', `/api/lessons/${id}/shift`, {}, 400, msg.daysRange(60));
    for (const date of ['soon', '2026-02-30', 20260101])
      await refused(user, 'PUT', `/api/lessons/${id}/pin`, { date }, 400, msg.dateRequired);
    const yesterday = addDaysIso(today(), -1);
    await refused(user, 'PUT', `/api/lessons/${id}/pin`, { date: yesterday }, 400, msg.pinPast);
    const saturday = nextWeekday(today(), 6);
    const res = await refused(
      user,
      'PUT',
      `/api/lessons/${id}/pin`,
      { date: saturday },
      400,
      msg.pinNotClassDay,
    );
    expect(res.json().error.fields).toEqual({ date: msg.pinNotClassDay });
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(snapshot);
  });

  it('refuses a day in a break of the enrolled child', async () => {
    const user = await newUser();
    const yearId = await insertYear(user, addDaysIso(today(), 200));
    const now = new Date().toISOString();
    const monday = nextWeekday(addDaysIso(today(), 1), 1);
    const breakId = randomUUID();
    await t.deps.db
      .insertInto('breaks')
      .values({
        id: breakId,
        userId: user.id,
        schoolYearId: yearId,
        label: 'Trip',
        startDate: monday,
        endDate: addDaysIso(monday, 4),
        wholeFamily: 0,
        createdAt: now,
      })
      .execute();
    await t.deps.db
      .insertInto('breakStudents')
      .values({ breakId, userId: user.id, studentId: user.studentId })
      .execute();
    const { lessons } = await classWithLessons(user, 2, { schoolYearId: yearId });
    await refused(
      user,
      'PUT',
      `/api/lessons/${lessons[0]!.id}/pin`,
      { date: addDaysIso(monday, 2) },
      400,
      msg.pinInBreak,
    );
    await ok(user, 'PUT', `/api/lessons/${lessons[0]!.id}/pin`, { date: addDaysIso(monday, 7) });
  });

  it('a lesson every child has done has nothing to push', async () => {
    const user = await newUser();
    const { lessons } = await classWithLessons(user, 2);
    await ok(user, 'POST', `/api/students/${user.studentId}/lessons/${lessons[0]!.id}/complete`, {
      date: today(),
    });
    await refused(user, 'PUT', `/api/lessons/${lessons[0]!.id}/shift`, { days: 1 }, 409, msg.nothingToPush);
    expect(await shiftRows(user)).toHaveLength(0);
  });

  it("another family's lesson is not found and stays as it was; no session is 401", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { lessons } = await classWithLessons(owner, 3);
    const id = lessons[0]!.id;
    const friday = nextWeekday(addDaysIso(today(), 7), 5);
    await ok(owner, 'PUT', `/api/lessons/${lessons[1]!.id}/pin`, { date: friday });
    await ok(owner, 'PUT', `/api/lessons/${id}/shift`, { days: 1 });
    const snapshot = await snapshotAccount(t.deps.db, owner.id);
    const requests = [
      ['PUT', `/api/lessons/${id}/pin`, { date: friday }],
      ['DELETE', `/api/lessons/${lessons[1]!.id}/pin`, undefined],
      ['PUT', `/api/lessons/${id}/shift`, { days: 3 }],
      ['DELETE', `/api/lessons/${id}/shift`, undefined],
    ] as const;
    for (const [method, url, body] of requests) {
      await refused(other, method, url, body, 404, lessonMessages.notFound);
      await refused(null, method, url, body, 401);
    }
    expect(await snapshotAccount(t.deps.db, owner.id)).toBe(snapshot);
  });

  it('the pins and pushes go out with the account export and come back with its import', async () => {
    const a = await newUser();
    const { lessons } = await classWithLessons(a, 4);
    const friday = nextWeekday(addDaysIso(today(), 7), 5);
    await ok(a, 'PUT', `/api/lessons/${lessons[3]!.id}/pin`, { date: friday });
    await ok(a, 'PUT', `/api/lessons/${lessons[1]!.id}/shift`, { days: 2 });
    const file = await ok<AccountExport>(a, 'GET', '/api/account/export');
    const pins = (f: AccountExport) =>
      [...f.tables.lessons].sort((x, y) => x.position - y.position).map((l) => l.pinnedDate);
    expect(pins(file)).toEqual([null, null, null, friday]);
    expect(file.tables.lessonShifts).toEqual([
      expect.objectContaining({ studentId: a.studentId, lessonId: lessons[1]!.id, days: 2 }),
    ]);

    const b = await newUser();
    await ok(b, 'POST', '/api/account/import', file);
    const back = await ok<AccountExport>(b, 'GET', '/api/account/export');
    expect(pins(back)).toEqual([null, null, null, friday]);
    const [shift] = back.tables.lessonShifts;
    expect(shift).toMatchObject({ days: 2, notBefore: file.tables.lessonShifts[0]!.notBefore });
    expect(shift!.lessonId).toBe(back.tables.lessons.find((l) => l.position === 1)!.id);
    expect(shift!.lessonId).not.toBe(lessons[1]!.id);
    expect(shift!.studentId).toBe(back.tables.students[0]!.id);
  });
});
