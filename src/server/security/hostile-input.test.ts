import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '@tests/setup/api';
import { countAllRows } from '@tests/setup/account-snapshot';

/**
 * Property-based hostile input, generated from the OpenAPI document: every route gets random and malformed
 * bodies, ids and query strings (wrong types, unicode, SQL and markup payloads, huge strings). Never a
 * 5xx; every rejection is a 4xx with a message; a rejected request writes nothing.
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 10);
const SKIP = new Set([
  'GET /api/realtime',
  'POST /api/account/sign-out',
  'POST /api/account/sessions/revoke-others',
]);

const nasty = fc.constantFrom(
  "'; drop table tasks; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '𝒳🎉\u202eabc',
  '%00%27',
  '9999-99-99',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(5000),
);
const hostileString = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

let t: TestApp;
let user: TestUser;
let routes: { method: string; path: string; fields: string[] }[];

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: {
            content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } };
          };
        }
      >
    >;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

describe(`hostile input (${dialect})`, () => {
  it('never answers 5xx, always explains a 4xx, and writes nothing when it rejects', async () => {
    let cases = 0;
    // Row counts after the last accepted request: a rejected request must leave them as they are.
    let baseline = await countAllRows(t.deps.db);
    for (const route of routes) {
      if (SKIP.has(`${route.method} ${route.path}`)) continue;
      // Bodies shaped like the route's own fields (so validation goes deep) or anything at all.
      const body = fc.oneof(
        fc.record(Object.fromEntries(route.fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
        hostileValue,
      );
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          fc.boolean(),
          fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
          body,
          async (id, ownChild, query, payload) => {
            cases += 1;
            // A path's child: the caller's own (so validation and the route's rules run) or a hostile one.
            const child = ownChild ? user.studentId : encodeURIComponent(id) || 'x';
            const url =
              route.path.replace('{studentId}', child).replace('{id}', encodeURIComponent(id) || 'x') +
              '?' +
              new URLSearchParams(query as Record<string, string>).toString();
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie: user.cookie, 'content-type': 'application/json' },
              ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
            });
            expect(
              res.statusCode,
              `${route.method} ${url.slice(0, 120)} → ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const error = (res.json() as { error?: { message?: string } }).error;
              expect(
                typeof error?.message === 'string' && error.message.length > 0,
                `${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              ).toBe(true);
              expect(
                await countAllRows(t.deps.db),
                `${route.method} ${url.slice(0, 120)} wrote nothing`,
              ).toEqual(baseline);
            } else {
              baseline = await countAllRows(t.deps.db);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.HOSTILE_SEED ?? 20261122) },
      );
    }
    expect(cases).toBeGreaterThan(routes.length * 5);
    console.info(`hostile input: ${cases} cases over ${routes.length} routes`);
  }, 240_000);

  it('refuses oversized bodies with 413 and malformed JSON with 400', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/tasks`,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(400 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/students/${user.studentId}/tasks`,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBeTruthy();
  });
});
