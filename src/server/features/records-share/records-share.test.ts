import { createHash } from 'node:crypto';
import { secretMark } from '../../http/secret-urls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import {
  createdEvaluatorLinkSchema,
  evaluatorSummarySchema,
  type CreatedEvaluatorLink,
  type EvaluatorLinkList,
  type EvaluatorSummary,
} from '@shared/schemas/records-share';
import { dateLabel } from '@shared/messages/school-years';
import type { ReportCard } from '@shared/schemas/report-card';
import type { Transcript } from '@shared/schemas/transcript';
import { countAllRows, snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { childSignedIn } from '@tests/setup/members';
import { pdfPages, pdfText } from '@tests/setup/pdf-text';
import { uploadFile } from '@tests/setup/test-files';
import { closePdfWorker } from '../../pdf/render-pdf';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const { call: req, ok } = apiRequests(() => t.app);

/** Monday Sep 7 to Wednesday Sep 30, 2026: 18 weekdays; the child's break takes Sep 14–16. */
const YEAR = { name: 'Fall 2026', startDate: '2026-09-07', endDate: '2026-09-30' };

interface Family {
  user: TestUser;
  child: string;
  other: string;
  year: string;
}

/** A family with Ada Lovelace (grade 4, a break of her own, attendance marked) and Ben, and one school year. */
async function family(): Promise<Family> {
  const user = await signUpUser(t.app, { yourName: 'Grace Lovelace', displayName: 'Ada Lovelace' });
  await ok(user, 'PATCH', `/api/students/${user.studentId}`, { gradeLevel: '4' });
  const other = (await ok<{ id: string }>(user, 'POST', '/api/students', { name: 'Ben Lovelace', age: 7 }))
    .id;
  const year = (await ok<{ id: string }>(user, 'POST', '/api/school-years', YEAR)).id;
  await ok(user, 'POST', `/api/school-years/${year}/breaks`, {
    label: 'Trip',
    startDate: '2026-09-14',
    endDate: '2026-09-16',
    studentIds: [user.studentId],
  });
  await ok(user, 'PUT', '/api/attendance', {
    studentIds: [user.studentId],
    dates: ['2026-09-07', '2026-09-08', '2026-09-09'],
    status: 'present',
  });
  await ok(user, 'PUT', '/api/attendance', {
    studentIds: [user.studentId],
    dates: ['2026-09-10'],
    status: 'absent',
  });
  return { user, child: user.studentId, other, year };
}

/** Hours, a transcript course and a book for Ada, besides her attendance: every section of the bundle prints. */
async function everyRecord(f: Family) {
  await ok(f.user, 'POST', `/api/students/${f.child}/hours`, {
    date: '2026-09-08',
    subject: 'Nature walk',
    minutes: 90,
    location: 'away',
  });
  await ok(f.user, 'POST', `/api/students/${f.child}/transcript/courses`, {
    title: 'Biology Honors',
    yearLabel: '2026–2027',
    gradeLevel: 9,
    level: 'honors',
    credits: 1,
    finalPercent: 95,
  });
  await ok(f.user, 'POST', `/api/students/${f.child}/reading-log`, {
    title: 'Charlotte’s Web',
    finishedOn: '2026-09-20',
    pages: 184,
  });
}

const pdfOf = async (user: TestUser | null, url: string) => {
  const res = await req(user, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res;
};

const createLink = async (f: Family, body: object = {}) => {
  const res = await req(f.user, 'POST', `/api/students/${f.child}/evaluator-links`, {
    schoolYearId: f.year,
    label: 'Mrs. Smith, evaluator',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreatedEvaluatorLink;
  return { ...created, token: created.path.split('/').pop()! };
};

/** What any route that does not exist answers for this URL (the link's token marked, never echoed). */
const unknownRouteBody = (url: string) => ({
  error: {
    code: 'NOT_FOUND',
    message: `No route for GET ${url.replace(/^(\/api\/evaluator\/)([^/]+)/, (_, at: string, token: string) => at + secretMark(token))}.`,
  },
});

async function expectGone(url: string) {
  const res = await req(null, 'GET', url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toEqual(unknownRouteBody(url));
}

describe(`attendance calendar and year-end bundle PDFs (${dialect})`, () => {
  it("prints the child's attendance calendar with its totals and every month of the year", async () => {
    const f = await family();
    const res = await pdfOf(f.user, `/api/students/${f.child}/records/attendance.pdf?schoolYearId=${f.year}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-ada-lovelace-fall-2026.pdf"; filename*=UTF-8\'\'attendance-ada-lovelace-fall-2026.pdf',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(m.attendanceCalendar);
    expect(text).toContain('Ada Lovelace · Fall 2026 · Sep 7, 2026 – Sep 30, 2026');
    // 18 weekdays less the 3 days of Ada's break; 3 present, 1 absent, the other 11 not recorded.
    expect(text).toMatch(/School days\s*15/);
    expect(text).toMatch(/Days present\s*3/);
    expect(text).toMatch(/Days absent\s*1/);
    expect(text).toMatch(/School days not recorded\s*11/);
    expect(text).toContain('September 2026');
    for (const day of ['7 P', '8 P', '9 P', '10 A', '14 B', '16 B', '12 –']) expect(text).toContain(day);
    expect(text).toContain('Ada Lovelace · Fall 2026 · Page 1 of 1');
  });

  it("counts the family's break for every child and a child's break only for that child", async () => {
    const f = await family();
    const text = await pdfText(
      (await pdfOf(f.user, `/api/students/${f.other}/records/attendance.pdf?schoolYearId=${f.year}`))
        .rawPayload,
    );
    // Ben: no break of his own and no marks.
    expect(text).toMatch(/School days\s*18/);
    expect(text).toMatch(/Days present\s*0/);
    expect(text).not.toContain('14 B');
  });

  it('bundles a cover page and then each section from a new page', async () => {
    const f = await family();
    const res = await pdfOf(f.user, `/api/students/${f.child}/records/bundle.pdf?schoolYearId=${f.year}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="year-end-records-ada-lovelace-fall-2026.pdf"; filename*=UTF-8\'\'year-end-records-ada-lovelace-fall-2026.pdf',
    );
    const pages = await pdfPages(res.rawPayload);
    // Cover, attendance calendar, and the one term with attendance marked (empty terms print no card; this
    // family has no hours, transcript or books).
    expect(pages).toHaveLength(3);
    const [cover, attendance, reportCard] = pages as [string, string, string];
    expect(cover).toContain(m.coverTitle);
    expect(cover).toMatch(/Student\s*Ada Lovelace/);
    expect(cover).toMatch(/Grade level\s*Grade 4/);
    expect(cover).toMatch(/School year\s*Fall 2026/);
    expect(cover).toMatch(/Dates\s*Sep 7, 2026 – Sep 30, 2026/);
    expect(cover).toMatch(/Generated\s*[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(cover).toContain(m.attendanceCalendar);
    expect(cover).toContain('Page 1 of 3');
    expect(attendance).toContain(m.attendanceCalendar);
    expect(attendance).toMatch(/Days present\s*3/);
    expect(attendance).toContain('Page 2 of 3');
    expect(reportCard).toContain('Report Card — Quarter 1');
    expect(reportCard).toMatch(/Days present: 3/);
    expect(reportCard).toContain('Page 3 of 3');
  });

  it('carries every record the year has: hours log, report card, transcript and reading log, in order', async () => {
    const f = await family();
    await everyRecord(f);
    const res = await pdfOf(f.user, `/api/students/${f.child}/records/bundle.pdf?schoolYearId=${f.year}`);
    const pages = await pdfPages(res.rawPayload);
    const first = (needle: string) => pages.findIndex((page) => page.includes(needle));
    const order = [
      'Hours log — Ada Lovelace',
      'Report Card — Quarter 1',
      'Biology Honors',
      'Charlotte’s Web',
    ].map(first);
    expect(order.every((i) => i > 1)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(pages.join('\n')).toContain('Nature walk');
  });

  it('prints in the bundle exactly what each section prints on its own (the gathering in turns drops nothing)', async () => {
    const f = await family();
    await everyRecord(f);
    // Through an evaluator link: the bundle and each section as its own PDF, made by the same builders.
    const base = `/api/evaluator/${(await createLink(f)).token}`;
    // The footer's page numbers differ between the bundle and a section's own PDF; every other line is the same.
    const withoutFooter = (page: string) => page.replace(/Ada Lovelace · Fall 2026 · Page \d+ of \d+\n?/, '');
    const [cover, ...bundled] = (await pdfPages((await pdfOf(null, `${base}/bundle.pdf`)).rawPayload)).map(
      withoutFooter,
    );
    const sections = ['attendance', 'hours', 'report-card', 'transcript', 'reading-log'];
    const alone: string[] = [];
    for (const key of sections)
      alone.push(
        ...(await pdfPages((await pdfOf(null, `${base}/${key}.pdf`)).rawPayload)).map(withoutFooter),
      );
    expect(bundled).toEqual(alone);
    expect(bundled.join('\n')).toContain('Charlotte’s Web');
    for (const title of [m.attendanceCalendar, m.hoursLog, m.reportCards, m.transcript, m.readingLog])
      expect(cover).toContain(title);
  });

  it('refuses a missing year with a message, and another family’s year or child with 404', async () => {
    const f = await family();
    const g = await family();
    const noYear = await req(f.user, 'GET', `/api/students/${f.child}/records/bundle.pdf`);
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().error.message).toBe(m.yearRequired);
    for (const doc of ['attendance', 'bundle']) {
      const foreignYear = await req(
        f.user,
        'GET',
        `/api/students/${f.child}/records/${doc}.pdf?schoolYearId=${g.year}`,
      );
      expect(foreignYear.statusCode).toBe(404);
      expect(foreignYear.json().error.message).toBe(m.yearNotFound);
      const foreignChild = await req(
        f.user,
        'GET',
        `/api/students/${g.child}/records/${doc}.pdf?schoolYearId=${g.year}`,
      );
      expect(foreignChild.statusCode).toBe(404);
      expect(foreignChild.body).not.toContain('Lovelace');
      expect(
        (await req(null, 'GET', `/api/students/${f.child}/records/${doc}.pdf?schoolYearId=${f.year}`))
          .statusCode,
      ).toBe(401);
    }
  });
});

describe(`evaluator links (${dialect})`, () => {
  it('creates a link shown once, stores only its hash, and lists it with its year and status', async () => {
    const f = await family();
    const created = await createLink(f, { days: 14, label: '  Mrs. Smith, evaluator ' });
    expect(createdEvaluatorLinkSchema.parse(created)).toBeTruthy();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.path).toBe(`/evaluator/${created.token}`);
    expect(created.url).toBe(`http://localhost:3000/evaluator/${created.token}`);
    expect(created.link).toMatchObject({
      label: 'Mrs. Smith, evaluator',
      schoolYearId: f.year,
      schoolYearName: 'Fall 2026',
      status: 'active',
      revokedAt: null,
    });
    const days = (Date.parse(created.link.expiresAt) - Date.parse(created.link.createdAt)) / 86_400_000;
    expect(days).toBe(14);
    const stored = await t.deps.db
      .selectFrom('evaluatorLinks')
      .selectAll()
      .where('userId', '=', f.user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const list = await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.child}/evaluator-links`);
    expect(list.links).toEqual([created.link]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    // The default lifetime is 30 days; the other child has no links.
    const second = await createLink(f);
    expect((Date.parse(second.link.expiresAt) - Date.parse(second.link.createdAt)) / 86_400_000).toBe(30);
    expect(
      (await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.child}/evaluator-links`)).links.map(
        (l) => l.id,
      ),
    ).toEqual([second.link.id, created.link.id]);
    expect(
      (await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.other}/evaluator-links`)).links,
    ).toEqual([]);
  });

  it("shows the evaluator the child's first name, grade and year, and the documents, and nothing else", async () => {
    const f = await family();
    const { token } = await createLink(f);
    const res = await req(null, 'GET', `/api/evaluator/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = res.json() as EvaluatorSummary;
    expect(evaluatorSummarySchema.strict().parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      childFirstName: 'Ada',
      gradeLevel: '4',
      schoolYear: YEAR,
      // The family's name and who shared it (issue 37); the child's full name stays out.
      familyName: 'Grace Lovelace',
      sharedBy: 'Grace Lovelace',
    });
    // The year's records to read: 18 weekdays less Ada's 3-day break; 3 present, 1 absent; no hours yet.
    expect(summary.records).toMatchObject({
      requirement: null,
      attendance: { present: 3, absent: 1 },
      hoursBySubject: [],
      totalMinutes: 0,
    });
    expect(summary.records.schoolDays.total).toBe(15);
    expect(summary.documents.map((d) => d.key)).toEqual([
      'bundle',
      'attendance',
      'hours',
      'report-card',
      'transcript',
      'reading-log',
    ]);
    expect(summary.documents[0]!.path).toBe(`/api/evaluator/${token}/bundle.pdf`);
    for (const secret of [
      'Ada Lovelace',
      'Ben',
      'Trip',
      'Mrs. Smith',
      f.user.email,
      f.user.id,
      f.child,
      f.other,
      f.year,
    ])
      expect(res.body, secret).not.toContain(secret);
  });

  it('names the adult who shared the link, and reads the hours by subject and the requirement’s progress', async () => {
    const f = await family();
    const { url } = await ok<{ url: string }>(f.user, 'POST', '/api/invites', { role: 'teacher' });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${url.split('/invite/')[1]}/sign-up`,
      payload: {
        name: 'Tom Tutor',
        email: `t-${crypto.randomUUID()}@example.com`,
        password: 'a good password',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const teacher = {
      cookie: joined.headers['set-cookie'] ? String(joined.headers['set-cookie']).split(';')[0]! : '',
    };
    const hours = `/api/students/${f.child}/hours`;
    await ok(teacher, 'POST', hours, { date: '2026-09-08', subject: 'Math', minutes: 90, location: 'home' });
    await ok(teacher, 'POST', hours, { date: '2026-09-09', subject: 'Piano', minutes: 30, location: 'home' });
    await ok(teacher, 'POST', hours, { date: '2026-09-09', subject: 'Math', minutes: 30, location: 'away' });
    const missouri = (
      await ok<{ templates: { id: string; name: string }[] }>(f.user, 'GET', '/api/requirement-profiles')
    ).templates.find((p) => p.name.includes('Missouri'))!;
    await ok(f.user, 'PUT', `/api/students/${f.child}/requirement-profile`, { profileId: missouri.id });
    const res = await req(teacher, 'POST', `/api/students/${f.child}/evaluator-links`, {
      schoolYearId: f.year,
      label: 'Evaluator',
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = (res.json() as CreatedEvaluatorLink).path.split('/').pop()!;
    const summary = await ok<EvaluatorSummary>(null, 'GET', `/api/evaluator/${token}`);
    expect(summary).toMatchObject({ familyName: 'Grace Lovelace', sharedBy: 'Tom Tutor' });
    expect(summary.records.hoursBySubject).toEqual([
      { subject: 'Math', core: true, minutes: 120 },
      { subject: 'Piano', core: false, minutes: 30 },
    ]);
    expect(summary.records.totalMinutes).toBe(150);
    expect(summary.records.requirement?.name).toContain('Missouri');
    expect(summary.records.requirement?.goals.find((g) => g.key === 'hours')).toMatchObject({
      unit: 'minutes',
      done: 150,
      met: false,
    });
  });

  it("reads the report cards, the transcript and the reading log as their PDFs print them, for the link's child and year only", async () => {
    const f = await family();
    const g = await family();
    const child = `/api/students/${f.child}`;
    const classFor = async (u: TestUser, studentId: string, title: string) =>
      (
        await ok<{ id: string }>(u, 'POST', '/api/classes', {
          title,
          daysOfWeek: [1, 3],
          startTime: '09:00',
          endTime: '10:00',
          studentIds: [studentId],
        })
      ).id;
    const graded = (u: TestUser, studentId: string, classId: string, grade: number) =>
      ok(u, 'POST', `/api/students/${studentId}/assignments`, {
        classId,
        assignmentName: 'Chapter test',
        assignmentDate: '2026-09-08',
        gradePercentage: grade,
      });
    const course = (u: TestUser, studentId: string, title: string, body: object = {}) =>
      ok(u, 'POST', `/api/students/${studentId}/transcript/courses`, {
        title,
        yearLabel: '2026–2027',
        gradeLevel: 9,
        level: 'regular',
        credits: 1,
        finalPercent: 80,
        ...body,
      });
    const book = (u: TestUser, studentId: string, title: string, body: object = {}) =>
      ok(u, 'POST', `/api/students/${studentId}/reading-log`, { title, finishedOn: '2026-09-20', ...body });
    // Ada: Algebra graded with a comment, two courses, a book of the year and one after it.
    const algebra = await classFor(f.user, f.child, 'Algebra');
    await graded(f.user, f.child, algebra, 92);
    const term = await t.deps.db
      .selectFrom('terms')
      .select(['id', 'name', 'startDate', 'endDate'])
      .where('userId', '=', f.user.id)
      .where('schoolYearId', '=', f.year)
      .orderBy('startDate')
      .executeTakeFirstOrThrow();
    await ok(f.user, 'PUT', `${child}/report-card/comments`, {
      termId: term.id,
      classId: algebra,
      comment: 'Strong on equations.',
    });
    await course(f.user, f.child, 'Biology Honors', { level: 'honors', finalPercent: 95 });
    await course(f.user, f.child, 'Piano', { level: 'pass_fail', finalPercent: null, passed: true });
    await book(f.user, f.child, 'Charlotte’s Web', {
      author: 'E. B. White',
      startedOn: '2026-09-10',
      pages: 184,
      minutes: 300,
    });
    await book(f.user, f.child, 'After-the-year', { finishedOn: '2026-10-20' });
    // Ben (the same family) and another family: records that must never show on Ada's page.
    await graded(f.user, f.other, await classFor(f.user, f.other, 'Ben-class'), 70);
    await course(f.user, f.other, 'Ben-course');
    await book(f.user, f.other, 'Ben-book');
    await graded(g.user, g.child, await classFor(g.user, g.child, 'Other-family-class'), 60);
    await course(g.user, g.child, 'Other-family-course');
    await book(g.user, g.child, 'Other-family-book');

    const { token } = await createLink(f);
    const res = await req(null, 'GET', `/api/evaluator/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as EvaluatorSummary;
    expect(evaluatorSummarySchema.strict().parse(summary)).toEqual(summary);
    const { reportCards, transcript, readingLog } = summary.records;

    // The report card: what the family's own report card read gives (the same service), in the PDF's words.
    const card = await ok<ReportCard>(f.user, 'GET', `${child}/report-card?termId=${term.id}`);
    const algebraRow = card.classes.find((c) => c.title === 'Algebra')!;
    expect(algebraRow.average).toBe(92);
    expect(reportCards).toEqual([
      {
        term: term.name,
        dates: `${dateLabel(term.startDate)} – ${dateLabel(term.endDate)}`,
        table: {
          caption: `Report Card — ${term.name}`,
          columns: [
            { label: 'Class', numeric: false },
            { label: 'Average', numeric: true },
            { label: 'Grade', numeric: false },
            { label: 'Hours', numeric: true },
          ],
          rows: [['Algebra', '92 %', algebraRow.letter!, '0']],
        },
        notes: [],
        comments: [{ title: 'Algebra', comment: 'Strong on equations.' }],
        attendance: ['Days present: 3', 'Days absent: 1', 'Days marked: 4', 'Total hours: 0'],
        gradingKey: expect.stringMatching(/^Grading key: A\+ 97–100 · A 93–96 · /),
      },
    ]);

    // The transcript: its courses, credits, grades and GPA as the family's transcript read gives them.
    const full = await ok<Transcript>(f.user, 'GET', `${child}/transcript`);
    const bio = full.years[0]!.courses.find((c) => c.title === 'Biology Honors')!;
    expect(transcript).toEqual({
      summary: `Cumulative GPA ${full.cumulative.unweighted!.toFixed(2)} unweighted / ${full.cumulative.weighted!.toFixed(2)} weighted · 2.0 credits earned`,
      years: [
        {
          heading: 'Grade 9 · 2026–2027',
          table: {
            caption: 'Grade 9 · 2026–2027',
            columns: ['Course', 'Level', 'Credits', 'Grade', 'Letter', 'Points', 'Weighted'].map(
              (label, i) => ({ label, numeric: [2, 5, 6].includes(i) }),
            ),
            rows: expect.arrayContaining([
              [
                'Biology Honors',
                'Honors',
                '1.0',
                '95 %',
                bio.letter!,
                bio.points!.toFixed(2),
                bio.weightedPoints!.toFixed(2),
              ],
              ['Piano', 'Pass/fail', '1.0', 'Passed', 'P', '—', '—'],
            ]),
          },
          summary: expect.stringMatching(/^GPA \d\.\d\d unweighted · \d\.\d\d weighted · 2\.0 credits$/),
        },
      ],
      gradingKey: expect.stringContaining('Weighted GPA adds +0.5 for honors'),
    });
    expect(transcript!.years[0]!.table.rows).toHaveLength(2);

    // The reading log: the year's books only, with their totals.
    expect(readingLog).toEqual({
      table: {
        caption: 'Reading Log',
        columns: ['Title', 'Author', 'Started', 'Finished', 'Minutes', 'Pages', 'Class'].map((label, i) => ({
          label,
          numeric: i === 4 || i === 5,
        })),
        rows: [['Charlotte’s Web', 'E. B. White', 'Sep 10, 2026', 'Sep 20, 2026', '300', '184', '—']],
      },
      totals: '1 book · 300 minutes · 184 pages',
      truncated: false,
    });

    // The PDFs the link downloads print the same figures.
    const cardPdf = (
      await pdfText((await pdfOf(null, `/api/evaluator/${token}/report-card.pdf`)).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(cardPdf).toContain(`Algebra 92 % ${algebraRow.letter}`);
    expect(cardPdf).toContain('Strong on equations.');

    for (const secret of [
      'Ben-class',
      'Ben-course',
      'Ben-book',
      'Other-family',
      'After-the-year',
      'Ada Lovelace',
      f.child,
      f.other,
      f.year,
      term.id,
      algebra,
      f.user.id,
    ])
      expect(res.body, secret).not.toContain(secret);

    // The other family's link shows its own records, and none of Ada's.
    const theirs = await req(null, 'GET', `/api/evaluator/${(await createLink(g)).token}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('Other-family-course');
    for (const secret of ['Algebra', 'Biology Honors', 'Charlotte’s Web', 'Strong on equations'])
      expect(theirs.body, secret).not.toContain(secret);
  });

  it("shows nothing of a child's records without them: no report card, transcript or book", async () => {
    const user = await signUpUser(t.app, { yourName: 'Sam Empty', displayName: 'Kim Empty' });
    const year = (await ok<{ id: string }>(user, 'POST', '/api/school-years', YEAR)).id;
    const created = await req(user, 'POST', `/api/students/${user.studentId}/evaluator-links`, {
      schoolYearId: year,
      label: 'Evaluator',
    });
    const token = (created.json() as CreatedEvaluatorLink).path.split('/').pop()!;
    const summary = await ok<EvaluatorSummary>(null, 'GET', `/api/evaluator/${token}`);
    expect(summary.records).toMatchObject({
      reportCards: [],
      transcript: null,
      readingLog: { table: null, totals: '0 books · 0 minutes · 0 pages', truncated: false },
    });
  });

  it("shows a link's portfolio — the kept samples of its year and their files — and nothing beyond it", async () => {
    const f = await family();
    const upload = (cookie: string, child: string, name: string, text: string) =>
      uploadFile(t.app, cookie, child, name, Buffer.from(`%PDF-1.7\n${text}\n`));
    const sample = async (cookie: string, child: string, title: string, date: string, fileId: string) =>
      ok(cookie, 'POST', `/api/students/${child}/work-samples`, { title, date, fileIds: [fileId] });
    const kept = await upload(f.user.cookie, f.child, 'essay.pdf', 'kept');
    await sample(f.user.cookie, f.child, 'Volcano essay', '2026-09-10', kept);
    const later = await upload(f.user.cookie, f.child, 'later.pdf', 'later');
    await sample(f.user.cookie, f.child, 'After the year', '2026-10-15', later);
    const bens = await upload(f.user.cookie, f.other, 'ben.pdf', 'ben');
    await sample(f.user.cookie, f.other, 'Ben-secret-work', '2026-09-10', bens);
    await ok(f.user, 'PATCH', '/api/settings', { confirmCompletions: true });
    const childCookie = await childSignedIn(t, f.user.id, f.child);
    const waiting = await upload(childCookie, f.child, 'mine.pdf', 'waiting');
    await sample(childCookie, f.child, 'Waiting-for-a-parent', '2026-09-11', waiting);

    const without = await createLink(f);
    expect((await req(null, 'GET', `/api/evaluator/${without.token}`)).json().portfolio).toBeNull();
    await expectGone(`/api/evaluator/${without.token}/files/${kept}/original`);

    const withPortfolio = await createLink(f, { includePortfolio: true });
    expect(withPortfolio.link.includePortfolio).toBe(true);
    const res = await req(null, 'GET', `/api/evaluator/${withPortfolio.token}`);
    const summary = res.json() as EvaluatorSummary;
    expect(evaluatorSummarySchema.strict().parse(summary)).toEqual(summary);
    expect(summary.portfolio!.map((s) => s.title)).toEqual(['Volcano essay']);
    expect(summary.portfolio![0]!.files.map((file) => file.id)).toEqual([kept]);
    for (const secret of ['Ben-secret-work', 'Waiting-for-a-parent', 'After the year', f.child, f.user.id])
      expect(res.body, secret).not.toContain(secret);

    const base = `/api/evaluator/${withPortfolio.token}/files`;
    const original = await req(null, 'GET', `${base}/${kept}/original`);
    expect(original.statusCode, original.body).toBe(200);
    expect(original.body).toBe('%PDF-1.7\nkept\n');
    expect(original.headers['content-disposition']).toMatch(/^attachment; /);
    expect(original.headers['content-security-policy']).toContain('sandbox');
    for (const other of [later, bens, waiting]) await expectGone(`${base}/${other}/original`);
    await expectGone(`${base}/${kept}/thumb`);

    await ok(f.user, 'DELETE', `/api/students/${f.child}/evaluator-links/${withPortfolio.link.id}`);
    await expectGone(`${base}/${kept}/original`);
  });

  it("downloads the bundle and each section through the link, only for the link's child", async () => {
    const f = await family();
    const { token } = await createLink(f);
    const bundle = await pdfOf(null, `/api/evaluator/${token}/bundle.pdf`);
    const pages = await pdfPages(bundle.rawPayload);
    expect(pages[0]).toMatch(/Student\s*Ada Lovelace/);
    expect(pages[1]).toMatch(/Days present\s*3/);
    expect(pages.join('')).not.toContain('Ben');
    const attendance = await pdfText(
      (await pdfOf(null, `/api/evaluator/${token}/attendance.pdf`)).rawPayload,
    );
    expect(attendance).toMatch(/School days\s*15/);
    await expectGone(`/api/evaluator/${token}/transcripts.pdf`);
  });

  it('answers an unknown, malformed, expired or revoked token exactly like a route that does not exist', async () => {
    const f = await family();
    const { token, link } = await createLink(f);
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    for (const url of [
      `/api/evaluator/${unknown}`,
      `/api/evaluator/${unknown}/bundle.pdf`,
      '/api/evaluator/short',
      '/api/evaluator/short/attendance.pdf',
    ])
      await expectGone(url);
    // Expired: the link's time is up.
    await t.deps.db
      .updateTable('evaluatorLinks')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    for (const url of [
      `/api/evaluator/${token}`,
      `/api/evaluator/${token}/bundle.pdf`,
      `/api/evaluator/${token}/attendance.pdf`,
    ])
      await expectGone(url);
    expect(
      (await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.child}/evaluator-links`)).links[0]!
        .status,
    ).toBe('expired');

    // Revoked: from the moment the parent revokes it; revoking again changes nothing.
    const live = await createLink(f);
    expect((await req(null, 'GET', `/api/evaluator/${live.token}`)).statusCode).toBe(200);
    expect(
      (await req(f.user, 'DELETE', `/api/students/${f.child}/evaluator-links/${live.link.id}`)).statusCode,
    ).toBe(204);
    for (const url of [
      `/api/evaluator/${live.token}`,
      `/api/evaluator/${live.token}/bundle.pdf`,
      `/api/evaluator/${live.token}/attendance.pdf`,
    ])
      await expectGone(url);
    const revoked = (
      await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.child}/evaluator-links`)
    ).links.find((l) => l.id === live.link.id)!;
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).not.toBeNull();
    expect(
      (await req(f.user, 'DELETE', `/api/students/${f.child}/evaluator-links/${live.link.id}`)).statusCode,
    ).toBe(204);
    const again = (
      await ok<EvaluatorLinkList>(f.user, 'GET', `/api/students/${f.child}/evaluator-links`)
    ).links.find((l) => l.id === live.link.id)!;
    expect(again.revokedAt).toBe(revoked.revokedAt);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const f = await family();
    const url = `/api/students/${f.child}/evaluator-links`;
    const before = await countAllRows(t.deps.db);
    const snapshot = await snapshotAccount(t.deps.db, f.user.id);
    const cases: [unknown, string][] = [
      [{ schoolYearId: f.year, label: '   ' }, m.labelRequired],
      [{ schoolYearId: f.year }, m.labelRequired],
      [{ schoolYearId: f.year, label: 'x'.repeat(101) }, m.labelTooLong],
      [{ schoolYearId: f.year, label: 'Evaluator', days: 0 }, m.daysRange],
      [{ schoolYearId: f.year, label: 'Evaluator', days: 91 }, m.daysRange],
      [{ schoolYearId: f.year, label: 'Evaluator', days: 1.5 }, m.daysRange],
      [{ schoolYearId: f.year, label: 'Evaluator', days: '30' }, m.daysRange],
      [{ label: 'Evaluator' }, m.yearRequired],
    ];
    for (const [body, message] of cases) {
      const res = await req(f.user, 'POST', url, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    const unknownYear = await req(f.user, 'POST', url, { schoolYearId: 'nope', label: 'Evaluator' });
    expect(unknownYear.statusCode).toBe(404);
    expect(unknownYear.json().error.message).toBe(m.yearNotFound);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect(await snapshotAccount(t.deps.db, f.user.id)).toBe(snapshot);
  });

  it("keeps another family's children, years and links out of reach (404) and unchanged", async () => {
    const a = await family();
    const b = await family();
    const aLink = await createLink(a);
    const before = await snapshotAccount(t.deps.db, a.user.id);
    // B names A's child, A's year, A's link.
    expect((await req(b.user, 'GET', `/api/students/${a.child}/evaluator-links`)).statusCode).toBe(404);
    expect(
      (
        await req(b.user, 'POST', `/api/students/${a.child}/evaluator-links`, {
          schoolYearId: a.year,
          label: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const foreignYear = await req(b.user, 'POST', `/api/students/${b.child}/evaluator-links`, {
      schoolYearId: a.year,
      label: 'x',
    });
    expect(foreignYear.statusCode).toBe(404);
    expect(
      (await req(b.user, 'DELETE', `/api/students/${b.child}/evaluator-links/${aLink.link.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await req(b.user, 'DELETE', `/api/students/${a.child}/evaluator-links/${aLink.link.id}`)).statusCode,
    ).toBe(404);
    // Inside A's family: Ada's link is not Ben's to revoke.
    expect(
      (await req(a.user, 'DELETE', `/api/students/${a.other}/evaluator-links/${aLink.link.id}`)).statusCode,
    ).toBe(404);
    expect(await snapshotAccount(t.deps.db, a.user.id)).toBe(before);
    expect((await req(null, 'GET', `/api/evaluator/${aLink.token}`)).statusCode).toBe(200);
    expect(
      (await ok<EvaluatorLinkList>(b.user, 'GET', `/api/students/${b.child}/evaluator-links`)).links,
    ).toEqual([]);
  });

  it('answers 401 on the parent routes without a session', async () => {
    const f = await family();
    for (const [method, url, body] of [
      ['GET', `/api/students/${f.child}/evaluator-links`, undefined],
      ['POST', `/api/students/${f.child}/evaluator-links`, { schoolYearId: f.year, label: 'x' }],
      ['DELETE', `/api/students/${f.child}/evaluator-links/x`, undefined],
    ] as const)
      expect((await req(null, method, url, body)).statusCode).toBe(401);
  });

  it('limits requests per address (unknown tokens too) and per link', async () => {
    const limited = await createTestApp({ evaluatorLinkRateLimit: { perAddress: 3, perLink: 2 } });
    try {
      const user = await signUpUser(limited.app);
      const year = (
        await limited.app.inject({
          method: 'POST',
          url: '/api/school-years',
          payload: YEAR,
          headers: { cookie: user.cookie },
        })
      ).json().id;
      const created = (
        await limited.app.inject({
          method: 'POST',
          url: `/api/students/${user.studentId}/evaluator-links`,
          payload: { schoolYearId: year, label: 'Evaluator' },
          headers: { cookie: user.cookie },
        })
      ).json() as CreatedEvaluatorLink;
      const token = created.path.split('/').pop()!;
      const get = (url: string, remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url, remoteAddress });
      const unknown = `/api/evaluator/${Buffer.alloc(32, 1).toString('base64url')}`;
      for (let i = 0; i < 3; i++) expect((await get(unknown, '10.0.0.1')).statusCode).toBe(404);
      const blocked = await get(`/api/evaluator/${token}`, '10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect((await get(`/api/evaluator/${token}`, '10.0.0.2')).statusCode).toBe(200);
      expect((await get(`/api/evaluator/${token}`, '10.0.0.3')).statusCode).toBe(200);
      expect((await get(`/api/evaluator/${token}`, '10.0.0.4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
