import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_PER_SUBJECT, MAX_PER_SUBJECT } from '@shared/domain/portfolio-packet';
import { portfolioMessages as pm } from '@shared/messages/portfolio';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import type { CreatedEvaluatorLink, EvaluatorSummary } from '@shared/schemas/records-share';
import { snapshotAccount } from '@tests/setup/account-snapshot';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { pdfImagesPerPage, pdfPages } from '@tests/setup/pdf-text';
import { phonePhoto, uploadFile } from '@tests/setup/test-files';
import { closePdfWorker } from '../../pdf/render-pdf';

/** The portfolio in the records (issue 36): the year-end bundle's portfolio section and the portfolio packet. */

let t: TestApp;
const { call: req, ok } = apiRequests(() => t.app);

const YEAR = {
  name: 'Fall 2026',
  startDate: '2026-09-07',
  endDate: '2026-12-18',
  terms: [
    { name: 'Term 1', startDate: '2026-09-07', endDate: '2026-10-30' },
    { name: 'Term 2', startDate: '2026-11-02', endDate: '2026-12-18' },
  ],
};

interface Family {
  user: TestUser;
  child: string;
  ben: string;
  year: string;
  term1: string;
  term2: string;
}

const upload = (cookie: string, child: string, name: string, bytes: Buffer) =>
  uploadFile(t.app, cookie, child, name, bytes);

const addSample = (cookie: string, child: string, body: object) =>
  ok(cookie, 'POST', `/api/students/${child}/work-samples`, body);

/** Ada Lovelace (grade 4) and Ben, a year with two terms, and no samples yet. */
async function family(): Promise<Family> {
  const user = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
  await ok(user, 'PATCH', `/api/students/${user.studentId}`, { gradeLevel: '4' });
  const ben = (await ok<{ id: string }>(user, 'POST', '/api/students', { name: 'Ben Lovelace', age: 7 })).id;
  const year = await ok<{ id: string; terms: { id: string }[] }>(user, 'POST', '/api/school-years', YEAR);
  return {
    user,
    child: user.studentId,
    ben,
    year: year.id,
    term1: year.terms[0]!.id,
    term2: year.terms[1]!.id,
  };
}

/**
 * Ada's portfolio: in Term 1 a starred volcano photo (Science), a plain leaf photo and a PDF essay (Writing), a
 * link-only Math sample; in Term 2 a starred Math photo and a class's sample (Nature journal, no subject: the
 * class's title); one after the year; Ben's sample and Ada's own sample waiting for a parent.
 */
async function portfolioFamily(): Promise<Family> {
  const f = await family();
  const cookie = f.user.cookie;
  const cls = await ok<{ id: string }>(f.user, 'POST', '/api/classes', {
    title: 'Nature journal',
    daysOfWeek: [1],
    startTime: '09:00',
    endTime: '10:00',
    studentIds: [f.child],
  });
  const photo = async (name: string, color: string) => upload(cookie, f.child, name, await phonePhoto(color));
  await addSample(cookie, f.child, {
    title: 'Volcano model',
    date: '2026-09-15',
    subject: 'Science',
    caption: 'Baking soda and vinegar: it erupted twice.',
    starred: true,
    fileIds: [await photo('volcano.jpg', '#c33'), await photo('volcano-2.jpg', '#933')],
  });
  await addSample(cookie, f.child, {
    title: 'Leaf rubbings',
    date: '2026-09-20',
    subject: 'Science',
    fileIds: [await photo('leaves.jpg', '#3a3')],
  });
  await addSample(cookie, f.child, {
    title: 'Essay on whales',
    date: '2026-10-01',
    subject: 'Writing',
    fileIds: [await upload(cookie, f.child, 'whales.pdf', Buffer.from('%PDF-1.7\nwhales\n'))],
  });
  await addSample(cookie, f.child, {
    title: 'Fractions game',
    date: '2026-10-02',
    subject: 'Math',
    linkUrl: 'https://example.com/fractions',
  });
  await addSample(cookie, f.child, {
    title: 'Long division poster',
    date: '2026-11-10',
    subject: 'Math',
    starred: true,
    fileIds: [await photo('division.jpg', '#33c')],
  });
  await addSample(cookie, f.child, {
    title: 'Heron sketch',
    date: '2026-11-12',
    classId: cls.id,
    fileIds: [await photo('heron.jpg', '#888')],
  });
  await addSample(cookie, f.child, {
    title: 'After-the-year work',
    date: '2027-01-10',
    subject: 'Math',
    starred: true,
    linkUrl: 'https://example.com/later',
  });
  await addSample(cookie, f.ben, {
    title: 'Ben-secret-work',
    date: '2026-09-15',
    subject: 'Science',
    starred: true,
    linkUrl: 'https://example.com/ben',
  });
  await ok(f.user, 'PATCH', '/api/settings', { confirmCompletions: true });
  const childCookie = await childSignedIn(t, f.user.id, f.child);
  await addSample(childCookie, f.child, {
    title: 'Waiting-for-a-parent',
    date: '2026-09-16',
    subject: 'Science',
    fileIds: [await upload(childCookie, f.child, 'mine.jpg', await phonePhoto('#ff0'))],
  });
  return f;
}

