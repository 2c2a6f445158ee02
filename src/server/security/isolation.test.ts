import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/domain/dates';
import { createTestApp, dialect, signUpUser, type TestApp, type TestUser } from '../../../tests/setup/api';
import { snapshotAccount } from '../../../tests/setup/account-snapshot';

/**
 * Account isolation, generated from the OpenAPI document: account B tries every route against account A's
 * resources. Every route of the API must be listed below (a new route fails the suite until it is), as
 * an id route (B gets 404 for A's id), an own-data route (B's answer never mentions A's ids or text), or
 * public with the reason.
 */
type Ids = Record<'class' | 'event' | 'task' | 'bucket' | 'learn' | 'assignment' | 'block' | 'schedule' | 'session', string>;

interface IdRoute {
  kind: 'id';
  id: keyof Ids;
  body?: unknown;
}
interface OwnRoute {
  kind: 'own';
  query?: string;
  body?: unknown;
}
interface PublicRoute {
  kind: 'public';
  why: string;
}
type Treatment = IdRoute | OwnRoute | PublicRoute;

const today = todayIn('America/New_York');

const ROUTES: Record<string, Treatment> = {
  'POST /api/account/sign-up': { kind: 'public', why: 'creates a new account' },
  'POST /api/account/sign-in': { kind: 'public', why: 'starts a session' },
  'POST /api/account/sign-out': { kind: 'own' },
  'POST /api/account/forgot-password': { kind: 'public', why: 'answers the same for every address' },
  'POST /api/account/reset-password': { kind: 'public', why: 'acts only with a token mailed to the owner' },
  'POST /api/account/resend-verification': { kind: 'public', why: 'answers the same for every address' },
  'GET /api/account/verify-email': { kind: 'public', why: 'acts only with a token mailed to the owner' },
  'POST /api/account/complete-profile': { kind: 'own', body: { displayName: 'B Child', childAge: '8' } },
  'GET /api/account/sessions': { kind: 'own' },
  'POST /api/account/sessions/revoke-others': { kind: 'own' },
  'DELETE /api/account/sessions/{id}': { kind: 'id', id: 'session' },
  'GET /api/auth-config': { kind: 'public', why: 'server capabilities, no account data' },
  'POST /api/auth/sign-in/social': { kind: 'public', why: "answers the provider's sign-in address, no account data" },
  'GET /api/health': { kind: 'public', why: 'no account data' },
  'GET /api/me': { kind: 'own' },
  'GET /api/profile': { kind: 'own' },
  'PATCH /api/profile': { kind: 'own', body: { displayName: 'B Child' } },
  'GET /api/settings': { kind: 'own' },
  'PATCH /api/settings': { kind: 'own', body: { city: 'Boston' } },
  'GET /api/realtime': { kind: 'public', why: 'streams only the caller\'s own change kinds; covered by realtime.test.ts' },
  'GET /api/dashboard': { kind: 'own' },
  'GET /api/game': { kind: 'own' },
  'GET /api/classes': { kind: 'own' },
  'POST /api/classes': { kind: 'own', body: { title: 'B class', daysOfWeek: [2], startTime: '09:00', endTime: '10:00' } },
  'PATCH /api/classes/{id}': { kind: 'id', id: 'class', body: { title: 'Hijacked' } },
  'DELETE /api/classes/{id}': { kind: 'id', id: 'class' },
  'GET /api/events': { kind: 'own', query: `from=${today.slice(0, 8)}01&to=${today.slice(0, 8)}28` },
  'POST /api/events': { kind: 'own', body: { title: 'B event', date: today } },
  'PATCH /api/events/{id}': { kind: 'id', id: 'event', body: { title: 'Hijacked' } },
  'DELETE /api/events/{id}': { kind: 'id', id: 'event' },
  'GET /api/tasks/today': { kind: 'own' },
  'POST /api/tasks': { kind: 'own', body: { title: 'B task' } },
  'PATCH /api/tasks/{id}': { kind: 'id', id: 'task', body: { completed: true } },
  'DELETE /api/tasks/{id}': { kind: 'id', id: 'task' },
  'GET /api/bucket-list': { kind: 'own' },
  'POST /api/bucket-list': { kind: 'own', body: { title: 'B goal' } },
  'PATCH /api/bucket-list/{id}': { kind: 'id', id: 'bucket', body: { completed: true } },
  'DELETE /api/bucket-list/{id}': { kind: 'id', id: 'bucket' },
  'GET /api/learn-list': { kind: 'own' },
  'POST /api/learn-list': { kind: 'own', body: { title: 'B topic' } },
  'PATCH /api/learn-list/{id}': { kind: 'id', id: 'learn', body: { completed: true } },
  'DELETE /api/learn-list/{id}': { kind: 'id', id: 'learn' },
  'GET /api/attendance': { kind: 'own', query: `from=${today.slice(0, 8)}01&to=${today}` },
  'PUT /api/attendance': { kind: 'own', body: { dates: [today], status: 'absent' } },
  'GET /api/attendance/summary': { kind: 'own' },
  'GET /api/assignments/overview': { kind: 'own' },
  'POST /api/assignments': { kind: 'id', id: 'class', body: undefined },
  'PATCH /api/assignments/{id}': { kind: 'id', id: 'assignment', body: { assignmentName: 'Hijacked' } },
  'DELETE /api/assignments/{id}': { kind: 'id', id: 'assignment' },
  'GET /api/day-by-day': { kind: 'own' },
  'POST /api/day-by-day/blocks': { kind: 'own', body: { name: 'B block' } },
  'PATCH /api/day-by-day/blocks/{id}': { kind: 'id', id: 'block', body: { name: 'Hijacked' } },
  'DELETE /api/day-by-day/blocks/{id}': { kind: 'id', id: 'block' },
  'POST /api/day-by-day/schedule': { kind: 'id', id: 'block', body: undefined },
  'PATCH /api/day-by-day/schedule/{id}': { kind: 'id', id: 'schedule', body: { startTime: 120 } },
  'DELETE /api/day-by-day/schedule/{id}': { kind: 'id', id: 'schedule' },
  'DELETE /api/day-by-day/schedule': { kind: 'own' },
  'PUT /api/day-by-day/settings': { kind: 'own', body: { dayLength: 4, blockSize: 15, startTime: '09:00' } },
  'GET /api/account/export': { kind: 'own' },
  'POST /api/account/import': { kind: 'own', body: { format: 'homeschool-export', version: 1 } },
  'POST /api/account/delete': { kind: 'own', body: { password: 'not the password' } },
};

