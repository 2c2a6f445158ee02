import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCardMessages as m } from '@shared/messages/grading';
import type { ReportCard } from '@shared/schemas/report-card';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { pdfPages, pdfText } from '@tests/setup/pdf-text';
import { reportCardSection } from './report-card.pdf';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call: req, ok, refused } = apiRequests(() => t.app);

const TERMS = [
  { name: 'Fall', startDate: '2025-08-18', endDate: '2025-12-19' },
  { name: 'Spring', startDate: '2026-01-05', endDate: '2026-06-05' },
];

/** An hour entry as the hours part writes it (that part's routes are another engineer's: straight into the table). */
async function logMinutes(
  u: TestUser,
  date: string,
  minutes: number,
  classId: string | null,
  subject = 'Math',
) {
  const now = new Date().toISOString();
  await t.deps.db
    .insertInto('hourEntries')
    .values({
      id: crypto.randomUUID(),
      userId: u.id,
      studentId: u.studentId,
      date,
      classId,
      subject,
      core: 1,
      minutes,
      location: 'home',
      note: null,
      source: 'manual',
      lessonCompletionId: null,
      recordedAt: now,
      recordedBy: u.id,
      updatedAt: now,
    })
    .execute();
}

/** A family with a two-term year, a weighted Algebra and a plain Art, work in both terms, attendance and hours. */
async function family() {
  const u = await signUpUser(t.app, { displayName: 'Ada' });
  const year = await ok(u, 'POST', '/api/school-years', {
    name: '2025–26',
    startDate: '2025-08-18',
    endDate: '2026-06-05',
    terms: TERMS,
  });
  const [fall, spring] = year.terms as { id: string }[];
  const cls = (title: string) =>
    ok(u, 'POST', '/api/classes', {
      title,
      daysOfWeek: [1, 3],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [u.studentId],
    });
  const algebra = await cls('Algebra');
  const art = await cls('Art');
  const idle = await cls('Latin');
  await ok(u, 'PUT', `/api/classes/${algebra.id}/grade-weights`, {
    weights: [
      { category: 'Tests', weight: 50 },
      { category: 'Homework', weight: 30 },
      { category: 'Projects', weight: 20 },
    ],
  });
  const child = `/api/students/${u.studentId}`;
  const add = (classId: string, date: string, grade: number | null, category?: string) =>
    ok(u, 'POST', `${child}/assignments`, {
      classId,
      assignmentName: `Work ${date}`,
      assignmentDate: date,
      ...(grade === null ? { status: 'upcoming' } : { gradePercentage: grade }),
      ...(category ? { category } : {}),
    });
  // Fall Algebra: Tests (85, 90) = 87.5, Homework 95, Projects 88 → 43.75 + 28.5 + 17.6 = 89.85 → 90, A-.
  await add(algebra.id, '2025-09-01', 85, 'Tests');
  await add(algebra.id, '2025-10-01', 90, 'Tests');
  await add(algebra.id, '2025-09-15', 95, 'Homework');
  await add(algebra.id, '2025-11-15', 88, 'Projects');
  await add(algebra.id, '2025-12-01', null, 'Tests'); // upcoming: not graded
  // Spring Algebra: one test at 70 → 70, C-.
  await add(algebra.id, '2026-02-01', 70, 'Tests');
  // Fall Art, unweighted: 96 and 97 → 96.5 → 97, A+.
  await add(art.id, '2025-08-18', 96);
  await add(art.id, '2025-12-19', 97);
  // Attendance: 3 present, 1 absent in the fall; one present day in the spring.
  await ok(u, 'PUT', '/api/attendance', {
    studentIds: [u.studentId],
    dates: ['2025-09-01', '2025-09-02', '2025-09-03'],
    status: 'present',
  });
  await ok(u, 'PUT', '/api/attendance', {
    studentIds: [u.studentId],
    dates: ['2025-09-04'],
    status: 'absent',
  });
  await ok(u, 'PUT', '/api/attendance', {
    studentIds: [u.studentId],
    dates: ['2026-02-01'],
    status: 'present',
  });
  await logMinutes(u, '2025-09-01', 90, algebra.id);
  await logMinutes(u, '2025-09-02', 60, algebra.id);
  await logMinutes(u, '2025-09-02', 45, null, 'Nature walk');
  await logMinutes(u, '2026-02-01', 30, art.id);
  return { u, year, fall: fall!, spring: spring!, algebra, art, idle, child };
}