let rich: Family;

beforeAll(async () => {
  t = await createTestApp();
  rich = await portfolioFamily();
}, 60_000);
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const packetUrl = (f: Family, query: string, child = f.child) =>
  `/api/students/${child}/records/portfolio.pdf?schoolYearId=${f.year}${query ? `&${query}` : ''}`;

async function pdfOf(user: TestUser | string | null, url: string) {
  const res = await req(user, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { res, pages: await pdfPages(res.rawPayload), images: await pdfImagesPerPage(res.rawPayload) };
}

/** The samples' titles a PDF shows, in order. */
const TITLES = [
  'Volcano model',
  'Leaf rubbings',
  'Essay on whales',
  'Fractions game',
  'Long division poster',
  'Heron sketch',
];
const shownTitles = (text: string) =>
  TITLES.filter((title) => text.includes(title)).sort((a, b) => text.indexOf(a) - text.indexOf(b));

const NEVER = ['Ben-secret-work', 'Waiting-for-a-parent', 'After-the-year work'];

describe(`the portfolio in the year-end bundle (${dialect})`, () => {
  it('ends the bundle with the kept samples by subject: thumbnails, titles, dates, captions, labels for other files', async () => {
    const { pages, images } = await pdfOf(
      rich.user,
      `/api/students/${rich.child}/records/bundle.pdf?schoolYearId=${rich.year}`,
    );
    expect(pages[0]).toMatch(/Contents[\s\S]*Portfolio/);
    const start = pages.findIndex((p) => p.includes(pm.pdfSectionTitle('Ada Lovelace')));
    expect(start).toBeGreaterThan(0);
    const portfolio = pages.slice(start).join('\n');
    expect(portfolio).toContain(pm.pdfSectionCap(BUNDLE_PER_SUBJECT));
    // Subjects by name (a class without a subject under its title), each subject's samples oldest first.
    const at = ['Math', 'Nature journal', 'Science', 'Writing'].map((word) => portfolio.indexOf(word));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(shownTitles(portfolio)).toEqual([
      'Fractions game',
      'Long division poster',
      'Heron sketch',
      'Volcano model',
      'Leaf rubbings',
      'Essay on whales',
    ]);
    expect(portfolio).toContain('Sep 15, 2026');
    expect(portfolio).toContain('Baking soda and vinegar: it erupted twice.');
    expect(portfolio).toContain(pm.pdfBestWork);
    expect(portfolio).toContain('2 photos'); // the volcano's two photos
    expect(portfolio).toContain('1 PDF'); // the essay: a label, no thumbnail
    expect(portfolio).toContain('https://example.com/fractions');
    for (const secret of NEVER) expect(pages.join('\n'), secret).not.toContain(secret);
    // A thumbnail for each of the four photo samples; none before the portfolio (the records have no images).
    expect(images.slice(0, start).reduce((a, b) => a + b, 0)).toBe(0);
    expect(images.slice(start).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it(`shows at most ${BUNDLE_PER_SUBJECT} samples of a subject, the starred then the newest, and says how many are left out`, async () => {
    const f = await family();
    for (let day = 10; day < 10 + BUNDLE_PER_SUBJECT + 2; day++)
      await addSample(f.user.cookie, f.child, {
        title: `Worksheet ${day}`,
        date: `2026-09-${day}`,
        subject: 'Math',
        starred: day === 10,
        linkUrl: `https://example.com/${day}`,
      });
    const { pages } = await pdfOf(
      f.user,
      `/api/students/${f.child}/records/bundle.pdf?schoolYearId=${f.year}`,
    );
    const text = pages.join('\n');
    expect(text).toContain('Worksheet 10'); // starred, the oldest
    expect(text).not.toContain('Worksheet 11');
    expect(text).not.toContain('Worksheet 12');
    expect(text).toContain(`Worksheet ${9 + BUNDLE_PER_SUBJECT + 2}`);
    expect(text).toContain(pm.pdfLeftOut(2));
  });

  it('has no portfolio section when the year kept no sample', async () => {
    const f = await family();
    const { pages } = await pdfOf(
      f.user,
      `/api/students/${f.child}/records/bundle.pdf?schoolYearId=${f.year}`,
    );
    expect(pages.join('\n')).not.toContain(pm.pdfSectionTitle('Ada Lovelace'));
    expect(pages[0]).not.toMatch(/Contents[\s\S]*Portfolio/);
  });
});

describe(`the portfolio packet PDF (${dialect})`, () => {
  it('prints the starred samples of the year with their photos large, after a cover with the counts by subject', async () => {
    const { res, pages, images } = await pdfOf(rich.user, packetUrl(rich, ''));
    expect(res.headers['content-disposition']).toContain('filename="portfolio-ada-lovelace-fall-2026.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pages[0]).toContain(pm.pdfTitle);
    expect(pages[0]).toContain('Ada Lovelace');
    expect(pages[0]).toContain('Grade 4');
    expect(pages[0]).toContain(pm.pdfChoiceStarred);
    expect(pages[0]).toMatch(/Math\s*1\s*Science\s*1\s*All subjects\s*2/);
    const text = pages.join('\n');
    expect(shownTitles(text)).toEqual(['Long division poster', 'Volcano model']);
    for (const secret of NEVER) expect(text, secret).not.toContain(secret);
    // The cover has no image; each sample page paints its photo (the web version, as a JPEG).
    expect(images[0]).toBe(0);
    expect(images.slice(1)).toEqual([1, 1]);
  });

  it('prints N samples per subject, the starred first, and only the chosen term', async () => {
    const one = await pdfOf(rich.user, packetUrl(rich, 'choice=per-subject&perSubject=1'));
    expect(one.pages[0]).toContain(pm.pdfChoicePerSubject(1));
    expect(shownTitles(one.pages.join('\n'))).toEqual([
      'Long division poster',
      'Heron sketch',
      'Volcano model',
      'Essay on whales',
    ]);
    // The essay (a PDF) has a label, not an image: three photos.
    expect(one.images.reduce((a, b) => a + b, 0)).toBe(3);

    const all = await pdfOf(rich.user, packetUrl(rich, 'choice=per-subject&perSubject=10'));
    expect(shownTitles(all.pages.join('\n')).sort()).toEqual([...TITLES].sort());

    const term1 = await pdfOf(
      rich.user,
      packetUrl(rich, `termId=${rich.term1}&choice=per-subject&perSubject=5`),
    );
    expect(term1.res.headers['content-disposition']).toContain(
      'filename="portfolio-ada-lovelace-fall-2026-term-1.pdf"',
    );
    expect(term1.pages[0]).toContain('Term 1 · Fall 2026');
    expect(term1.pages[0]).toContain('Sep 7, 2026 – Oct 30, 2026');
    expect(shownTitles(term1.pages.join('\n'))).toEqual([
      'Fractions game',
      'Volcano model',
      'Leaf rubbings',
      'Essay on whales',
    ]);
  });

  it('answers an empty choice with 409 and what to do, not an empty PDF', async () => {
    const f = await family();
    await addSample(f.user.cookie, f.child, {
      title: 'Plain work',
      date: '2026-09-10',
      linkUrl: 'https://example.com/plain',
    });
    const starred = await req(f.user, 'GET', packetUrl(f, ''));
    expect(starred.statusCode).toBe(409);
    expect(starred.json().error).toEqual({ code: 'CONFLICT', message: m.packetNoStarred });
    const term2 = await req(f.user, 'GET', packetUrl(f, `termId=${f.term2}&choice=per-subject`));
    expect(term2.statusCode).toBe(409);
    expect(term2.json().error.message).toBe(m.packetEmpty);
    await pdfOf(f.user, packetUrl(f, `termId=${f.term1}&choice=per-subject`));
  });

  it('refuses bad input with a message (400) and changes nothing', async () => {
    const before = await snapshotAccount(t.deps.db, rich.user.id);
    const base = `/api/students/${rich.child}/records/portfolio.pdf`;
    const cases: [string, string][] = [
      [`${base}`, m.yearRequired],
      [`${base}?schoolYearId=`, m.yearRequired],
      [packetUrl(rich, 'choice=all'), m.packetChoiceInvalid],
      [packetUrl(rich, 'choice=per-subject&perSubject=0'), m.perSubjectRange],
      [packetUrl(rich, `choice=per-subject&perSubject=${MAX_PER_SUBJECT + 1}`), m.perSubjectRange],
      [packetUrl(rich, 'choice=per-subject&perSubject=2.5'), m.perSubjectRange],
      [packetUrl(rich, 'choice=per-subject&perSubject=many'), m.perSubjectRange],
      [packetUrl(rich, 'termId='), m.termNotFound],
    ];
    for (const [url, message] of cases) {
      const res = await req(rich.user, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
    const unknownYear = await req(rich.user, 'GET', `${base}?schoolYearId=nope`);
    expect([unknownYear.statusCode, unknownYear.json().error.message]).toEqual([404, m.yearNotFound]);
    const unknownTerm = await req(rich.user, 'GET', packetUrl(rich, 'termId=nope'));
    expect([unknownTerm.statusCode, unknownTerm.json().error.message]).toEqual([404, m.termNotFound]);
    expect(await snapshotAccount(t.deps.db, rich.user.id)).toBe(before);
  });

  it("keeps another family's child, year and term out of reach (404), and the family's other year's term too", async () => {
    const other = await family();
    const before = await snapshotAccount(t.deps.db, rich.user.id);
    expect((await req(other.user, 'GET', packetUrl(rich, ''))).statusCode).toBe(404);
    // The other family's own child with Ada's year, or with their own year and Ada's term.
    const foreignYear = await req(
      other.user,
      'GET',
      `/api/students/${other.child}/records/portfolio.pdf?schoolYearId=${rich.year}`,
    );
    expect([foreignYear.statusCode, foreignYear.json().error.message]).toEqual([404, m.yearNotFound]);
    const foreignTerm = await req(other.user, 'GET', packetUrl(other, `termId=${rich.term1}`));
    expect([foreignTerm.statusCode, foreignTerm.json().error.message]).toEqual([404, m.termNotFound]);
    expect(await snapshotAccount(t.deps.db, rich.user.id)).toBe(before);
    // A term of another of the family's years is not this year's.
    const spring = await ok<{ id: string; terms: { id: string }[] }>(rich.user, 'POST', '/api/school-years', {
      name: 'Spring 2027',
      startDate: '2027-01-04',
      endDate: '2027-05-28',
    });
    const wrongYear = await req(rich.user, 'GET', packetUrl(rich, `termId=${spring.terms[0]!.id}`));
    expect(wrongYear.statusCode).toBe(404);
    // Deleting it again leaves the family as it was, but for the deletion's line in the activity log (ADR 032).
    await ok(rich.user, 'DELETE', `/api/school-years/${spring.id}`);
    const withoutLog = (snapshot: string) => JSON.stringify({ ...JSON.parse(snapshot), accountActivity: [] });
    expect(withoutLog(await snapshotAccount(t.deps.db, rich.user.id))).toBe(withoutLog(before));
  });

  it('lets a viewer download it; a child member may not; no session is 401', async () => {
    const f = await family();
    await addSample(f.user.cookie, f.child, {
      title: 'Starred link',
      date: '2026-09-10',
      starred: true,
      linkUrl: 'https://example.com/star',
    });
    const viewer = await signUpUser(t.app);
    await joinFamily(t, viewer, f.user.id, 'viewer');
    const { pages } = await pdfOf(viewer, packetUrl(f, ''));
    expect(pages.join('\n')).toContain('Starred link');
    const child = await childSignedIn(t, f.user.id, f.child);
    expect((await req(child, 'GET', packetUrl(f, ''))).statusCode).toBe(403);
    expect((await req(null, 'GET', packetUrl(f, ''))).statusCode).toBe(401);
  });
});

describe(`the portfolio through an evaluator link (${dialect})`, () => {
  const link = async (f: Family, includePortfolio: boolean) => {
    const created = await ok<CreatedEvaluatorLink>(
      f.user,
      'POST',
      `/api/students/${f.child}/evaluator-links`,
      {
        schoolYearId: f.year,
        label: 'Mrs. Smith',
        includePortfolio,
      },
    );
    return `/api/evaluator/${created.path.split('/').pop()!}`;
  };

  it('lists the packet for a link with the portfolio: kept samples of its child and year, and the bundle with them', async () => {
    const base = await link(rich, true);
    const summary = await ok<EvaluatorSummary>(null, 'GET', base);
    expect(summary.documents.at(-1)).toEqual({
      key: 'portfolio',
      title: m.portfolioPacket,
      path: `${base}/portfolio.pdf`,
    });
    const packet = await pdfOf(null, `${base}/portfolio.pdf`);
    expect(packet.pages[0]).toContain(pm.pdfChoicePerSubject(3));
    expect(shownTitles(packet.pages.join('\n')).sort()).toEqual([...TITLES].sort());
    for (const secret of NEVER) expect(packet.pages.join('\n'), secret).not.toContain(secret);
    expect(packet.images.reduce((a, b) => a + b, 0)).toBe(4);
    const bundle = await pdfOf(null, `${base}/bundle.pdf`);
    expect(bundle.pages.join('\n')).toContain(pm.pdfSectionTitle('Ada Lovelace'));
  });

  it('shows neither the packet nor the portfolio section through a link without the portfolio', async () => {
    const base = await link(rich, false);
    const summary = await ok<EvaluatorSummary>(null, 'GET', base);
    expect(summary.documents.map((d) => d.key)).not.toContain('portfolio');
    const res = await req(null, 'GET', `${base}/portfolio.pdf`);
    expect(res.statusCode).toBe(404);
    const bundle = await pdfOf(null, `${base}/bundle.pdf`);
    const text = bundle.pages.join('\n');
    expect(text).not.toContain(pm.pdfSectionTitle('Ada Lovelace'));
    for (const title of TITLES) expect(text, title).not.toContain(title);
    expect(bundle.images.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('does not list the packet when the year kept no sample', async () => {
    const f = await family();
    const base = await link(f, true);
    const summary = await ok<EvaluatorSummary>(null, 'GET', base);
    expect(summary.documents.map((d) => d.key)).not.toContain('portfolio');
    expect((await req(null, 'GET', `${base}/portfolio.pdf`)).statusCode).toBe(404);
  });
});
