import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequests, createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { closePdfWorker } from '../pdf/render-pdf';
import { downloadName } from './download-name';
import { routeTable } from './route-table';

/**
 * Every download (each PDF, the account export, the calendar feed) names its file in `content-disposition` with
 * an ASCII `filename` and the real name as `filename*=UTF-8''…` (RFC 6266), whatever letters the family typed:
 * a name outside Latin-1 in the header would be a 500 (ERR_INVALID_CHAR).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const { call, ok } = apiRequests(() => t.app);

/** The child's and the year's words as each file name spells them: in full, and in ASCII. */
const CHILD = { name: 'Łukasz Żółć 日本', slug: 'łukasz-żółć-日本', ascii: 'lukasz-zolc' };
const YEAR = { name: 'Łódź 2026–27', slug: 'łódź-2026-27', ascii: 'lodz-2026-27' };
const TERM = { name: 'Jesień', slug: 'jesień', ascii: 'jesien' };

/** A download route (as the route table has it), the URL to fetch and the file name it gives. */
interface Download {
  route: string;
  url: string;
  name: string;
  ascii: string;
  type?: 'attachment' | 'inline';
}

describe(`download file names (${dialect})`, () => {
  it('every PDF and export answers 200 with an ASCII filename and the UTF-8 one for a child named Łukasz Żółć 日本', async () => {
    const user = await signUpUser(t.app, { displayName: CHILD.name });
    const child = user.studentId;
    const year = await ok<{ id: string; terms: { id: string }[] }>(user, 'POST', '/api/school-years', {
      name: YEAR.name,
      startDate: '2026-08-17',
      endDate: '2027-06-04',
      terms: [{ name: TERM.name, startDate: '2026-08-17', endDate: '2026-12-18' }],
    });
    await ok(user, 'POST', `/api/students/${child}/reading-log`, {
      title: 'Pan Tadeusz',
      author: 'Adam Mickiewicz',
      finishedOn: '2026-09-20',
    });
    const link = await ok<{ path: string }>(user, 'POST', `/api/students/${child}/evaluator-links`, {
      schoolYearId: year.id,
      label: 'Pani Żaneta, ewaluatorka',
    });
    await ok(user, 'POST', `/api/students/${child}/work-samples`, {
      title: 'Mapa Polski',
      date: '2026-09-21',
      starred: true,
      linkUrl: 'https://example.com/mapa',
    });
    const token = link.path.split('/').pop()!;
    const feed = await ok<{ path: string }>(user, 'POST', '/api/calendar-feeds', { studentId: child });

    const esa = await ok<{ programId: string }>(user, 'POST', '/api/esa/accounts', {
      studentId: child,
      programId: 'esa-template-utah-fits-all',
      awardCents: 600_000,
      periodStart: '2026-07-01',
      periodEnd: '2027-06-30',
    });
    const programs = await ok<{ own: { id: string; name: string }[] }>(user, 'GET', '/api/esa/programs');
    const esaPacket = downloadName(
      'esa-packet',
      [programs.own.find((p) => p.id === esa.programId)!.name, '2026-07-01', '2027-06-30'],
      'pdf',
    );
    const perYear = (kind: string) => ({
      name: `${kind}-${CHILD.slug}-${YEAR.slug}.pdf`,
      ascii: `${kind}-${CHILD.ascii}-${YEAR.ascii}.pdf`,
    });
    const cls = await ok<{ id: string }>(user, 'POST', '/api/classes', {
      title: CHILD.name,
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '09:30',
    });
    const inYear = `schoolYearId=${year.id}`;
    const downloads: Download[] = [
      {
        route: '/api/students/:studentId/reading-log.pdf',
        url: `/api/students/${child}/reading-log.pdf?${inYear}`,
        ...perYear('reading-log'),
      },
      {
        route: '/api/students/:studentId/transcript.pdf',
        url: `/api/students/${child}/transcript.pdf`,
        name: `transcript-${CHILD.slug}.pdf`,
        ascii: `transcript-${CHILD.ascii}.pdf`,
      },
      {
        route: '/api/students/:studentId/report-card.pdf',
        url: `/api/students/${child}/report-card.pdf?termId=${year.terms[0]!.id}`,
        name: `report-card-${CHILD.slug}-${YEAR.slug}-${TERM.slug}.pdf`,
        ascii: `report-card-${CHILD.ascii}-${YEAR.ascii}-${TERM.ascii}.pdf`,
      },
      {
        route: '/api/students/:studentId/records/hours.pdf',
        url: `/api/students/${child}/records/hours.pdf?${inYear}`,
        ...perYear('hours-log'),
      },
      {
        route: '/api/students/:studentId/records/attendance.pdf',
        url: `/api/students/${child}/records/attendance.pdf?${inYear}`,
        ...perYear('attendance'),
      },
      {
        route: '/api/students/:studentId/records/bundle.pdf',
        url: `/api/students/${child}/records/bundle.pdf?${inYear}`,
        ...perYear('year-end-records'),
      },
      {
        route: '/api/students/:studentId/records/portfolio.pdf',
        url: `/api/students/${child}/records/portfolio.pdf?${inYear}&termId=${year.terms[0]!.id}`,
        name: `portfolio-${CHILD.slug}-${YEAR.slug}-${TERM.slug}.pdf`,
        ascii: `portfolio-${CHILD.ascii}-${YEAR.ascii}-${TERM.ascii}.pdf`,
      },
      ...['bundle', 'attendance', 'hours', 'report-card', 'transcript', 'reading-log'].map((document) => ({
        route: '/api/evaluator/:token/:document.pdf',
        url: `/api/evaluator/${token}/${document}.pdf`,
        ...perYear(document === 'bundle' ? 'year-end-records' : document),
      })),
      {
        route: '/api/esa/packet.pdf',
        url: `/api/esa/packet.pdf?programId=${esa.programId}&from=2026-07-01&to=2027-06-30`,
        name: esaPacket,
        ascii: esaPacket,
      },
      ...(['csv', 'json'] as const).map((format) => ({
        route: '/api/classes/:id/lessons/export',
        url: `/api/classes/${cls.id}/lessons/export?format=${format}`,
        name: `plan-${CHILD.slug}.${format}`,
        ascii: `plan-${CHILD.ascii}.${format}`,
      })),
      {
        route: '/api/account/export',
        url: '/api/account/export',
        name: `homeschool-export-${new Date().toISOString().slice(0, 10)}.json`,
        ascii: `homeschool-export-${new Date().toISOString().slice(0, 10)}.json`,
      },
      {
        route: '/api/account/archive',
        url: '/api/account/archive',
        name: `homeschool-export-${new Date().toISOString().slice(0, 10)}.tar`,
        ascii: `homeschool-export-${new Date().toISOString().slice(0, 10)}.tar`,
      },
      {
        route: '/api/calendar/:token.ics',
        url: feed.path,
        name: 'homeschool.ics',
        ascii: 'homeschool.ics',
        type: 'inline',
      },
    ];

    for (const { url, name, ascii, type = 'attachment' } of downloads) {
      const res = await call(user, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['content-disposition'], url).toBe(
        `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    }

    // Every download route of the app is walked above: a new PDF or export route is added here too.
    const walked = new Set(downloads.map((d) => d.route));
    const downloadRoutes = routeTable(t.app)
      .filter((r) => r.method === 'GET' && /\.(pdf|ics)$|\/(export|archive)$/.test(r.url))
      .map((r) => r.url);
    expect([...walked].sort()).toEqual([...new Set(downloadRoutes)].sort());
  });
});