describe(`report card (${dialect})`, () => {
  it("shows the term's classes with work, their averages, letters, hours, attendance and the scale", async () => {
    const { u, fall, spring, algebra, art, child } = await family();
    const card = await ok<ReportCard>(u, 'GET', `${child}/report-card?termId=${fall.id}`);
    expect(card.student).toMatchObject({ id: u.studentId, name: 'Ada' });
    expect(card.term).toMatchObject({
      id: fall.id,
      name: 'Fall',
      schoolYearName: '2025–26',
      startDate: '2025-08-18',
    });
    expect(card.classes).toEqual([
      {
        classId: algebra.id,
        title: 'Algebra',
        emoji: expect.any(String),
        average: 90,
        letter: 'A-',
        weighted: true,
        counted: 4,
        uncounted: 0,
        minutes: 150,
        comment: null,
        teacherName: null,
      },
      {
        classId: art.id,
        title: 'Art',
        emoji: expect.any(String),
        average: 97,
        letter: 'A+',
        weighted: false,
        counted: 2,
        uncounted: 0,
        minutes: 0,
        comment: null,
        teacherName: null,
      },
    ]);
    expect(card.attendance).toEqual({ present: 3, absent: 1, marked: 4 });
    expect(card.hours).toEqual({ totalMinutes: 195, otherMinutes: 45 });
    expect(card.scale[0]).toEqual({ letter: 'A+', minPercent: 97 });

    const springCard = await ok<ReportCard>(u, 'GET', `${child}/report-card?termId=${spring.id}`);
    expect(springCard.classes.map((c) => [c.title, c.average, c.letter, c.minutes])).toEqual([
      ['Algebra', 70, 'C-', 0],
      ['Art', null, null, 30],
    ]);
    expect(springCard.attendance).toEqual({ present: 1, absent: 0, marked: 1 });

    // The family's own scale decides the letters.
    await ok(u, 'PUT', '/api/grading-scale', {
      rows: [
        { letter: 'S', minPercent: 75 },
        { letter: 'N', minPercent: 0 },
      ],
    });
    const rescaled = await ok<ReportCard>(u, 'GET', `${child}/report-card?termId=${spring.id}`);
    expect(rescaled.classes[0]!.letter).toBe('N');
  });

  it('saves, changes and removes a comment', async () => {
    const { u, fall, algebra, child } = await family();
    const put = (comment: string) =>
      ok(u, 'PUT', `${child}/report-card/comments`, { termId: fall.id, classId: algebra.id, comment });
    expect(await put('  Strong on equations.  ')).toEqual({
      termId: fall.id,
      classId: algebra.id,
      comment: 'Strong on equations.',
    });
    const commentOf = async () =>
      (await ok<ReportCard>(u, 'GET', `${child}/report-card?termId=${fall.id}`)).classes.find(
        (c) => c.classId === algebra.id,
      )!.comment;
    expect(await commentOf()).toBe('Strong on equations.');
    await put('Great term.');
    expect(await commentOf()).toBe('Great term.');
    expect(await put('   ')).toEqual({ termId: fall.id, classId: algebra.id, comment: null });
    expect(await commentOf()).toBeNull();
    const rows = await t.deps.db
      .selectFrom('reportCardComments')
      .selectAll()
      .where('userId', '=', u.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const { u, fall, algebra, child } = await family();
    const before = await snapshotAccount(t.deps.db, u.id);
    const url = `${child}/report-card/comments`;
    await refused(
      u,
      'PUT',
      url,
      { termId: fall.id, classId: algebra.id, comment: 'x'.repeat(1001) },
      400,
      m.commentTooLong,
    );
    await refused(u, 'PUT', url, { classId: algebra.id, comment: 'Hi' }, 400, m.termRequired);
    await refused(u, 'PUT', url, { termId: fall.id, comment: 'Hi' }, 400, m.classRequired);
    await refused(u, 'PUT', url, { termId: 'nope', classId: algebra.id, comment: 'Hi' }, 404, m.termNotFound);
    await refused(u, 'PUT', url, { termId: fall.id, classId: 'nope', comment: 'Hi' }, 404, m.classNotFound);
    await refused(u, 'GET', `${child}/report-card`, undefined, 400, m.termRequired);
    await refused(u, 'GET', `${child}/report-card?termId=nope`, undefined, 404, m.termNotFound);
    await refused(u, 'GET', `${child}/report-card.pdf?termId=nope`, undefined, 404, m.termNotFound);
    expect(await snapshotAccount(t.deps.db, u.id)).toBe(before);
    // A class of the family that only the child's sibling takes.
    const sibling = await ok(u, 'POST', '/api/students', { name: 'Ben', age: 8 });
    const music = await ok(u, 'POST', '/api/classes', {
      title: 'Music',
      daysOfWeek: [2],
      startTime: '09:00',
      endTime: '10:00',
      studentIds: [sibling.id],
    });
    const withSibling = await snapshotAccount(t.deps.db, u.id);
    await refused(u, 'PUT', url, { termId: fall.id, classId: music.id, comment: 'Hi' }, 404, m.classNotFound);
    expect(await snapshotAccount(t.deps.db, u.id)).toBe(withSibling);
  });

  it("answers 404 for another family's child, term or class and changes nothing; 401 signed out", async () => {
    const a = await family();
    const b = await signUpUser(t.app);
    await ok(a.u, 'PUT', `${a.child}/report-card/comments`, {
      termId: a.fall.id,
      classId: a.algebra.id,
      comment: 'Mine',
    });
    const before = await snapshotAccount(t.deps.db, a.u.id);
    const bChild = `/api/students/${b.studentId}`;
    await refused(b, 'GET', `${a.child}/report-card?termId=${a.fall.id}`, undefined, 404);
    await refused(b, 'GET', `${a.child}/report-card.pdf?termId=${a.fall.id}`, undefined, 404);
    await refused(b, 'GET', `${bChild}/report-card?termId=${a.fall.id}`, undefined, 404, m.termNotFound);
    await refused(b, 'GET', `${bChild}/report-card.pdf?termId=${a.fall.id}`, undefined, 404, m.termNotFound);
    await refused(
      b,
      'PUT',
      `${a.child}/report-card/comments`,
      { termId: a.fall.id, classId: a.algebra.id, comment: 'x' },
      404,
    );
    await refused(
      b,
      'PUT',
      `${bChild}/report-card/comments`,
      { termId: a.fall.id, classId: a.algebra.id, comment: '' },
      404,
    );
    expect(await snapshotAccount(t.deps.db, a.u.id)).toBe(before);
    await refused(null, 'GET', `${a.child}/report-card?termId=${a.fall.id}`, undefined, 401);
    await refused(null, 'GET', `${a.child}/report-card.pdf?termId=${a.fall.id}`, undefined, 401);
    await refused(
      null,
      'PUT',
      `${a.child}/report-card/comments`,
      { termId: a.fall.id, classId: a.algebra.id, comment: 'x' },
      401,
    );
  });

  it('renders the PDF of one term with the averages, letters, comment, attendance, hours and grading key', async () => {
    const { u, fall, algebra, child } = await family();
    await ok(u, 'PUT', `${child}/report-card/comments`, {
      termId: fall.id,
      classId: algebra.id,
      comment: 'Strong on equations.',
    });
    const res = await req(u, 'GET', `${child}/report-card.pdf?termId=${fall.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-card-ada-2025-26-fall.pdf"; filename*=UTF-8\'\'report-card-ada-2025-26-fall.pdf',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Report Card — Fall');
    expect(text).toContain('Ada');
    expect(text).toMatch(/Algebra\s*90 %\s*A-\s*2\.5/);
    expect(text).toMatch(/Art\s*97 %\s*A\+\s*0/);
    expect(text).toMatch(/Other subjects\s*0\.8/);
    expect(text).toContain('Strong on equations.');
    expect(text).toContain('Days present: 3');
    expect(text).toContain('Days absent: 1');
    expect(text).toContain('Total hours: 3.3');
    expect(text).toContain('Grading key');
    expect(text).toMatch(/A\+[\s\S]*97–100/);
    expect(text).toContain('0–59');
    expect(text).toContain('Parent or teacher');
  });

  it('builds the year-end section: one report card per term of the year, each from a new page', async () => {
    const { u, year } = await family();
    const content = await reportCardSection(t.deps, {
      familyId: u.id,
      studentId: u.studentId,
      schoolYearId: year.id,
      today: '2026-11-28',
    });
    const { renderPdf } = await import('../../pdf/render-pdf');
    const { baseDocument } = await import('../../pdf/pdf-layout');
    const pages = await pdfPages(await renderPdf(baseDocument('Bundle', content)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Report Card — Fall');
    expect(pages[0]).toMatch(/Algebra\s*90 %\s*A-/);
    expect(pages[1]).toContain('Report Card — Spring');
    expect(pages[1]).toMatch(/Algebra\s*70 %\s*C-/);
    // Another family's scope reads nothing.
    const other = await signUpUser(t.app);
    expect(
      await reportCardSection(t.deps, {
        familyId: other.id,
        studentId: other.studentId,
        schoolYearId: year.id,
        today: '2026-11-28',
      }),
    ).toEqual([]);
  });
});
