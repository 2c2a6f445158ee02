import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { requirementProgress } from '@shared/domain/requirement-progress';
import type { Progress, RequirementProfile } from '@shared/schemas/hours';
import type { ReportCard } from '@shared/schemas/report-card';
import { apiRequests, createTestApp, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { addBreak, addSchoolYear } from '@tests/setup/lesson-plans';
import { readFlag, readNumber } from '../../db/stored-values';

/**
 * The records' cold reads in one statement each (ADR 051): the progress adds the year's minutes per day, core
 * flag and place in SQL instead of reading every entry, and must come to exactly what the entries give.
 */
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
const { call, ok } = apiRequests(() => t.app);

/** The statements one GET runs (its session and child checks included), and its body. */
async function statements<T>(user: TestUser, url: string): Promise<{ count: number; body: T }> {
  const before = queries;
  const res = await call(user, 'GET', url);
  expect(res.statusCode).toBe(200);
  return { count: queries - before, body: res.json() as T };
}

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** `n` entries by hand over `days` days before today up to a week after (some outside the year), 1–4 a day. */
async function seedEntries(user: TestUser, studentId: string, days: number, seed: number) {
  const r = random(seed);
  const rows = [];
  for (let d = -days; d <= 7; d++) {
    const date = addDaysIso(today(), d);
    const n = Math.floor(r() * 5);
    for (let k = 0; k < n; k++) {
      const at = new Date().toISOString();
      rows.push({
        id: randomUUID(),
        userId: user.id,
        studentId,
        date,
        classId: null,
        subject: ['Math', 'Reading', 'Piano', 'Science'][k % 4]!,
        core: r() < 0.6 ? 1 : 0,
        minutes: 15 * (1 + Math.floor(r() * 16)),
        location: r() < 0.25 ? ('away' as const) : ('home' as const),
        note: null,
        source: 'manual' as const,
        lessonCompletionId: null,
        recordedAt: at,
        recordedBy: user.id,
        updatedAt: at,
        workSampleId: null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await t.deps.db
      .insertInto('hourEntries')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length;
}

describe('records progress in one statement', () => {
  it('comes to exactly what every entry of the year gives (the path before), for each child and year', async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada', timezone: TZ });
    const sibling = (await ok<{ id: string }>(user, 'POST', '/api/students', { name: 'Bo', age: 9 })).id;
    const year = {
      startDate: addDaysIso(today(), -200),
      endDate: addDaysIso(today(), 60),
      weekdays: [1, 2, 3, 4, 5],
    };
    const yearId = await addSchoolYear(t.deps.db, user, year);
    const lastYear = { startDate: addDaysIso(today(), -400), endDate: addDaysIso(today(), -220) };
    const lastYearId = await addSchoolYear(t.deps.db, user, { ...lastYear, weekdays: [1, 2, 3, 4] });
    const winter = { startDate: addDaysIso(today(), -60), endDate: addDaysIso(today(), -50) };
    const ownBreak = { startDate: addDaysIso(today(), -30), endDate: addDaysIso(today(), -25) };
    await addBreak(t.deps.db, user, yearId, { label: 'Winter', ...winter });
    await addBreak(t.deps.db, user, yearId, { label: 'Trip', ...ownBreak, studentIds: [sibling] });
    // A minimum day (3.5 h), days and hours, core and core at home: every total counts.
    const copy = (
      await ok<{ profile: RequirementProfile }>(
        user,
        'PUT',
        `/api/students/${user.studentId}/requirement-profile`,
        { profileId: 'template-custom' },
      )
    ).profile;
    await ok(user, 'PATCH', `/api/requirement-profiles/${copy.id}`, {
      name: 'Ours',
      rule: 'days_and_hours',
      targetDays: 150,
      hoursByGrade: [{ fromGrade: 0, toGrade: 12, hours: 700 }],
      coreHours: 400,
      coreHomeHours: 250,
      minHoursPerDay: 3.5,
    });
    await ok(user, 'PUT', `/api/students/${sibling}/requirement-profile`, { profileId: copy.id });
    expect(await seedEntries(user, user.studentId, 420, 7)).toBeGreaterThan(600);
    await seedEntries(user, sibling, 420, 11);
    const profile = (await ok<{ own: RequirementProfile[] }>(user, 'GET', '/api/requirement-profiles'))
      .own[0]!;

    const cases = [
      { studentId: user.studentId, query: '', year, breaks: [winter] },
      { studentId: sibling, query: '', year, breaks: [winter, ownBreak] },
      {
        studentId: sibling,
        query: `?schoolYearId=${lastYearId}`,
        year: { ...lastYear, weekdays: [1, 2, 3, 4] },
        breaks: [],
      },
    ];
    for (const c of cases) {
      // The path before: every entry of the year, oldest first, added up in JS.
      const entries = await t.deps.db
        .selectFrom('hourEntries')
        .select(['date', 'minutes', 'core', 'location'])
        .where('userId', '=', user.id)
        .where('studentId', '=', c.studentId)
        .where('date', '>=', c.year.startDate)
        .where('date', '<=', c.year.endDate)
        .orderBy('date')
        .orderBy('id')
        .execute();
      const child = await t.deps.db
        .selectFrom('students')
        .select(['age', 'gradeLevel'])
        .where('id', '=', c.studentId)
        .executeTakeFirstOrThrow();
      const before = requirementProgress({
        profile,
        child: { gradeLevel: child.gradeLevel, age: readNumber(child.age) },
        year: c.year,
        breaks: c.breaks,
        entries: entries.map((e) => ({ ...e, minutes: readNumber(e.minutes), core: readFlag(e.core) })),
        today: today(),
      });
      const { count, body } = await statements<Progress>(
        user,
        `/api/students/${c.studentId}/records/progress${c.query}`,
      );
      expect(before.totals.daysLogged).toBeGreaterThan(50);
      expect(body).toMatchObject({ ...before, status: 'tracking' });
      expect(body.totals).toEqual(before.totals);
      expect(body.goals).toEqual(before.goals);
      // The request's checks and one statement: the same as a page of the hours log.
      const list = await statements(
        user,
        `/api/students/${c.studentId}/hours?from=${today()}&to=${addDaysIso(today(), 1)}`,
      );
      expect(count).toBe(list.count);
    }
  });
});

describe('the report card in one statement', () => {
  it('runs as many statements as a one-statement read, and a term not the family’s is 404', async () => {
    const user = await signUpUser(t.app, { displayName: 'Ada', timezone: TZ });
    const year = await ok<{ terms: { id: string }[] }>(user, 'POST', '/api/school-years', {
      name: 'This year',
      startDate: addDaysIso(today(), -100),
      endDate: addDaysIso(today(), 100),
      terms: [
        { name: 'Fall', startDate: addDaysIso(today(), -100), endDate: addDaysIso(today(), 0) },
        { name: 'Spring', startDate: addDaysIso(today(), 1), endDate: addDaysIso(today(), 100) },
      ],
    });
    const cls = await ok<{ id: string }>(user, 'POST', '/api/classes', {
      title: 'Algebra',
      daysOfWeek: [1, 3],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [user.studentId],
    });
    await ok(user, 'POST', `/api/students/${user.studentId}/assignments`, {
      classId: cls.id,
      assignmentName: 'Quiz',
      assignmentDate: addDaysIso(today(), -3),
      gradePercentage: 91.5,
    });
    const url = `/api/students/${user.studentId}/report-card?termId=${year.terms[0]!.id}`;
    const { count, body } = await statements<ReportCard>(user, url);
    expect(body.classes).toMatchObject([{ title: 'Algebra', average: 92, counted: 1 }]);
    const list = await statements(
      user,
      `/api/students/${user.studentId}/hours?from=${today()}&to=${addDaysIso(today(), 1)}`,
    );
    expect(count).toBe(list.count);
    const other = await signUpUser(t.app, { displayName: 'Other', timezone: TZ });
    const res = await call(
      other,
      'GET',
      `/api/students/${other.studentId}/report-card?termId=${year.terms[0]!.id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
