import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { lessonMessages as msg } from '@shared/messages/lessons';
import type { LessonDto, LessonPlan } from '@shared/schemas/lessons';
import type { ChangeEvent } from '../../realtime/bus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);

const TZ = 'America/New_York';
const today = () => todayIn(TZ);
const newUser = () => signUpUser(t.app, { timezone: TZ });

async function createClass(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await call(user, 'POST', '/api/classes', {
    title: 'Math',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    endTime: '10:30',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; studentIds: string[]; schoolYearId: string | null };
}

async function plan(user: TestUser, classId: string): Promise<LessonPlan> {
  const res = await call(user, 'GET', `/api/classes/${classId}/lessons`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function add(user: TestUser, classId: string, body: Record<string, unknown>): Promise<LessonDto[]> {
  const res = await call(user, 'POST', `/api/classes/${classId}/lessons`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lessons;
}

const titles = (p: LessonPlan) => p.lessons.map((l) => l.title);

const addChild = async (user: TestUser, name = 'Grace') => {
  const res = await call(user, 'POST', '/api/students', { name, age: 8 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

/** A school year straight into the table (the years' own routes are tested in school-years.test.ts). */
async function insertYear(
  user: TestUser,
  startDate: string,
  endDate: string,
  weekdays = [0, 1, 2, 3, 4, 5, 6],
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await t.deps.db
    .insertInto('schoolYears')
    .values({
      id,
      userId: user.id,
      name: `${startDate.slice(0, 4)} year`,
      startDate,
      endDate,
      weekdays: JSON.stringify(weekdays),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** A child's completion straight into the table (completing is tested in lesson-progress.test.ts). */
async function complete(user: TestUser, studentId: string, lesson: LessonDto, date: string) {
  await t.deps.db
    .insertInto('lessonCompletions')
    .values({
      id: randomUUID(),
      userId: user.id,
      studentId,
      lessonId: lesson.id,
      classId: lesson.classId,
      date,
      minutes: lesson.minutes,
      recordedAt: new Date().toISOString(),
      recordedBy: user.id,
    })
    .execute();
}

const lessonRows = async () => (await countAllRows(t.deps.db)).lessons;

describe(`lessons (${dialect})`, () => {
  it('shows an empty plan with the class and its child in one request', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    expect(await plan(user, cls.id)).toEqual({
      today: today(),
      class: {
        id: cls.id,
        title: 'Math',
        emoji: expect.any(String),
        daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
        minutes: 90,
        schoolYearId: null,
        studentIds: [user.studentId],
        scheduleKind: 'weekly',
        loopPerDay: 1,
      },
      lessons: [],
      children: [
        {
          studentId: user.studentId,
          completedCount: 0,
          nextDate: null,
          projectedEnd: null,
          notFittingCount: 0,
          lessons: expect.any(Array),
        },
      ],
      years: [],
    });
  });

  it("adds one lesson, many from a pattern and a pasted list, in order at the end; minutes default to the class's", async () => {
    const user = await newUser();
    const cls = await createClass(user);
    const [one] = await add(user, cls.id, { title: '  Welcome  ', notes: ' Read the intro ' });
    expect(one).toMatchObject({
      title: 'Welcome',
      notes: 'Read the intro',
      minutes: 90,
      position: 0,
      completedBy: [],
    });
    const many = await add(user, cls.id, { pattern: 'Lesson {1-20}' });
    expect(many.map((l) => l.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Lesson ${i + 1}`));
    expect(many.map((l) => l.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const chunks = await add(user, cls.id, {
      pattern: 'Read pp. {1-25/10}',
      minutes: 30,
      notes: 'Workbook too',
    });
    expect(chunks.map((l) => [l.title, l.minutes, l.notes])).toEqual([
      ['Read pp. 1-10', 30, 'Workbook too'],
      ['Read pp. 11-20', 30, 'Workbook too'],
      ['Read pp. 21-25', 30, 'Workbook too'],
    ]);
    await add(user, cls.id, { lines: 'Quiz\r\n\n  Review  \n', minutes: 45 });
    const p = await plan(user, cls.id);
    expect(p.lessons).toHaveLength(26);
    expect(titles(p).slice(0, 2)).toEqual(['Welcome', 'Lesson 1']);
    expect(titles(p).slice(-5)).toEqual([
      'Read pp. 1-10',
      'Read pp. 11-20',
      'Read pp. 21-25',
      'Quiz',
      'Review',
    ]);
    expect(p.lessons.at(-1)).toMatchObject({ minutes: 45, notes: null });
    // Every day is a class day and no year bounds it: lesson 1 today, the 26th 25 days on.
    expect(p.children).toEqual([
      {
        studentId: user.studentId,
        completedCount: 0,
        nextDate: today(),
        projectedEnd: addDaysIso(today(), 25),
        notFittingCount: 0,
        lessons: expect.any(Array),
      },
    ]);
  });

  it('refuses bad input with 400 and the message, and writes nothing', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    const before = await lessonRows();
    const cases: [Record<string, unknown>, string][] = [
      [{}, msg.oneKind],
      [{ title: 'A', pattern: 'B {1-2}' }, msg.oneKind],
      [{ title: '   ' }, msg.titleRequired],
      [{ title: 'x'.repeat(201) }, msg.titleTooLong(200)],
      [{ title: 'A', minutes: 0 }, msg.minutesRange],
      [{ title: 'A', minutes: 1441 }, msg.minutesRange],
      [{ title: 'A', minutes: 12.5 }, msg.minutesRange],
      [{ title: 'A', notes: 'n'.repeat(2001) }, 'The notes can be at most 2000 characters.'],
      [{ pattern: 'Lesson {1-501}' }, msg.patternTooMany(501, 500)],
      [{ pattern: 'Lesson {36-1}' }, msg.patternEndBeforeStart('{36-1}')],
      [{ pattern: 'pp. {1-120/0}' }, msg.patternStepZero],
      [{ pattern: 'Lesson {a-b}' }, msg.patternBadRange('{a-b}')],
      [{ pattern: '  ' }, msg.patternRequired],
      [{ pattern: `${'x'.repeat(199)}{1-10}` }, msg.titleTooLong(200)],
      [{ lines: '\n \n' }, msg.linesRequired],
      [{ lines: `ok\n${'y'.repeat(201)}` }, msg.lineTooLong(2, 200)],
      [{ pattern: 'Lesson {1-3}', minutes: -5 }, msg.minutesRange],
    ];
    for (const [body, message] of cases) {
      const res = await call(user, 'POST', `/api/classes/${cls.id}/lessons`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await lessonRows()).toBe(before);
    expect((await plan(user, cls.id)).lessons).toEqual([]);
  });

  it('holds at most 1,000 lessons per class: 409 with a clear message beyond, nothing written', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    await add(user, cls.id, { pattern: 'A {1-500}' });
    await add(user, cls.id, { pattern: 'B {1-499}' });
    const over = await call(user, 'POST', `/api/classes/${cls.id}/lessons`, { pattern: 'C {1-2}' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(msg.classFull(1000, 1));
    expect((await plan(user, cls.id)).lessons).toHaveLength(999);
    await add(user, cls.id, { title: 'Last' });
    const full = await call(user, 'POST', `/api/classes/${cls.id}/lessons`, { lines: 'One more' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(msg.classFull(1000, 0));
    const p = await plan(user, cls.id);
    expect(p.lessons).toHaveLength(1000);
    expect(p.lessons.at(-1)?.title).toBe('Last');
    // A paste longer than a class holds is refused whole.
    const other = await createClass(user, { title: 'Reading' });
    const paste = Array.from({ length: 1001 }, (_, i) => `Page ${i}`).join('\n');
    const res = await call(user, 'POST', `/api/classes/${other.id}/lessons`, { lines: paste });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(msg.tooManyLines(1001, 1000));
  });

  it("projects each child's next lesson and last lesson from the placement; warns of lessons that do not fit", async () => {
    const user = await newUser();
    const second = await addChild(user);
    // A year of ten days from today, every day a school day.
    const yearId = await insertYear(user, today(), addDaysIso(today(), 9));
    const cls = await createClass(user, { schoolYearId: yearId });
    expect(cls.studentIds).toEqual([user.studentId, second]);
    const lessons = await add(user, cls.id, { pattern: 'Lesson {1-20}' });
    // The first child did lesson 1 today and lesson 3 ahead of the plan; the second child nothing.
    await complete(user, user.studentId, lessons[0]!, today());
    await complete(user, user.studentId, lessons[2]!, today());
    const p = await plan(user, cls.id);
    expect(p.years).toEqual([
      {
        id: yearId,
        name: `${today().slice(0, 4)} year`,
        startDate: today(),
        endDate: addDaysIso(today(), 9),
      },
    ]);
    expect(p.class.schoolYearId).toBe(yearId);
    expect(p.children).toEqual([
      // 18 left; today's completions keep their places until tomorrow (ADR 033, as the week shows them):
      // lesson 1 today, lesson 3 on day 2, so 8 of the 10 days hold 8 of them.
      {
        studentId: user.studentId,
        completedCount: 2,
        nextDate: addDaysIso(today(), 1),
        projectedEnd: addDaysIso(today(), 9),
        notFittingCount: 10,
        lessons: expect.any(Array),
      },
      {
        studentId: second,
        completedCount: 0,
        nextDate: today(),
        projectedEnd: addDaysIso(today(), 9),
        notFittingCount: 10,
        lessons: expect.any(Array),
      },
    ]);
    // Each lesson's day per child: done on, or planned.
    const first = new Map(p.children[0]!.lessons.map((l) => [l.lessonId, l]));
    expect(lessons.slice(0, 5).map((l) => first.get(l.id))).toEqual([
      { lessonId: lessons[0]!.id, date: today(), done: true },
      { lessonId: lessons[1]!.id, date: addDaysIso(today(), 1), done: false },
      { lessonId: lessons[2]!.id, date: today(), done: true },
      { lessonId: lessons[3]!.id, date: addDaysIso(today(), 3), done: false },
      { lessonId: lessons[4]!.id, date: addDaysIso(today(), 4), done: false },
    ]);
    expect(first.has(lessons[19]!.id)).toBe(false);
    expect(p.children[1]!.lessons.slice(0, 2)).toEqual([
      { lessonId: lessons[0]!.id, date: today(), done: false },
      { lessonId: lessons[1]!.id, date: addDaysIso(today(), 1), done: false },
    ]);
    expect(p.lessons[0]!.completedBy).toEqual([user.studentId]);
    expect(p.lessons[1]!.completedBy).toEqual([]);
    expect(p.lessons[2]!.completedBy).toEqual([user.studentId]);
  });

  it("places nothing once the class's school year has ended (a later year does not take it on)", async () => {
    const user = await newUser();
    const ended = await insertYear(user, addDaysIso(today(), -30), addDaysIso(today(), -1));
    await insertYear(user, addDaysIso(today(), 10), addDaysIso(today(), 100));
    const cls = await createClass(user, { schoolYearId: ended });
    await add(user, cls.id, { pattern: 'Lesson {1-5}' });
    const p = await plan(user, cls.id);
    expect(p.children).toEqual([
      {
        studentId: user.studentId,
        completedCount: 0,
        nextDate: null,
        projectedEnd: null,
        notFittingCount: 5,
        lessons: expect.any(Array),
      },
    ]);
  });

  it('edits a lesson; bad input is a 400 and changes nothing; another family gets 404', async () => {
    const user = await newUser();
    const other = await newUser();
    const cls = await createClass(user);
    const [lesson] = await add(user, cls.id, { title: 'Fractions', notes: 'Chapter 3' });
    const url = `/api/lessons/${lesson!.id}`;
    const ok = await call(user, 'PATCH', url, { title: 'Fractions and decimals', minutes: 40 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ...lesson, title: 'Fractions and decimals', minutes: 40 });
    const cleared = await call(user, 'PATCH', url, { notes: '' });
    expect(cleared.json().notes).toBeNull();
    for (const body of [{ title: '' }, { minutes: 0 }, { title: 'x'.repeat(201) }, { minutes: null }]) {
      const res = await call(user, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(other, 'PATCH', url, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call(user, 'PATCH', '/api/lessons/no-such-lesson', { title: 'X' })).statusCode).toBe(404);
    expect((await plan(user, cls.id)).lessons[0]).toMatchObject({
      title: 'Fractions and decimals',
      minutes: 40,
      notes: null,
    });
  });

  it("deletes a lesson with the children's completions of it; the others keep their order", async () => {
    const user = await newUser();
    const other = await newUser();
    const cls = await createClass(user);
    const lessons = await add(user, cls.id, { pattern: 'Lesson {1-4}' });
    await complete(user, user.studentId, lessons[1]!, today());
    expect((await call(other, 'DELETE', `/api/lessons/${lessons[1]!.id}`)).statusCode).toBe(404);
    const res = await call(user, 'DELETE', `/api/lessons/${lessons[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: lessons[1]!.id, deletedCompletions: 1 });
    const completions = await t.deps.db
      .selectFrom('lessonCompletions')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(completions).toEqual([]);
    const p = await plan(user, cls.id);
    expect(titles(p)).toEqual(['Lesson 1', 'Lesson 3', 'Lesson 4']);
    expect(p.children[0]!.completedCount).toBe(0);
    expect((await call(user, 'DELETE', `/api/lessons/${lessons[1]!.id}`)).statusCode).toBe(404);
    // Added after a delete, a lesson still goes last.
    await add(user, cls.id, { title: 'Lesson 5' });
    expect(titles(await plan(user, cls.id))).toEqual(['Lesson 1', 'Lesson 3', 'Lesson 4', 'Lesson 5']);
  });

  it('reorders with the complete list of the class’s lesson ids; anything else is a 400 and changes nothing', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    const other = await createClass(user, { title: 'Art' });
    const lessons = await add(user, cls.id, { pattern: 'Lesson {1-5}' });
    const [otherLesson] = await add(user, other.id, { title: 'Paint' });
    const ids = lessons.map((l) => l.id);
    const url = `/api/classes/${cls.id}/lessons/order`;
    // Lesson 5 to the top.
    const moved = [ids[4]!, ...ids.slice(0, 4)];
    const res = await call(user, 'PUT', url, { ids: moved });
    expect(res.statusCode, res.body).toBe(204);
    expect(titles(await plan(user, cls.id))).toEqual([
      'Lesson 5',
      'Lesson 1',
      'Lesson 2',
      'Lesson 3',
      'Lesson 4',
    ]);
    expect((await plan(user, cls.id)).lessons.map((l) => l.position)).toEqual([0, 1, 2, 3, 4]);

    const bad = [
      { ids: moved.slice(1) },
      { ids: [...moved, moved[0]!] },
      { ids: [...moved.slice(1), moved[1]!] },
      { ids: [...moved.slice(1), otherLesson!.id] },
      { ids: [] },
    ];
    for (const body of bad) {
      const r = await call(user, 'PUT', url, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().error.message).toBe(msg.orderIncomplete);
    }
    expect((await call(user, 'PUT', url, { ids: 'no' })).statusCode).toBe(400);
    expect(titles(await plan(user, cls.id))).toEqual([
      'Lesson 5',
      'Lesson 1',
      'Lesson 2',
      'Lesson 3',
      'Lesson 4',
    ]);
    expect(titles(await plan(user, other.id))).toEqual(['Paint']);
  });

  it('reorders a plan of 1,000 lessons', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    await add(user, cls.id, { pattern: 'A {1-500}' });
    await add(user, cls.id, { pattern: 'B {1-500}' });
    const ids = (await plan(user, cls.id)).lessons.map((l) => l.id);
    const reversed = [...ids].reverse();
    const res = await call(user, 'PUT', `/api/classes/${cls.id}/lessons/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(204);
    const p = await plan(user, cls.id);
    expect(p.lessons.map((l) => l.id)).toEqual(reversed);
    expect(titles(p).slice(0, 2)).toEqual(['B 500', 'B 499']);
  });

  it('copies a class with its lessons (not the completions) to another child and year, in order', async () => {
    const user = await newUser();
    const second = await addChild(user);
    const thisYear = await insertYear(user, today(), addDaysIso(today(), 100));
    const nextYear = await insertYear(user, addDaysIso(today(), 200), addDaysIso(today(), 300));
    const cls = await createClass(user, {
      schoolYearId: thisYear,
      studentIds: [user.studentId],
      description: 'Grade 3',
    });
    const lessons = await add(user, cls.id, { pattern: 'Lesson {1-3}' });
    await call(user, 'PATCH', `/api/lessons/${lessons[1]!.id}`, { notes: 'Bring a ruler', minutes: 20 });
    await call(user, 'PUT', `/api/classes/${cls.id}/lessons/order`, {
      ids: [lessons[2]!.id, lessons[0]!.id, lessons[1]!.id],
    });
    await complete(user, user.studentId, lessons[0]!, today());

    const res = await call(user, 'POST', `/api/classes/${cls.id}/copy`, {
      studentIds: [second],
      schoolYearId: nextYear,
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      title: 'Math',
      description: 'Grade 3',
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: '09:00',
      endTime: '10:30',
      schoolYearId: nextYear,
      studentIds: [second],
      lessonCount: 3,
    });
    expect(copy.id).not.toBe(cls.id);
    const p = await plan(user, copy.id);
    expect(p.lessons.map((l) => [l.title, l.notes, l.minutes, l.position, l.completedBy])).toEqual([
      ['Lesson 3', null, 90, 0, []],
      ['Lesson 1', null, 90, 1, []],
      ['Lesson 2', 'Bring a ruler', 20, 2, []],
    ]);
    // The copy's lessons are new rows; the original's are unchanged.
    expect(p.lessons.some((l) => lessons.some((o) => o.id === l.id))).toBe(false);
    expect(titles(await plan(user, cls.id))).toEqual(['Lesson 3', 'Lesson 1', 'Lesson 2']);
    // The next year starts in 200 days: the copy's plan starts then.
    expect(p.children).toEqual([
      {
        studentId: second,
        completedCount: 0,
        nextDate: addDaysIso(today(), 200),
        projectedEnd: addDaysIso(today(), 202),
        notFittingCount: 0,
        lessons: expect.any(Array),
      },
    ]);

    // Left out, the children and the year are the class's; a null year copies it into none.
    const same = (await call(user, 'POST', `/api/classes/${cls.id}/copy`, {})).json();
    expect(same).toMatchObject({ schoolYearId: thisYear, studentIds: [user.studentId], lessonCount: 3 });
    const none = (await call(user, 'POST', `/api/classes/${cls.id}/copy`, { schoolYearId: null })).json();
    expect(none).toMatchObject({ schoolYearId: null, lessonCount: 3 });
    const classes = (await call(user, 'GET', '/api/classes')).json() as unknown[];
    expect(classes).toHaveLength(4);
  });

  it("refuses a copy to another family's year or child (404) or with no child (400), writing nothing", async () => {
    const user = await newUser();
    const other = await newUser();
    const foreignYear = await insertYear(other, today(), addDaysIso(today(), 30));
    const cls = await createClass(user);
    await add(user, cls.id, { pattern: 'Lesson {1-3}' });
    const before = await countAllRows(t.deps.db);
    const url = `/api/classes/${cls.id}/copy`;
    const year = await call(user, 'POST', url, { schoolYearId: foreignYear });
    expect(year.statusCode).toBe(404);
    expect(year.json().error.message).toBe(msg.yearNotFound);
    expect((await call(user, 'POST', url, { schoolYearId: 'no-such-year' })).statusCode).toBe(404);
    expect((await call(user, 'POST', url, { studentIds: [other.studentId] })).statusCode).toBe(404);
    expect((await call(user, 'POST', url, { studentIds: [] })).statusCode).toBe(400);
    expect((await call(other, 'POST', url, {})).statusCode).toBe(404);
    expect(await countAllRows(t.deps.db)).toEqual(before);
  });

  it("never lets another family read or change a class's plan; 404 for every route, nothing changed", async () => {
    const user = await newUser();
    const other = await newUser();
    const cls = await createClass(user);
    const lessons = await add(user, cls.id, { pattern: 'Secret {1-3}' });
    const before = await snapshotAccount(t.deps.db, user.id);
    const attempts: [Method, string, unknown][] = [
      ['GET', `/api/classes/${cls.id}/lessons`, undefined],
      ['POST', `/api/classes/${cls.id}/lessons`, { title: 'Hijack' }],
      ['PUT', `/api/classes/${cls.id}/lessons/order`, { ids: lessons.map((l) => l.id).reverse() }],
      ['PATCH', `/api/lessons/${lessons[0]!.id}`, { title: 'Hijack' }],
      ['DELETE', `/api/lessons/${lessons[0]!.id}`, undefined],
      ['POST', `/api/classes/${cls.id}/copy`, {}],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Secret');
    }
    expect(await snapshotAccount(t.deps.db, user.id)).toBe(before);
    expect((await call(user, 'GET', '/api/classes/no-such-class/lessons')).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const user = await newUser();
    const cls = await createClass(user);
    const [lesson] = await add(user, cls.id, { title: 'One' });
    for (const [method, url, body] of [
      ['GET', `/api/classes/${cls.id}/lessons`, undefined],
      ['POST', `/api/classes/${cls.id}/lessons`, { title: 'X' }],
      ['PUT', `/api/classes/${cls.id}/lessons/order`, { ids: [lesson!.id] }],
      ['PATCH', `/api/lessons/${lesson!.id}`, { title: 'X' }],
      ['DELETE', `/api/lessons/${lesson!.id}`, undefined],
      ['POST', `/api/classes/${cls.id}/copy`, {}],
    ] as [Method, string, unknown][]) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("announces each write as a 'lessons' change (a copy as a class too)", async () => {
    const user = await newUser();
    const cls = await createClass(user);
    const events: ChangeEvent[] = [];
    const stop = t.deps.bus.subscribe(user.id, (e) => events.push(e));
    const [lesson] = await add(user, cls.id, { title: 'One' });
    await call(user, 'PATCH', `/api/lessons/${lesson!.id}`, { title: 'Two' });
    await call(user, 'PUT', `/api/classes/${cls.id}/lessons/order`, { ids: [lesson!.id] });
    await call(user, 'POST', `/api/classes/${cls.id}/copy`, {});
    await call(user, 'DELETE', `/api/lessons/${lesson!.id}`);
    stop();
    expect(events.map((e) => e.kinds.join('+'))).toEqual([
      'lessons',
      'lessons',
      'lessons',
      'classes+events',
      'lessons',
      'lessons',
    ]);
  });
});
