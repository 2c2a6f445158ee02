import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, type Right, type Role } from '../../shared/domain/roles';
import { routeTable, type RouteEntry } from '../http/route-table';
import { createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';

/**
 * The role × route matrix (ADR 024), generated from the running app's route table: every route is tried
 * as the family's parent, a teacher, a viewer, a child of the family, a child of another family and signed
 * out, and the answer is compared with the route's declared right. A route without a declared right fails.
 *
 * Adults name an unknown child and unknown ids, so an allowed request goes on to its 404 or 400 and changes
 * nothing; a child names itself. Refused: 401 signed out, 403 for a role without the right, 404 for a child
 * naming another child (as for another family's).
 */
type Principal = Role | 'other-family-child' | 'signed-out';
const PRINCIPALS: Principal[] = ['parent', 'teacher', 'viewer', 'child', 'other-family-child', 'signed-out'];
/** Ends the caller's own session: tried signed out only (it is public, so every principal may use it). */
const ENDS_SESSION = new Set(['POST /api/account/sign-out']);

/** Answers a stream that stays open. */
const STREAMS = new Set(['GET /api/realtime']);

let t: TestApp;
const cookies = {} as Record<Principal, string>;
let childId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const parent = await signUpUser(t.app);
  const teacher = await signUpUser(t.app);
  const viewer = await signUpUser(t.app);
  const other = await signUpUser(t.app);
  await joinFamily(t, teacher, parent.id, 'teacher');
  await joinFamily(t, viewer, parent.id, 'viewer');
  childId = parent.studentId;
  Object.assign(cookies, {
    parent: parent.cookie,
    teacher: teacher.cookie,
    viewer: viewer.cookie,
    child: await childSignedIn(t, parent.id, parent.studentId),
    'other-family-child': await childSignedIn(t, other.id, other.studentId),
    'signed-out': '',
  });
});
afterAll(async () => t.close());

/** The route's path with its parameters filled in for this principal. */
function pathFor(route: RouteEntry, who: Principal): string {
  const student = who === 'child' || who === 'other-family-child' ? childId : randomUUID();
  const path = route.url
    .replace(':studentId', student)
    .replace(':date', today)
    .replace(':token.ics', `${'t'.repeat(43)}.ics`)
    .replace(':document.pdf', 'transcript.pdf')
    .replace(':token', 't'.repeat(43))
    .replace(':providerId', 'google')
    .replace('*', 'index.html')
    .replace(/:[a-zA-Z]+/g, () => randomUUID());
  return path;
}

/** What the rights say this principal gets: 'allowed', or the refusal's status. */
function expected(right: Right, who: Principal): 'allowed' | 401 | 403 | 404 {
  if (right === 'public') return 'allowed';
  if (who === 'signed-out') return 401;
  const role: Role = who === 'other-family-child' ? 'child' : who;
  if (!roleMay(role, right)) return 403;
  // Another family's child names this family's child: as unknown as any other family's.
  if (who === 'other-family-child' && (right === 'child:read' || right === 'child:write')) return 404;
  return 'allowed';
}

describe(`rights: every route × every role (${dialect})`, () => {
  it('every route declares a right', () => {
    const undeclared = routeTable(t.app).filter((r) => r.rights === undefined);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routeTable(t.app).length).toBeGreaterThan(100);
  });

  it('each role gets exactly what each route declares', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of routeTable(t.app)) {
      const key = `${route.method} ${route.url}`;
      for (const who of PRINCIPALS) {
        if (ENDS_SESSION.has(key) && who !== 'signed-out') continue;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: pathFor(route, who),
          headers: cookies[who] ? { cookie: cookies[who] } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          // The live-update stream never ends by itself: its status is read and the stream closed.
          payloadAsStream: STREAMS.has(key),
        });
        if (STREAMS.has(key)) res.stream().destroy();
        tried++;
        const want = expected(route.rights!, who);
        const ok =
          want === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok) wrong.push(`${key} as ${who}: ${res.statusCode}, expected ${want} (${route.rights})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(600);
  });
});
