import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllRows } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { pdfText } from '@tests/setup/pdf-text';
import { transcriptMessages as msg } from '@shared/messages/transcript';
import type { Transcript, TranscriptCourse } from '@shared/schemas/transcript';
import { closePdfWorker } from '../../pdf/render-pdf';
import { transcriptSection } from './transcript.pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const { call } = apiRequests(() => t.app);

const base = (u: TestUser, child = u.studentId) => `/api/students/${child}/transcript`;

async function transcript(u: TestUser, child = u.studentId): Promise<Transcript> {
  const res = await call(u, 'GET', base(u, child));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function addCourse(
  u: TestUser,
  body: Record<string, unknown>,
  child = u.studentId,
): Promise<TranscriptCourse> {
  const res = await call(u, 'POST', `${base(u, child)}/courses`, {
    yearLabel: '2026–2027',
    gradeLevel: 9,
    level: 'regular',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createClass(u: TestUser, title = 'Biology') {
  const res = await call(u, 'POST', '/api/classes', {
    title,
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [u.studentId],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/**
 * `total` minutes straight into the table (the hours feature writes them in the app), as entries of
 * at most 600 minutes on consecutive days.
 */
async function insertHours(u: TestUser, classId: string, total: number, studentId = u.studentId) {
  const now = new Date().toISOString();
  const minutes: number[] = [];
  for (let left = total; left > 0; left -= 600) minutes.push(Math.min(600, left));
  await t.deps.db
    .insertInto('hourEntries')
    .values(
      minutes.map((m, i) => ({
        id: randomUUID(),
        userId: u.id,
        studentId,
        date: `2026-${String(9 + Math.floor(i / 28)).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        classId,
        subject: 'Science',
        core: 1,
        minutes: m,
        location: 'home' as const,
        note: null,
        source: 'manual' as const,
        lessonCompletionId: null,
        recordedAt: now,
        recordedBy: u.id,
        updatedAt: now,
      })),
    )
    .execute();
}

const rows = () => countAllRows(t.deps.db);
const courseRows = async (userId: string) =>
  t.deps.db.selectFrom('transcriptCourses').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe(`transcript (${dialect})`, () => {
  it('is empty at first, with the default settings', async () => {
    const u = await signUpUser(t.app);
    const tr = await transcript(u);
    expect(tr.years).toEqual([]);
    expect(tr.cumulative).toEqual({ unweighted: null, weighted: null, gpaCredits: 0, creditsEarned: 0 });
    expect(tr.settings).toEqual({ hoursPerCredit: 120, honorsBonus: 0.5, apBonus: 1, dualBonus: 1 });
  });

  it('computes the GPA per year and cumulative, unweighted and weighted, with an honors course', async () => {
    const u = await signUpUser(t.app);
    const honors = await addCourse(u, {
      title: 'English 9 Honors',
      credits: 1,
      level: 'honors',
      finalPercent: 95,
    });
    expect(honors).toMatchObject({
      letter: 'A',
      points: 4,
      weightedPoints: 4.5,
      credits: 1,
      creditsEarned: 1,
    });
    await addCourse(u, { title: 'Algebra I', credits: 1, finalPercent: 85 });
    await addCourse(u, { title: 'PE', credits: 0.5, level: 'pass_fail', passed: true });
    await addCourse(u, {
      title: 'Chemistry',
      credits: 1,
      finalPercent: 91,
      gradeLevel: 10,
      yearLabel: '2027–2028',
      level: 'ap',
    });
    const tr = await transcript(u);
    expect(tr.years.map((y) => [y.gradeLevel, y.yearLabel, y.courses.map((c) => c.title)])).toEqual([
      [9, '2026–2027', ['Algebra I', 'English 9 Honors', 'PE']],
      [10, '2027–2028', ['Chemistry']],
    ]);
    expect(tr.years[0]).toMatchObject({ unweighted: 3.5, weighted: 3.75, creditsEarned: 2.5, gpaCredits: 2 });
    expect(tr.years[1]).toMatchObject({ unweighted: 3.7, weighted: 4.7, creditsEarned: 1 });
    // (4 + 3 + 3.7) / 3 = 3.5667; (4.5 + 3 + 4.7) / 3 = 4.0667
    expect(tr.cumulative).toEqual({ unweighted: 3.57, weighted: 4.07, gpaCredits: 3, creditsEarned: 3.5 });
  });

  it("gives letters and points on the family's grading scale, and prints that scale's key", async () => {
    const u = await signUpUser(t.app);
    await addCourse(u, { title: 'Geometry', credits: 1, finalPercent: 91 });
    expect((await transcript(u)).years[0]!.courses[0]).toMatchObject({ letter: 'A-', points: 3.7 });
    const scale = await t.app.inject({
      method: 'PUT',
      url: '/api/grading-scale',
      headers: { cookie: u.cookie },
      payload: {
        rows: [
          { letter: 'A', minPercent: 90 },
          { letter: 'B', minPercent: 80 },
          { letter: 'C', minPercent: 70 },
          { letter: 'F', minPercent: 0 },
        ],
      },
    });
    expect(scale.statusCode, scale.body).toBe(200);
    const tr = await transcript(u);
    expect(tr.years[0]!.courses[0]).toMatchObject({ letter: 'A', points: 4 });
    expect(tr.cumulative.unweighted).toBe(4);
    expect(tr.scale.map((r: { letter: string }) => r.letter)).toEqual(['A', 'B', 'C', 'F']);
  });

  it("takes credits from the linked class's hours and the grade from its assignments", async () => {
    const u = await signUpUser(t.app);
    const cls = await createClass(u);
    // 119 hours: 0.75 credit at 120 hours per credit (rounded down to a quarter).
    await insertHours(u, cls.id, 119 * 60);
    const work: { id: string; grade: number }[] = [];
    for (const grade of [92, 85]) {
      const res = await call(u, 'POST', `/api/students/${u.studentId}/assignments`, {
        classId: cls.id,
        assignmentName: `Test ${grade}`,
        assignmentDate: '2026-09-10',
        status: 'completed',
        gradePercentage: grade,
      });
      expect(res.statusCode, res.body).toBe(201);
      work.push({ id: res.json().id as string, grade });
    }
    const course = await addCourse(u, { title: 'Biology', classId: cls.id });
    expect(course).toMatchObject({
      className: 'Biology',
      classMinutes: 119 * 60,
      creditsFromHours: 0.75,
      credits: 0.75,
      classAverage: 89,
      percent: 89,
      letter: 'B+',
      points: 3.3,
    });
    // Another child's hours in the same class do not count.
    const other = (await call(u, 'POST', '/api/students', { name: 'Second', age: 15 })).json().id as string;
    await insertHours(u, cls.id, 600, other);
    // 60 more minutes make 120 hours: 1 credit. A family setting of 60 hours per credit doubles it.
    await insertHours(u, cls.id, 60);
    expect((await transcript(u)).years[0]!.courses[0]!.credits).toBe(1);
    const put = await call(u, 'PUT', '/api/records/settings', {
      hoursPerCredit: 60,
      honorsBonus: 0.5,
      apBonus: 1,
      dualBonus: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await transcript(u)).years[0]!.courses[0]!.credits).toBe(2);
    // Entered credits and grade win over the class's.
    const patched = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, {
      credits: 1.5,
      finalPercent: 97,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ credits: 1.5, creditsEntered: 1.5, percent: 97, letter: 'A+' });
    // Back to the class's grade.
    const back = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, { finalPercent: null });
    expect(back.json()).toMatchObject({ percent: 89, finalPercent: null });
    // With grading categories the class's grade is the weighted one, as on the report card: Tests 92 at 75 %,
    // Homework 85 at 25 % → 90.25 → 90, an A-.
    const weights = await call(u, 'PUT', `/api/classes/${cls.id}/grade-weights`, {
      weights: [
        { category: 'Tests', weight: 75 },
        { category: 'Homework', weight: 25 },
      ],
    });
    expect(weights.statusCode, weights.body).toBe(200);
    for (const a of work) {
      const res = await call(u, 'PATCH', `/api/students/${u.studentId}/assignments/${a.id}`, {
        category: a.grade === 92 ? 'Tests' : 'Homework',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await transcript(u)).years[0]!.courses[0]).toMatchObject({ classAverage: 90, letter: 'A-' });
  });

  it('uses the family bonuses and keeps them per family', async () => {
    const u = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await addCourse(u, { title: 'Physics', credits: 1, finalPercent: 95, level: 'honors' });
    const res = await call(u, 'PUT', '/api/records/settings', {
      hoursPerCredit: 150,
      honorsBonus: 1,
      apBonus: 1.5,
      dualBonus: 0.75,
    });
    expect(res.json()).toEqual({ hoursPerCredit: 150, honorsBonus: 1, apBonus: 1.5, dualBonus: 0.75 });
    expect((await call(u, 'GET', '/api/records/settings')).json()).toEqual(res.json());
    expect((await transcript(u)).cumulative.weighted).toBe(5);
    expect((await call(other, 'GET', '/api/records/settings')).json().hoursPerCredit).toBe(120);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const u = await signUpUser(t.app);
    const course = await addCourse(u, { title: 'Latin', credits: 1, finalPercent: 88 });
    const before = await rows();
    const stored = await courseRows(u.id);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '', credits: 1 }, msg.titleRequired],
      [{ title: 'x'.repeat(201), credits: 1 }, msg.titleTooLong],
      [{ title: 'A', credits: 0.7 }, msg.creditsInvalid],
      [{ title: 'A', credits: 10.5 }, msg.creditsInvalid],
      [{ title: 'A', credits: 0 }, msg.creditsInvalid],
      [{ title: 'A' }, msg.creditsOrClass],
      [{ title: 'A', credits: 1, gradeLevel: 8 }, msg.gradeLevelInvalid],
      [{ title: 'A', credits: 1, finalPercent: 101 }, msg.percentInvalid],
      [{ title: 'A', credits: 1, finalPercent: 90.55 }, msg.percentInvalid],
      [{ title: 'A', credits: 1, level: 'pass_fail', finalPercent: 90 }, msg.percentNotForPassFail],
      [{ title: 'A', credits: 1, passed: true }, msg.passedOnlyForPassFail],
      [{ title: 'A', credits: 1, level: 'gifted' }, msg.levelInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await call(u, 'POST', `${base(u)}/courses`, {
        yearLabel: '2026–2027',
        gradeLevel: 9,
        level: 'regular',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    // A PATCH whose merged course breaks a rule.
    const patch = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, { credits: null });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.message).toBe(msg.creditsOrClass);
    const pf = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, { passed: true });
    expect(pf.json().error.message).toBe(msg.passedOnlyForPassFail);
    for (const body of [
      { hoursPerCredit: 0, honorsBonus: 0.5, apBonus: 1, dualBonus: 1 },
      { hoursPerCredit: 120.5, honorsBonus: 0.5, apBonus: 1, dualBonus: 1 },
      { hoursPerCredit: 120, honorsBonus: 2.5, apBonus: 1, dualBonus: 1 },
      { hoursPerCredit: 120, honorsBonus: 0.5, apBonus: -1, dualBonus: 1 },
    ]) {
      const res = await call(u, 'PUT', '/api/records/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/Hours per credit|bonus/);
    }
    expect(await rows()).toEqual(before);
    expect(await courseRows(u.id)).toEqual(stored);
    expect(
      await t.deps.db.selectFrom('recordsSettings').selectAll().where('userId', '=', u.id).execute(),
    ).toEqual([]);
  });

  it('switching a course to pass/fail clears its percent, and back clears passed', async () => {
    const u = await signUpUser(t.app);
    const course = await addCourse(u, { title: 'Art', credits: 0.5, finalPercent: 90 });
    const pf = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, {
      level: 'pass_fail',
      passed: true,
    });
    expect(pf.json()).toMatchObject({
      level: 'pass_fail',
      finalPercent: null,
      passed: true,
      letter: 'P',
      inGpa: false,
      creditsEarned: 0.5,
    });
    const back = await call(u, 'PATCH', `${base(u)}/courses/${course.id}`, {
      level: 'regular',
      finalPercent: 80,
    });
    expect(back.json()).toMatchObject({ level: 'regular', passed: null, letter: 'B-' });
    const del = await call(u, 'DELETE', `${base(u)}/courses/${course.id}`);
    expect(del.statusCode).toBe(204);
    expect(await courseRows(u.id)).toEqual([]);
    expect((await call(u, 'DELETE', `${base(u)}/courses/${course.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another family's child, course or class, and changes nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const aClass = await createClass(a);
    const course = await addCourse(a, { title: 'Secret course', credits: 1, finalPercent: 90 });
    const stored = await courseRows(a.id);
    expect((await call(b, 'GET', base(a))).statusCode).toBe(404);
    expect((await call(b, 'GET', `${base(a)}.pdf`)).statusCode).toBe(404);
    expect(
      (
        await call(b, 'POST', `${base(a)}/courses`, {
          title: 'X',
          credits: 1,
          yearLabel: 'y',
          gradeLevel: 9,
          level: 'regular',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(b, 'PATCH', `${base(b)}/courses/${course.id}`, { title: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect((await call(b, 'DELETE', `${base(b)}/courses/${course.id}`)).statusCode).toBe(404);
    // B's own course linked to A's class.
    const linked = await call(b, 'POST', `${base(b)}/courses`, {
      title: 'X',
      classId: aClass.id,
      yearLabel: 'y',
      gradeLevel: 9,
      level: 'regular',
    });
    expect(linked.statusCode).toBe(404);
    expect(linked.json().error.message).toBe(msg.classNotFound);
    // A's course under A's second child.
    const second = (await call(a, 'POST', '/api/students', { name: 'Second', age: 14 })).json().id as string;
    expect(
      (await call(a, 'PATCH', `${base(a, second)}/courses/${course.id}`, { title: 'Moved' })).statusCode,
    ).toBe(404);
    expect((await transcript(a, second)).years).toEqual([]);
    expect(await courseRows(a.id)).toEqual(stored);
    expect(await courseRows(b.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const u = await signUpUser(t.app);
    expect((await call(null, 'GET', base(u))).statusCode).toBe(401);
    expect((await call(null, 'GET', `${base(u)}.pdf`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `${base(u)}/courses`, {})).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/records/settings')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/api/records/settings', {})).statusCode).toBe(401);
  });

  it('publishes a live update for the child', async () => {
    const u = await signUpUser(t.app);
    const events: unknown[] = [];
    const off = t.deps.bus.subscribe(u.id, (e) => events.push(e));
    await addCourse(u, { title: 'Music', credits: 0.5, finalPercent: 90 });
    off();
    expect(events).toContainEqual(expect.objectContaining({ kinds: ['transcript'], studentId: u.studentId }));
  });

  it('renders the transcript PDF with the GPA, credits, titles, grading key and signature line', async () => {
    const u = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
    await addCourse(u, { title: 'English 9 Honors', credits: 1, level: 'honors', finalPercent: 95 });
    await addCourse(u, { title: 'Algebra I', credits: 1, finalPercent: 85 });
    await addCourse(u, { title: 'Ceramics', credits: 0.5, level: 'pass_fail', passed: true });
    const res = await call(u, 'GET', `${base(u)}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="transcript-ada-lovelace.pdf"; filename*=UTF-8\'\'transcript-ada-lovelace.pdf',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('High School Transcript');
    expect(text).toContain('Student: Ada Lovelace');
    expect(text).toContain('Grade 9 · 2026–2027');
    for (const title of ['English 9 Honors', 'Algebra I', 'Ceramics']) expect(text).toContain(title);
    expect(text).toContain('GPA 3.50 unweighted · 3.75 weighted · 2.5 credits');
    expect(text).toMatch(/Cumulative\s*3\.50\s*3\.75\s*2\.5/);
    expect(text).toMatch(/English 9 Honors\s*Honors\s*1\.0\s*95 %\s*A\s*4\.00\s*4\.50/);
    expect(text).toContain('Grading key');
    expect(text).toContain('A+ 97–100 = 4.0');
    expect(text).toContain('Parent / administrator signature');

    // The section the year-end bundle uses: nothing for a child without courses.
    const empty = await signUpUser(t.app);
    expect(
      await transcriptSection(t.deps, {
        familyId: empty.id,
        studentId: empty.studentId,
        schoolYearId: 'any',
        today: '2026-11-28',
      }),
    ).toEqual([]);
    const section = await transcriptSection(t.deps, {
      familyId: u.id,
      studentId: u.studentId,
      schoolYearId: 'any',
      today: '2026-11-28',
    });
    expect(JSON.stringify(section)).toContain('English 9 Honors');
  });
});
