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
import { readingLogMessages as msg } from '@shared/messages/reading-log';
import type { Book, ReadingLog } from '@shared/schemas/reading-log';
import { closePdfWorker } from '../../pdf/render-pdf';
import { readingLogSection } from './reading-log.pdf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closePdfWorker();
});

const { call } = apiRequests(() => t.app);

const base = (u: TestUser, child = u.studentId) => `/api/students/${child}/reading-log`;
const WINDOW = 'from=2026-08-01&to=2027-07-31';

async function add(u: TestUser, body: Record<string, unknown>, child = u.studentId): Promise<Book> {
  const res = await call(u, 'POST', base(u, child), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(u: TestUser, query = WINDOW, child = u.studentId): Promise<ReadingLog> {
  const res = await call(u, 'GET', `${base(u, child)}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function createYear(u: TestUser) {
  const res = await call(u, 'POST', '/api/school-years', {
    name: '2026–2027',
    startDate: '2026-08-17',
    endDate: '2027-06-04',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const bookRows = (userId: string) =>
  t.deps.db.selectFrom('readingLog').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe(`reading log (${dialect})`, () => {
  it('adds, lists with totals (newest first), edits and deletes books', async () => {
    const u = await signUpUser(t.app);
    const cls = (
      await call(u, 'POST', '/api/classes', {
        title: 'Literature',
        daysOfWeek: [1],
        startTime: '09:00',
        endTime: '10:00',
      })
    ).json() as { id: string };
    const hobbit = await add(u, {
      title: 'The Hobbit',
      author: 'J. R. R. Tolkien',
      isbn: '978-0-306-40615-7',
      startedOn: '2026-09-01',
      finishedOn: '2026-09-20',
      minutes: 600,
      pages: 310,
      classId: cls.id,
    });
    expect(hobbit).toMatchObject({
      isbn: '9780306406157',
      className: 'Literature',
      minutes: 600,
      pages: 310,
    });
    await add(u, { title: 'Charlotte’s Web', startedOn: '2026-10-02', pages: 192 });
    await add(u, { title: 'Holes', author: '  ', finishedOn: '2026-08-20', minutes: 240 });
    await add(u, { title: 'Old book', finishedOn: '2025-05-01', pages: 50 });
    const log = await list(u);
    expect(log.books.map((b) => b.title)).toEqual(['Charlotte’s Web', 'The Hobbit', 'Holes']);
    expect(log.books[2]!.author).toBeNull();
    expect(log.totals).toEqual({ books: 3, minutes: 840, pages: 502 });
    expect(log.truncated).toBe(false);
    // A limit cuts the list and says so.
    const cut = await list(u, `${WINDOW}&limit=2`);
    expect(cut.books).toHaveLength(2);
    expect(cut.truncated).toBe(true);

    const edited = await call(u, 'PATCH', `${base(u)}/${hobbit.id}`, {
      pages: 320,
      isbn: null,
      classId: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ pages: 320, isbn: null, classId: null, className: null });
    expect((await call(u, 'DELETE', `${base(u)}/${hobbit.id}`)).statusCode).toBe(204);
    expect((await list(u)).totals).toEqual({ books: 2, minutes: 240, pages: 192 });
    expect((await call(u, 'DELETE', `${base(u)}/${hobbit.id}`)).statusCode).toBe(404);
  });

  it("lists a school year's books", async () => {
    const u = await signUpUser(t.app);
    const year = await createYear(u);
    await add(u, { title: 'In the year', finishedOn: '2026-12-01' });
    await add(u, { title: 'Before the year', finishedOn: '2026-08-01' });
    const log = await list(u, `schoolYearId=${year.id}`);
    expect(log.books.map((b) => b.title)).toEqual(['In the year']);
    expect([log.from, log.to]).toEqual(['2026-08-17', '2027-06-04']);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const u = await signUpUser(t.app);
    const book = await add(u, { title: 'Matilda', startedOn: '2026-09-01', finishedOn: '2026-09-10' });
    const before = await countAllRows(t.deps.db);
    const stored = await bookRows(u.id);
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '' }, msg.titleRequired],
      [{ title: 'x'.repeat(201) }, msg.titleTooLong],
      [{ title: 'A', author: 'x'.repeat(201) }, msg.authorTooLong],
      [{ title: 'A', isbn: '978-0-306-40615-8' }, msg.isbnInvalid],
      [{ title: 'A', isbn: '12345' }, msg.isbnInvalid],
      [{ title: 'A', startedOn: '2026-09-10', finishedOn: '2026-09-01' }, msg.finishedBeforeStarted],
      [{ title: 'A', startedOn: '2026-02-30' }, msg.dateInvalid],
      [{ title: 'A', minutes: 0 }, msg.minutesInvalid],
      [{ title: 'A', minutes: 1.5 }, msg.minutesInvalid],
      [{ title: 'A', pages: 100001 }, msg.pagesInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await call(u, 'POST', base(u), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    const patch = await call(u, 'PATCH', `${base(u)}/${book.id}`, { finishedOn: '2026-08-01' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.message).toBe(msg.finishedBeforeStarted);
    for (const [query, message] of [
      ['', msg.windowRequired],
      ['from=2026-01-01', msg.windowRequired],
      ['from=2026-01-02&to=2026-01-01', msg.windowOrder],
      ['from=2024-01-01&to=2026-12-31', msg.windowTooLong(800)],
    ] as const) {
      const res = await call(u, 'GET', `${base(u)}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call(u, 'GET', `${base(u)}?${WINDOW}&limit=501`)).statusCode).toBe(400);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect(await bookRows(u.id)).toEqual(stored);
  });

  it("answers 404 for another family's child, book, class or year, and changes nothing", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const aYear = await createYear(a);
    const aClass = (
      await call(a, 'POST', '/api/classes', {
        title: 'A class',
        daysOfWeek: [1],
        startTime: '09:00',
        endTime: '10:00',
      })
    ).json() as { id: string };
    const book = await add(a, { title: 'Secret book', finishedOn: '2026-09-01' });
    const stored = await bookRows(a.id);
    expect((await call(b, 'GET', `${base(a)}?${WINDOW}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', base(a), { title: 'X' })).statusCode).toBe(404);
    expect((await call(b, 'PATCH', `${base(b)}/${book.id}`, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', `${base(b)}/${book.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `${base(b)}?schoolYearId=${aYear.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `${base(b)}.pdf?schoolYearId=${aYear.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `${base(a)}.pdf?schoolYearId=${aYear.id}`)).statusCode).toBe(404);
    const linked = await call(b, 'POST', base(b), { title: 'X', classId: aClass.id });
    expect(linked.statusCode).toBe(404);
    expect(linked.json().error.message).toBe(msg.classNotFound);
    const second = (await call(a, 'POST', '/api/students', { name: 'Second', age: 9 })).json().id as string;
    expect((await call(a, 'PATCH', `${base(a, second)}/${book.id}`, { title: 'Moved' })).statusCode).toBe(
      404,
    );
    expect((await list(a, WINDOW, second)).books).toEqual([]);
    expect((await list(b)).books).toEqual([]);
    expect(await bookRows(a.id)).toEqual(stored);
    expect(await bookRows(b.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const u = await signUpUser(t.app);
    expect((await call(null, 'GET', `${base(u)}?${WINDOW}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', base(u), { title: 'X' })).statusCode).toBe(401);
    expect((await call(null, 'GET', `${base(u)}.pdf?schoolYearId=x`)).statusCode).toBe(401);
  });

  it('publishes a live update for the child', async () => {
    const u = await signUpUser(t.app);
    const events: unknown[] = [];
    const off = t.deps.bus.subscribe(u.id, (e) => events.push(e));
    await add(u, { title: 'Frindle' });
    off();
    expect(events).toContainEqual(
      expect.objectContaining({ kinds: ['reading-log'], studentId: u.studentId }),
    );
  });

  it("renders the school year's reading log as a PDF with titles and totals", async () => {
    const u = await signUpUser(t.app, { displayName: 'Ada' });
    const year = await createYear(u);
    await add(u, {
      title: 'The Hobbit',
      author: 'J. R. R. Tolkien',
      finishedOn: '2026-09-20',
      minutes: 600,
      pages: 310,
    });
    await add(u, {
      title: 'Holes',
      author: 'Louis Sachar',
      startedOn: '2026-10-01',
      pages: 233,
      isbn: '0-306-40615-2',
    });
    await add(u, { title: 'Outside the year', finishedOn: '2025-01-01', pages: 10 });
    const res = await call(u, 'GET', `${base(u)}.pdf?schoolYearId=${year.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reading-log-ada-2026-2027.pdf"; filename*=UTF-8\'\'reading-log-ada-2026-2027.pdf',
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Reading Log');
    expect(text).toContain('Ada · 2026–2027');
    expect(text).toContain('The Hobbit');
    expect(text).toContain('J. R. R. Tolkien');
    expect(text).toMatch(/ISBN\s+0306406152/);
    expect(text).toContain('Sep 20, 2026');
    expect(text).toContain('2 books · 600 minutes · 543 pages');
    expect(text).not.toContain('Outside the year');

    const section = await readingLogSection(t.deps, {
      familyId: u.id,
      studentId: u.studentId,
      schoolYearId: year.id,
      today: '2026-11-28',
    });
    expect(JSON.stringify(section)).toContain('Holes');
    const other = await signUpUser(t.app);
    const otherYear = await createYear(other);
    expect(
      await readingLogSection(t.deps, {
        familyId: other.id,
        studentId: other.studentId,
        schoolYearId: otherYear.id,
        today: '2026-11-28',
      }),
    ).toEqual([]);
  });
});
