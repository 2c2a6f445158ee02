import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { recordsShareMessages as m } from '@shared/messages/records-share';
import {
  apiRequests,
  createTestApp,
  createTestDb,
  dialect,
  signUpUser,
  type TestApp,
} from '@tests/setup/api';
import { pdfPages } from '@tests/setup/pdf-text';
import { GATHER_APPLICATION_NAME, gatherDeps, openGatherDb } from './gather-db';
import { closePdfWorker, openPdfDatabases } from './render-pdf';

/** The year-end bundle gathered on a PDF thread from its own read-only database handle (ADR 062). */
afterAll(async () => {
  await closePdfWorker();
});

const YEAR = { name: 'Fall 2026', startDate: '2026-09-07', endDate: '2026-09-30' };

/** Connections the PDF threads hold on `url`'s database (PostgreSQL). */
async function threadConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1`,
      [GATHER_APPLICATION_NAME],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe(`the bundle's records read on a PDF thread (${dialect})`, () => {
  let t: TestApp;
  const { ok, call } = apiRequests(() => t.app);

  it('reads what was committed just before the request, from a handle of its own, closed with the app', async () => {
    let statements = 0;
    t = await createTestApp({}, { onQuery: () => (statements += 1) });
    const url = t.deps.config.databaseUrl;
    const user = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
    const year = (await ok<{ id: string }>(user, 'POST', '/api/school-years', YEAR)).id;
    const bundle = `/api/students/${user.studentId}/records/bundle.pdf?schoolYearId=${year}`;
    const pagesOf = async () => {
      const res = await call(user, 'GET', bundle);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return (await pdfPages(res.rawPayload)).join('\n');
    };
    // The first bundle opens the thread's handle: the year has no book yet.
    expect(await pagesOf()).not.toContain(m.readingLog);
    expect(await openPdfDatabases()).toContain(url);

    // A write on the server's connection, answered, then the bundle at once: the thread's handle sees it.
    await ok(user, 'POST', `/api/students/${user.studentId}/reading-log`, {
      title: 'Charlotte’s Web',
      finishedOn: '2026-09-20',
      pages: 184,
    });
    const before = statements;
    const text = await pagesOf();
    // The event loop's own reads: the session and the child (rights), the family's day, the year, the kept
    // samples; the record sections' ≈ 20 statements are the thread's.
    console.log('event-loop statements for a bundle', statements - before);
    expect(statements - before).toBeLessThanOrEqual(8);
    expect(text).toContain(m.readingLog);
    expect(text).toContain('Charlotte’s Web');
    if (dialect === 'postgres') expect(await threadConnections(url)).toBeGreaterThan(0);

    await t.close();
    expect(await openPdfDatabases()).not.toContain(url);
  });

  it.runIf(dialect === 'sqlite')(
    'gathers on the event loop when no thread can open the database (a SQLite file that is not there)',
    async () => {
      const elsewhere = 'sqlite:/nonexistent/homeschool.db';
      t = await createTestApp({ databaseUrl: elsewhere });
      try {
        const user = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
        const year = (await ok<{ id: string }>(user, 'POST', '/api/school-years', YEAR)).id;
        await ok(user, 'POST', `/api/students/${user.studentId}/reading-log`, {
          title: 'Charlotte’s Web',
          finishedOn: '2026-09-20',
          pages: 184,
        });
        const res = await call(
          user,
          'GET',
          `/api/students/${user.studentId}/records/bundle.pdf?schoolYearId=${year}`,
        );
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect((await pdfPages(res.rawPayload)).join('\n')).toContain('Charlotte’s Web');
        expect(await openPdfDatabases()).not.toContain(elsewhere);
      } finally {
        await t.close();
      }
    },
  );

  it('refuses writes, and gives a section nothing but the database', async () => {
    const testDb = await createTestDb();
    const handle = openGatherDb(testDb.url);
    try {
      await expect(sql`create table thread_write (a integer)`.execute(handle.db)).rejects.toThrow(
        /read.?only/i,
      );
      const deps = gatherDeps(handle);
      expect(deps.db).toBe(handle.db);
      expect(() => deps.files).toThrow(/PDF thread has no files/);
      expect(() => deps.bus.publish('x')).toThrow(/no event bus/);
    } finally {
      await handle.close();
      if (dialect === 'postgres') expect(await threadConnections(testDb.url)).toBe(0);
      await testDb.drop();
    }
  });
});
