import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childSignInMessages as m } from '@shared/messages/child-sign-in';
import { authMessages } from '@shared/messages/auth';
import {
  apiRequests,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { joinFamily } from '@tests/setup/members';

const LIMITS = {
  signInPerAccount: 10,
  signInPerAddress: 30,
  signUpPerAddress: 100,
  mailPerEmail: 5,
  childSignInPerChild: 10,
};
const PIN = '482913';

let t: TestApp;
let parent: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: LIMITS });
  parent = await signUpUser(t.app, { displayName: 'Ada Lovelace' });
  other = await signUpUser(t.app, { displayName: 'Other Child' });
});
afterAll(async () => {
  await t?.close();
});

const freshAddress = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

const { call } = apiRequests(() => t.app);

const signInUrl = (studentId: string) => `/api/students/${studentId}/sign-in`;
const hashOf = async (studentId: string) =>
  (
    await t.handle.db
      .selectFrom('students')
      .select('signInHash')
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow()
  ).signInHash;

async function enable(user: TestUser, studentId: string, body: unknown = { kind: 'pin', pin: PIN }) {
  const res = await call(user.cookie, 'PUT', signInUrl(studentId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { enabled: boolean; kind: string; familyCode: string; activeSessions: number };
}

function childSignIn(body: Record<string, unknown>, opts: { cookie?: string; ip?: string } = {}) {
  return call(opts.cookie, 'POST', '/api/account/child-sign-in', body, {
    remoteAddress: opts.ip ?? freshAddress(),
  });
}

/** Signs the child in; the `hs_child` cookie header. */
async function signedInChild(familyCode: string, name: string, secret = PIN): Promise<string> {
  const res = await childSignIn({ familyCode, name, secret });
  expect(res.statusCode, res.body).toBe(200);
  const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('hs_child='));
  expect(set).toBeDefined();
  return set!.split(';')[0]!;
}

const meOf = async (cookie: string) => call(cookie, 'GET', '/api/me');

async function addChild(user: TestUser, name: string): Promise<string> {
  const res = await call(user.cookie, 'POST', '/api/students', { name, age: 9 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe(`child sign-in (${dialect})`, () => {
  it('starts off; the parent turns it on with a 6-digit PIN, which makes the family code and the child member', async () => {
    const before = await call(parent.cookie, 'GET', signInUrl(parent.studentId));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ enabled: false, kind: null, activeSessions: 0, familyCode: null });

    const on = await enable(parent, parent.studentId);
    expect(on).toMatchObject({ enabled: true, kind: 'pin', activeSessions: 0 });
    expect(on.familyCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(await hashOf(parent.studentId)).toMatch(/^pin:/);
    expect(await hashOf(parent.studentId)).not.toContain(PIN);
    const member = await t.handle.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', parent.studentId)
      .executeTakeFirst();
    expect(member).toMatchObject({
      familyId: parent.id,
      studentId: parent.studentId,
      role: 'child',
      userId: null,
    });

    // Changing the PIN keeps the family's code.
    const again = await enable(parent, parent.studentId, { kind: 'pin', pin: '111222' });
    expect(again.familyCode).toBe(on.familyCode);
    await enable(parent, parent.studentId);
  });

  it('refuses a PIN that is not exactly 6 digits and a password that breaks the sign-up rules, writing nothing', async () => {
    const child = await addChild(parent, 'Rule Kid');
    const cases: [unknown, string][] = [
      [{ kind: 'pin', pin: '12345' }, m.pinInvalid],
      [{ kind: 'pin', pin: '1234567' }, m.pinInvalid],
      [{ kind: 'pin', pin: '12a456' }, m.pinInvalid],
      [{ kind: 'pin', pin: 123456 }, m.pinInvalid],
      [{ kind: 'password', password: 'short12' }, authMessages.passwordTooShort],
      [{ kind: 'password', password: 'x'.repeat(129) }, authMessages.passwordTooLong],
      [{ kind: 'password', password: 'password123' }, authMessages.passwordCommon],
    ];
    for (const [body, message] of cases) {
      const res = await call(parent.cookie, 'PUT', signInUrl(child), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await hashOf(child)).toBeNull();
    }
    expect((await call(parent.cookie, 'PUT', signInUrl(child), { kind: 'fingerprint' })).statusCode).toBe(
      400,
    );
    expect(await hashOf(child)).toBeNull();
  });

  it('signs the child in with the code (any case, spaces), the name (any case) and the PIN; the child sees only themself', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const spaced = `${familyCode.slice(0, 3).toLowerCase()} ${familyCode.slice(3)}`;
    const res = await childSignIn({ familyCode: spaced, name: '  ada LOVELACE ', secret: PIN });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ studentId: parent.studentId });
    const set = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('hs_child='))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=43200/);
    expect(set).not.toMatch(/Secure/);
    const cookie = set.split(';')[0]!;
    const me = await meOf(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().member).toEqual({ id: parent.studentId, role: 'child', studentId: parent.studentId });
    expect(me.json().students.map((s: { id: string }) => s.id)).toEqual([parent.studentId]);
    expect(me.json().user.email).toBe('');
    const status = await call(parent.cookie, 'GET', signInUrl(parent.studentId));
    expect(status.json().activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('answers every wrong part with the one message and 401, and starts no session', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const sessions = async () =>
      (await t.handle.db.selectFrom('childSessions').select('id').execute()).length;
    const before = await sessions();
    for (const body of [
      { familyCode, name: 'Ada Lovelace', secret: '000000' },
      { familyCode, name: 'Nobody', secret: PIN },
      { familyCode: 'ZZZZZZ', name: 'Ada Lovelace', secret: PIN },
      // A child of the family whose sign-in is off.
      { familyCode, name: 'Rule Kid', secret: PIN },
    ]) {
      const res = await childSignIn(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(res.json().error.message).toBe(m.invalid);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessions()).toBe(before);
    const empty = await childSignIn({ familyCode: '', name: '', secret: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(m.familyCodeMissing);
  });

  it('signs in with a password when the parent chose one', async () => {
    const child = await addChild(parent, 'Pass Kid');
    const { familyCode, kind } = await enable(parent, child, {
      kind: 'password',
      password: 'purple giraffe 7',
    });
    expect(kind).toBe('password');
    expect((await childSignIn({ familyCode, name: 'pass kid', secret: 'wrong one here' })).statusCode).toBe(
      401,
    );
    const cookie = await signedInChild(familyCode, 'Pass Kid', 'purple giraffe 7');
    expect((await meOf(cookie)).json().member.studentId).toBe(child);
  });

  it('signs out the adult signed in on the same browser, so the child never acts as the parent', async () => {
    const adult = await signUpUser(t.app, { displayName: 'Shared Tablet' });
    const { familyCode } = await enable(adult, adult.studentId);
    expect((await meOf(adult.cookie)).json().member.role).toBe('parent');
    const res = await childSignIn(
      { familyCode, name: 'Shared Tablet', secret: PIN },
      { cookie: adult.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/session_token=;/);
    // The adult's session is gone: its cookie alone no longer signs anybody in.
    expect((await meOf(adult.cookie)).statusCode).toBe(401);
  });

  it('past 10 attempts for one family code and name, the 11th is refused even with the right PIN', async () => {
    const adult = await signUpUser(t.app, { displayName: 'Limit Kid' });
    const { familyCode } = await enable(adult, adult.studentId);
    for (let i = 0; i < LIMITS.childSignInPerChild; i++) {
      expect((await childSignIn({ familyCode, name: 'Limit Kid', secret: '999999' })).statusCode).toBe(401);
    }
    const blocked = await childSignIn({ familyCode, name: 'limit kid', secret: PIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('past the per-address limit nobody signs in from that address', async () => {
    const adult = await signUpUser(t.app, { displayName: 'Crowded Kid' });
    const { familyCode } = await enable(adult, adult.studentId);
    const ip = freshAddress();
    for (let i = 0; i < LIMITS.signInPerAddress; i++) {
      expect((await childSignIn({ familyCode, name: `Guess ${i}`, secret: PIN }, { ip })).statusCode).toBe(
        401,
      );
    }
    expect((await childSignIn({ familyCode, name: 'Crowded Kid', secret: PIN }, { ip })).statusCode).toBe(
      429,
    );
    // From another address the same PIN does sign in: the refusal was the limit.
    expect((await childSignIn({ familyCode, name: 'Crowded Kid', secret: PIN })).statusCode).toBe(200);
  });

  it('ends the child’s sessions at once when the parent signs them out everywhere', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const cookie = await signedInChild(familyCode, 'Ada Lovelace');
    expect((await meOf(cookie)).statusCode).toBe(200); // checked once, so it is cached
    const res = await call(parent.cookie, 'POST', `${signInUrl(parent.studentId)}/end-sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json().activeSessions).toBe(0);
    expect((await meOf(cookie)).statusCode).toBe(401);
    // Sign-in stays on: the child can sign in again.
    await signedInChild(familyCode, 'Ada Lovelace');
  });

  it('changing the PIN or password ends the child’s sessions at once; the new one signs in', async () => {
    const child = await addChild(parent, 'Tablet Kid');
    const { familyCode } = await enable(parent, child);
    const tablet = await signedInChild(familyCode, 'Tablet Kid');
    const phone = await signedInChild(familyCode, 'Tablet Kid');
    expect((await meOf(tablet)).statusCode).toBe(200); // checked once, so it is cached
    const changed = await enable(parent, child, { kind: 'password', password: 'a brand new one' });
    expect(changed).toMatchObject({ enabled: true, kind: 'password', activeSessions: 0 });
    expect((await meOf(tablet)).statusCode).toBe(401);
    expect((await meOf(phone)).statusCode).toBe(401);
    expect((await childSignIn({ familyCode, name: 'Tablet Kid', secret: PIN })).statusCode).toBe(401);
    expect(
      (await childSignIn({ familyCode, name: 'Tablet Kid', secret: 'a brand new one' })).statusCode,
    ).toBe(200);
  });

  it('turning sign-in off ends the sessions at once and refuses the PIN', async () => {
    const child = await addChild(parent, 'Off Kid');
    const { familyCode } = await enable(parent, child);
    const cookie = await signedInChild(familyCode, 'Off Kid');
    expect((await meOf(cookie)).statusCode).toBe(200);
    const off = await call(parent.cookie, 'DELETE', signInUrl(child));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, kind: null, activeSessions: 0 });
    expect(await hashOf(child)).toBeNull();
    expect((await meOf(cookie)).statusCode).toBe(401);
    expect((await childSignIn({ familyCode, name: 'Off Kid', secret: PIN })).statusCode).toBe(401);
  });

  it('removing the child ends their sessions at once', async () => {
    const child = await addChild(parent, 'Gone Kid');
    const { familyCode } = await enable(parent, child);
    const cookie = await signedInChild(familyCode, 'Gone Kid');
    expect((await meOf(cookie)).statusCode).toBe(200);
    expect((await call(parent.cookie, 'DELETE', `/api/students/${child}`)).statusCode).toBe(204);
    expect((await meOf(cookie)).statusCode).toBe(401);
  });

  it('a session expires after 12 hours', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const cookie = await signedInChild(familyCode, 'Ada Lovelace');
    const row = await t.handle.db
      .selectFrom('childSessions')
      .select(['id', 'createdAt', 'expiresAt'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(12 * 3600_000);
    await t.handle.db
      .updateTable('childSessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect((await meOf(cookie)).statusCode).toBe(401);
  });

  it('sign-out ends the child’s session and clears the cookie', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const cookie = await signedInChild(familyCode, 'Ada Lovelace');
    expect((await meOf(cookie)).statusCode).toBe(200);
    const out = await call(cookie, 'POST', '/api/account/sign-out');
    expect(out.statusCode).toBe(204);
    expect([out.headers['set-cookie']].flat().join('\n')).toMatch(/hs_child=;.*Max-Age=0/);
    expect((await meOf(cookie)).statusCode).toBe(401);
  });

  it('a new family code: the old one stops working, the new one signs in', async () => {
    const { familyCode: old } = await enable(parent, parent.studentId);
    const res = await call(parent.cookie, 'POST', '/api/family/sign-in-code');
    expect(res.statusCode).toBe(200);
    const fresh = res.json().familyCode as string;
    expect(fresh).not.toBe(old);
    expect((await childSignIn({ familyCode: old, name: 'Ada Lovelace', secret: PIN })).statusCode).toBe(401);
    await signedInChild(fresh, 'Ada Lovelace');
  });

  it('another family’s child is a 404 and nothing changes', async () => {
    await enable(other, other.studentId);
    const hash = await hashOf(other.studentId);
    for (const [method, url, body] of [
      ['GET', signInUrl(other.studentId)],
      ['PUT', signInUrl(other.studentId), { kind: 'pin', pin: '123123' }],
      ['DELETE', signInUrl(other.studentId)],
      ['POST', `${signInUrl(other.studentId)}/end-sessions`],
    ] as const) {
      const res = await call(parent.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await hashOf(other.studentId)).toBe(hash);
  });

  it('a child cannot use the parent’s controls, and nor can a teacher; signed out is 401', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const child = await signedInChild(familyCode, 'Ada Lovelace');
    const teacher = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    const codeBefore = (await call(parent.cookie, 'GET', signInUrl(parent.studentId))).json().familyCode;
    for (const cookie of [child, teacher.cookie]) {
      for (const [method, url, body] of [
        ['GET', signInUrl(parent.studentId)],
        ['PUT', signInUrl(parent.studentId), { kind: 'pin', pin: '123123' }],
        ['DELETE', signInUrl(parent.studentId)],
        ['POST', `${signInUrl(parent.studentId)}/end-sessions`],
        ['POST', '/api/family/sign-in-code'],
      ] as const) {
        expect((await call(cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of [
      ['GET', signInUrl(parent.studentId)],
      ['POST', '/api/family/sign-in-code'],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode).toBe(401);
    }
    expect(await hashOf(parent.studentId)).toMatch(/^pin:/);
    expect((await meOf(child)).statusCode).toBe(200);
    expect((await call(parent.cookie, 'GET', signInUrl(parent.studentId))).json().familyCode).toBe(
      codeBefore,
    );
  });

  it('a child’s session never reads another child’s day, in the family or outside it', async () => {
    const { familyCode } = await enable(parent, parent.studentId);
    const cookie = await signedInChild(familyCode, 'Ada Lovelace');
    const sibling = await addChild(parent, 'Sibling Kid');
    expect((await call(cookie, 'GET', `/api/students/${parent.studentId}/game`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/students/${sibling}/game`)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', `/api/students/${other.studentId}/game`)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', '/api/students')).statusCode).toBe(403);
  });
});
