import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  cookieFrom,
  createTestApp,
  dialect,
  signUpUser,
  type TestApp,
  type TestUser,
} from '@tests/setup/api';
import { childSignedIn, joinFamily } from '@tests/setup/members';
import { totpCode } from '@tests/setup/totp';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import { ENROLMENT_ROUTES } from '../../scope/second-factor-rule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, ok } = apiRequests(() => t.app);

const ruleOn = (parent: TestUser, required = true) =>
  ok(parent, 'PUT', '/api/account/second-factor/family-rule', { required });

/** A data route of the family answers 403 with the rule's words. */
async function expectHeld(caller: TestUser | string, method: 'GET' | 'POST' = 'GET', url = '/api/students') {
  const res = await call(caller, method, url, method === 'GET' ? undefined : {});
  expect(res.statusCode, `${method} ${url}`).toBe(403);
  expect(res.json().error.message).toBe(m.mustEnrol);
}

/** Enrols with a code computed here; answers the new session's cookie. */
async function enrol(user: TestUser): Promise<string> {
  const started = await ok(user, 'POST', '/api/account/second-factor/enrol', { password: user.password });
  const res = await call(user, 'POST', '/api/account/second-factor/confirm', {
    code: totpCode(started.secret),
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res.headers['set-cookie']);
}

describe(`the family rule is the server's: adults without a second factor may only enrol (${dialect})`, () => {
  it('holds a teacher and a viewer without a factor to the enrolment routes; a factor lets them in', async () => {
    const parent = await signUpUser(t.app);
    const teacher = await signUpUser(t.app);
    const viewer = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    await joinFamily(t, viewer, parent.id, 'viewer');
    expect((await call(teacher, 'GET', '/api/students')).statusCode).toBe(200);

    await ruleOn(parent);
    for (const member of [teacher, viewer]) {
      await expectHeld(member);
      await expectHeld(member, 'GET', '/api/settings');
      expect((await ok(member, 'GET', '/api/me')).member.role).not.toBe('parent');
      expect((await ok(member, 'GET', '/api/account/second-factor')).familyRequires).toBe(true);
    }
    await expectHeld(teacher, 'POST', `/api/students/${parent.studentId}/hours`);

    const teacherCookie = await enrol(teacher);
    expect((await call(teacherCookie, 'GET', '/api/students')).statusCode).toBe(200);
    // The viewer is still held; sign-out still works for them.
    await expectHeld(viewer);
    expect((await call(viewer, 'POST', '/api/account/sign-out')).statusCode).toBe(204);
    expect((await call(viewer, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('a parent who turns the rule on is held too, can still enrol, and cannot lock themselves out', async () => {
    const parent = await signUpUser(t.app);
    await ruleOn(parent);
    await expectHeld(parent);
    await expectHeld(parent, 'GET', '/api/account/activity');
    // The parent's switch of the rule stays open to them.
    await ruleOn(parent, false);
    expect((await call(parent, 'GET', '/api/students')).statusCode).toBe(200);
    await ruleOn(parent);
    await expectHeld(parent);
    const cookie = await enrol(parent);
    expect((await call(cookie, 'GET', '/api/students')).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/account/activity')).statusCode).toBe(200);
  });

  it('rule off: no effect; another family is untouched', async () => {
    const parent = await signUpUser(t.app);
    const teacher = await signUpUser(t.app);
    await joinFamily(t, teacher, parent.id, 'teacher');
    expect((await call(parent, 'GET', '/api/students')).statusCode).toBe(200);
    expect((await call(teacher, 'GET', '/api/settings')).statusCode).toBe(200);

    const other = await signUpUser(t.app);
    await ruleOn(other);
    expect((await call(parent, 'GET', '/api/students')).statusCode).toBe(200);
    expect((await call(teacher, 'GET', '/api/students')).statusCode).toBe(200);
  });

  it('children and provider-only accounts are not held', async () => {
    const parent = await signUpUser(t.app);
    const provider = await signUpUser(t.app);
    await joinFamily(t, provider, parent.id, 'teacher');
    // An account without a password here signs in only with its provider (Google, OpenID Connect).
    await t.handle.db
      .deleteFrom('account' as never)
      .where('userId' as never, '=', provider.id as never)
      .where('providerId' as never, '=', 'credential' as never)
      .execute();
    await ruleOn(parent);
    const child = await childSignedIn(t, parent.id, parent.studentId);
    expect((await call(child, 'GET', `/api/students/${parent.studentId}/bucket-list`)).statusCode).toBe(200);
    expect((await call(provider, 'GET', '/api/students')).statusCode).toBe(200);
    await expectHeld(parent);
  });

  it('the enrolment routes exist as named (a renamed route would hold members out of enrolment)', () => {
    const routes = new Set<string>();
    for (const key of ENROLMENT_ROUTES) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
      routes.add(key);
    }
    expect(routes.size).toBe(5);
  });
});
