import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { dialect, signUpUser, testConfig } from '@tests/setup/api';
import { startRestartablePostgres, type RestartablePostgres } from '@tests/setup/postgres-restartable';

/**
 * Database outage (PostgreSQL): the database stops under load. The API answers 503 with a clear message
 * within a few seconds (no crash, no hang), and recovers by itself when the database is back.
 */
const UNAVAILABLE = 'The database is not reachable right now. Please try again in a moment.';
let pg: RestartablePostgres | null = null;
let built: BuiltApp | null = null;

afterAll(async () => {
  await built?.app.close().catch(() => {});
  await built?.handle.close().catch(() => {});
  await pg?.destroy();
}, 60_000);

describe(`database outage (${dialect})`, () => {
  it.runIf(dialect === 'postgres')(
    'answers 503 quickly while the database is down and recovers by itself',
    async () => {
      pg = await startRestartablePostgres();
      const handle = createDb(pg.url);
      await migrateToLatest(handle.db);
      built = await buildApp(testConfig({ databaseUrl: pg.url }), { handle, logger: false });
      await built.app.ready();
      const app = built.app;
      const user = await signUpUser(app);
      const write = (title: string) =>
        app.inject({
          method: 'POST',
          url: `/api/students/${user.studentId}/tasks`,
          headers: { cookie: user.cookie },
          payload: { title },
        });
      expect((await write('before the outage')).statusCode).toBe(201);

      // Load: writers keep going through the outage.
      let stop = false;
      const statuses: number[] = [];
      const load = Promise.all(
        Array.from({ length: 4 }, async (_, c) => {
          for (let n = 0; !stop; n++) {
            const res = await write(`load ${c}-${n}`);
            statuses.push(res.statusCode);
            await new Promise((r) => setTimeout(r, 20));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 300));
      await pg.stop();

      // While it is down: 503 with the message, each answer within a few seconds.
      for (const [method, url] of [
        ['GET', `/api/students/${user.studentId}/tasks/today`],
        ['POST', `/api/students/${user.studentId}/tasks`],
        ['GET', '/api/me'],
      ] as const) {
        const started = Date.now();
        const res = await app.inject({
          method,
          url,
          headers: { cookie: user.cookie },
          ...(method === 'POST' ? { payload: { title: 'during' } } : {}),
        });
        const took = Date.now() - started;
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
        expect(res.json().error).toEqual({ code: 'UNAVAILABLE', message: UNAVAILABLE });
        expect(took, `${method} ${url} answered in ${took} ms`).toBeLessThan(8000);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      // The database returns: the API recovers on its own.
      await pg.start();
      const back = Date.now();
      let recovered = -1;
      while (Date.now() - back < 30_000) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/students/${user.studentId}/tasks/today`,
          headers: { cookie: user.cookie },
        });
        if (res.statusCode === 200) {
          recovered = Date.now() - back;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      stop = true;
      await load;
      expect(recovered, 'the API recovered').toBeGreaterThanOrEqual(0);
      expect((await write('after the outage')).statusCode).toBe(201);
      expect(
        statuses.every((s) => s === 201 || s === 503),
        `statuses under load: ${[...new Set(statuses)].join(', ')}`,
      ).toBe(true);
      expect(statuses).toContain(503);
      console.info(
        `db outage: ${statuses.length} writes under load (${statuses.filter((s) => s === 503).length} answered 503), recovered ${recovered} ms after Postgres was back`,
      );
    },
    180_000,
  );
});
