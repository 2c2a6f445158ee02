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
import { totpCode, wrongCode } from '@tests/setup/totp';
import { secondFactorMessages as m } from '@shared/messages/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, ok } = apiRequests(() => t.app);

interface Enrolled extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

/** Signs up and turns the second factor on with a code computed here; the cookie is the new session's. */
async function enrolled(): Promise<Enrolled> {
  const user = await signUpUser(t.app);
  const started = await ok(user, 'POST', '/api/account/second-factor/enrol', { password: user.password });
  const res = await call(user, 'POST', '/api/account/second-factor/confirm', {
    code: totpCode(started.secret),
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieFrom(res.headers['set-cookie']);
  expect(cookie).toMatch(/session_token=/);
  return { ...user, cookie, secret: started.secret, recoveryCodes: started.recoveryCodes };
}

/** A password sign-in; answers the response and the cookies it set. */
async function passwordSignIn(user: { email: string; password: string }, remoteAddress?: string) {
  const res = await call(null, 'POST', '/api/account/sign-in', user, remoteAddress ? { remoteAddress } : {});
  return { res, cookie: cookieFrom(res.headers['set-cookie']) };
}

const codeStep = (challenge: string, body: unknown, remoteAddress?: string) =>
  call(challenge, 'POST', '/api/account/sign-in/second-factor', body, remoteAddress ? { remoteAddress } : {});

const twoFactorRow = (userId: string) =>
  t.handle.db
    .selectFrom('twoFactor' as never)
    .selectAll()
    .where('userId' as never, '=', userId as never)
    .executeTakeFirst();

describe(`second factor (${dialect})`, () => {
  it('enrols: a key to type and its otpauth URI, not in force until a code from the app confirms it', async () => {
    const user = await signUpUser(t.app);
    expect(await ok(user, 'GET', '/api/account/second-factor')).toEqual({
      enabled: false,
      hasPassword: true,
      recoveryCodesLeft: null,
      familyRequires: false,
    });
    const started = await ok(user, 'POST', '/api/account/second-factor/enrol', { password: user.password });
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Homeschool:/);
    expect(started.uri).toContain(`secret=${started.secret}`);
    expect(started.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(started.recoveryCodes).toHaveLength(10);
    // Not on yet: the password alone still signs in.
    expect((await passwordSignIn(user)).res.json().userId).toBe(user.id);
    expect((await ok(user, 'GET', '/api/account/second-factor')).enabled).toBe(false);

    const wrong = await call(user, 'POST', '/api/account/second-factor/confirm', {
      code: wrongCode(started.secret),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(m.codeInvalid);
    const bad = await call(user, 'POST', '/api/account/second-factor/confirm', { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.code).toBe(m.codeFormat);

    const res = await call(user, 'POST', '/api/account/second-factor/confirm', {
      code: totpCode(started.secret),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect(await ok(cookie, 'GET', '/api/account/second-factor')).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // A second enrolment is refused while one is on.
    const again = await call(cookie, 'POST', '/api/account/second-factor/enrol', { password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyOn);
  });

  it('refuses to enrol with a wrong or missing password, and writes nothing', async () => {
    const user = await signUpUser(t.app);
    const wrong = await call(user, 'POST', '/api/account/second-factor/enrol', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe(m.wrongPassword);
    const missing = await call(user, 'POST', '/api/account/second-factor/enrol', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBe(m.passwordRequired);
    expect(await twoFactorRow(user.id)).toBeUndefined();
  });

  it('asks for the code at sign-in: no session from the password alone, a session from the code', async () => {
    const user = await enrolled();
    const { res, cookie: challenge } = await passwordSignIn(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondFactor: 'needed' });
    expect(challenge).not.toMatch(/session_token=[^;]+/);
    expect(challenge).toMatch(/two_factor=/);
    // The challenge cookie alone is no session.
    expect((await call(challenge, 'GET', '/api/me')).statusCode).toBe(401);

    const wrong = await codeStep(challenge, { method: 'totp', code: wrongCode(user.secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(m.codeInvalid);
    expect(cookieFrom(wrong.headers['set-cookie'])).not.toMatch(/session_token=[^;]+/);

    const right = await codeStep(challenge, { method: 'totp', code: totpCode(user.secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().userId).toBe(user.id);
    const session = cookieFrom(right.headers['set-cookie']);
    expect((await ok(session, 'GET', '/api/me')).user.id).toBe(user.id);
    // The challenge is used up: the same cookie does not sign in twice.
    const replay = await codeStep(challenge, { method: 'totp', code: totpCode(user.secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(m.challengeExpired);
  });

  it('a code without a pending sign-in, or malformed, is refused', async () => {
    const none = await codeStep('', { method: 'totp', code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(m.challengeExpired);
    const bad = await codeStep('', { method: 'totp', code: 'abc' });
    expect(bad.statusCode).toBe(400);
    const unknown = await codeStep('', { method: 'sms', code: '123456' });
    expect(unknown.statusCode).toBe(400);
  });

  it('ends a sign-in after 5 wrong codes, even if the sixth is right', async () => {
    const user = await enrolled();
    const { cookie: challenge } = await passwordSignIn(user);
    for (let i = 0; i < 5; i++)
      expect((await codeStep(challenge, { method: 'totp', code: wrongCode(user.secret) })).statusCode).toBe(
        401,
      );
    const sixth = await codeStep(challenge, { method: 'totp', code: totpCode(user.secret) });
    expect(sixth.statusCode).toBe(429);
    expect(cookieFrom(sixth.headers['set-cookie'])).not.toMatch(/session_token=[^;]+/);
  });

  it('a recovery code signs in once; its second use is refused', async () => {
    const user = await enrolled();
    const code = user.recoveryCodes[0]!;
    const first = await codeStep((await passwordSignIn(user)).cookie, { method: 'recovery', code });
    expect(first.statusCode, first.body).toBe(200);
    const session = cookieFrom(first.headers['set-cookie']);
    expect((await ok(session, 'GET', '/api/account/second-factor')).recoveryCodesLeft).toBe(9);

    const second = await codeStep((await passwordSignIn(user)).cookie, { method: 'recovery', code });
    expect(second.statusCode).toBe(401);
    expect(second.json().error.message).toBe(m.recoveryInvalid);
    expect(cookieFrom(second.headers['set-cookie'])).not.toMatch(/session_token=[^;]+/);
    // Another code still works.
    const other = await codeStep((await passwordSignIn(user)).cookie, {
      method: 'recovery',
      code: user.recoveryCodes[1]!,
    });
    expect(other.statusCode).toBe(200);
  });

  it('new recovery codes replace the old ones (after the password)', async () => {
    const user = await enrolled();
    const wrong = await call(user, 'POST', '/api/account/second-factor/recovery-codes', {
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(400);
    const { recoveryCodes } = await ok(user, 'POST', '/api/account/second-factor/recovery-codes', {
      password: user.password,
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(user.recoveryCodes[0]);
    const old = await codeStep((await passwordSignIn(user)).cookie, {
      method: 'recovery',
      code: user.recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await codeStep((await passwordSignIn(user)).cookie, {
      method: 'recovery',
      code: recoveryCodes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('turns off with the password only; then the password alone signs in again', async () => {
    const user = await enrolled();
    const wrong = await call(user, 'POST', '/api/account/second-factor/remove', {
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe(m.wrongPassword);
    expect((await ok(user, 'GET', '/api/account/second-factor')).enabled).toBe(true);

    const res = await call(user, 'POST', '/api/account/second-factor/remove', { password: user.password });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect((await ok(cookie, 'GET', '/api/account/second-factor')).enabled).toBe(false);
    expect(await twoFactorRow(user.id)).toBeUndefined();
    expect((await passwordSignIn(user)).res.json().userId).toBe(user.id);
    const twice = await call(cookie, 'POST', '/api/account/second-factor/remove', {
      password: user.password,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('counts password attempts per account (429 past 10 in 15 minutes)', async () => {
    const user = await signUpUser(t.app);
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++)
      status = (await call(user, 'POST', '/api/account/second-factor/enrol', { password: 'not it at all' }))
        .statusCode;
    expect(status).toBe(429);
    const right = await call(user, 'POST', '/api/account/second-factor/enrol', { password: user.password });
    expect(right.statusCode).toBe(429);
  });

  it('no session → 401 on every route of the account’s second factor', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/second-factor'],
      ['POST', '/api/account/second-factor/enrol'],
      ['POST', '/api/account/second-factor/confirm'],
      ['POST', '/api/account/second-factor/recovery-codes'],
      ['POST', '/api/account/second-factor/remove'],
      ['PUT', '/api/account/second-factor/family-rule'],
    ] as const)
      expect((await call(null, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
  });
});

describe(`the family's rule: every adult must use a second factor (${dialect})`, () => {
  async function teacherOf(parent: TestUser) {
    const made = await ok(parent, 'POST', '/api/invites', { role: 'teacher' });
    const email = `teacher-${crypto.randomUUID()}@example.com`;
    const res = await call(null, 'POST', `/api/invites/${made.url.split('/invite/')[1]}/sign-up`, {
      name: 'Teacher Tam',
      email,
      password: 'a good password',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, password: 'a good password', cookie: cookieFrom(res.headers['set-cookie']) };
  }

  it('only the parent sets it; members without one are asked to enrol at their next password sign-in', async () => {
    const parent = await signUpUser(t.app);
    const teacher = await teacherOf(parent);
    const forbidden = await call(teacher, 'PUT', '/api/account/second-factor/family-rule', {
      required: true,
    });
    expect(forbidden.statusCode).toBe(403);
    // Not through the settings either (the teacher may change other settings).
    const patched = await call(teacher, 'PATCH', '/api/settings', { requireSecondFactor: true });
    expect(patched.statusCode).toBe(400);
    const bad = await call(parent, 'PUT', '/api/account/second-factor/family-rule', { required: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await ok(parent, 'GET', '/api/settings')).requireSecondFactor).toBe(false);

    expect(await ok(parent, 'PUT', '/api/account/second-factor/family-rule', { required: true })).toEqual({
      required: true,
    });
    expect((await ok(teacher, 'GET', '/api/account/second-factor')).familyRequires).toBe(true);
    const signIn = (await passwordSignIn(teacher)).res;
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().secondFactor).toBe('enrol');
    expect((await passwordSignIn(parent)).res.json().secondFactor).toBe('enrol');

    // Another family is untouched.
    const other = await signUpUser(t.app);
    expect((await passwordSignIn(other)).res.json().secondFactor).toBeUndefined();

    // Once enrolled, the sign-in asks for the code instead; and the factor cannot be turned off meanwhile.
    const started = await ok(teacher, 'POST', '/api/account/second-factor/enrol', {
      password: teacher.password,
    });
    const confirmed = await call(teacher, 'POST', '/api/account/second-factor/confirm', {
      code: totpCode(started.secret),
    });
    const cookie = cookieFrom(confirmed.headers['set-cookie']);
    expect((await passwordSignIn(teacher)).res.json()).toEqual({ secondFactor: 'needed' });
    const remove = await call(cookie, 'POST', '/api/account/second-factor/remove', {
      password: teacher.password,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error.message).toBe(m.familyRequires);

    await ok(parent, 'PUT', '/api/account/second-factor/family-rule', { required: false });
    expect((await passwordSignIn(parent)).res.json().secondFactor).toBeUndefined();
  });
});