/** Routes whose body carries A's id (a class or block reference) rather than the path. */
function bodyFor(key: string, route: IdRoute, ids: Ids): unknown {
  if (key === 'POST /api/assignments') return { classId: ids.class, assignmentName: 'Hijack', assignmentDate: today, status: 'upcoming' };
  if (key === 'POST /api/day-by-day/schedule') return { blockId: ids.block, startTime: 300 };
  return route.body;
}

let t: TestApp;
let a: TestUser;
let ids: Ids;
const secrets: string[] = ['A-secret-class', 'A-secret-event', 'A-secret-task', 'A-secret-goal', 'A-secret-topic', 'A-secret-work', 'A-secret-block'];

async function as(user: TestUser, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie: user.cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpUser(t.app, { displayName: 'A Child' });
  const json = async (method: string, url: string, payload?: unknown) => {
    const res = await as(a, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const cls = await json('POST', '/api/classes', { title: secrets[0], daysOfWeek: [1, 3], startTime: '09:00', endTime: '10:00', startDate: today, endDate: today });
  const event = await json('POST', '/api/events', { title: secrets[1], date: today });
  const task = await json('POST', '/api/tasks', { title: secrets[2] });
  const bucket = await json('POST', '/api/bucket-list', { title: secrets[3] });
  const learn = await json('POST', '/api/learn-list', { title: secrets[4] });
  const assignment = await json('POST', '/api/assignments', { classId: cls.id, assignmentName: secrets[5], assignmentDate: today, status: 'completed', gradePercentage: 95 });
  const block = await json('POST', '/api/day-by-day/blocks', { name: secrets[6] });
  const schedule = await json('POST', '/api/day-by-day/schedule', { blockId: block.id, startTime: 0 });
  await json('PUT', '/api/attendance', { dates: [today], status: 'present' });
  const sessions = await json('GET', '/api/account/sessions');
  const sessionList = (Array.isArray(sessions) ? sessions : sessions.sessions) as { id: string }[];
  ids = {
    class: cls.id,
    event: event.id,
    task: task.id,
    bucket: bucket.id,
    learn: learn.id,
    assignment: assignment.id,
    block: block.id,
    schedule: (schedule.entry ?? schedule).id,
    session: sessionList[0]!.id,
  };
});
afterAll(async () => {
  await t.close();
});

describe(`account isolation (${dialect})`, () => {
  it('lists every route of the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const missing = documented.filter((r) => !(r in ROUTES));
    expect(missing, 'routes missing from the isolation suite').toEqual([]);
    const stale = Object.keys(ROUTES).filter((r) => !documented.includes(r));
    expect(stale, 'routes in the suite that no longer exist').toEqual([]);
  });

  it("never lets account B read, list, change or delete account A's data", async () => {
    const b = await signUpUser(t.app, { displayName: 'B Child' });
    const before = await snapshotAccount(t.deps.db, a.id);
    const attempts: string[] = [];
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.kind === 'public') continue;
      const [method, path] = key.split(' ') as [string, string];
      if (route.kind === 'id') {
        const url = path.replace('{id}', ids[route.id]);
        const res = await as(b, method, url, bodyFor(key, route, ids));
        attempts.push(`${key} → ${res.statusCode}`);
        expect(res.statusCode, `${key} with A's ${route.id}: ${res.body}`).toBe(404);
      } else {
        if (key === 'POST /api/account/sign-out' || key === 'POST /api/account/sessions/revoke-others') continue; // run last
        const url = route.query ? `${path}?${route.query}` : path;
        const res = await as(b, method, url, route.body);
        attempts.push(`${key} → ${res.statusCode}`);
        expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
        for (const secret of [...secrets, ...Object.values(ids), a.id, a.email]) {
          expect(res.body.includes(secret), `${key} leaked ${secret}`).toBe(false);
        }
      }
    }
    await as(b, 'POST', '/api/account/sessions/revoke-others');
    await as(b, 'POST', '/api/account/sign-out');
    expect(await snapshotAccount(t.deps.db, a.id)).toBe(before);
    expect((await as(a, 'GET', '/api/me')).statusCode).toBe(200);
    expect(attempts.length).toBeGreaterThan(40);
  });

  it('answers 401 on every non-public route without a session', async () => {
    for (const [key, route] of Object.entries(ROUTES)) {
      if (route.kind === 'public' || key === 'POST /api/account/sign-out') continue;
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace('{id}', 'x');
      const res = await t.app.inject({ method: method as 'GET', url: route.kind === 'own' && route.query ? `${url}?${route.query}` : url, payload: (route.kind === 'own' ? route.body : undefined) as object | undefined });
      expect(res.statusCode, `${key} without a session`).toBe(401);
    }
  });
});
