import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequests,
  cookieFrom,
  createTestApp,
  dialect,
  signUpUser,
  twoInstances,
  testConfig,
  type TestApp,
} from '@tests/setup/api';
import { startSmtpCapture, type SmtpCapture } from '@tests/setup/smtp-server';
import { authDb } from './auth-tables';
import { cookieValue, signedCookieToken } from './session-check';

const SECRET = testConfig().authSecret;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
/** An instance with mail on, for the password reset (its accounts confirm their address first). */
let withMail: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [t, withMail] = await Promise.all([
    createTestApp(),
    createTestApp({ smtp: { url: smtp.url, from: 'Homeschool <no-reply@example.com>' } }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await withMail?.close();
  await smtp?.close();
});

const me = (cookie: string, app = t.app) => apiRequests(() => app).call(cookie, 'GET', '/api/me');
const post = (url: string, payload: object, cookie?: string, app = t.app) =>
  apiRequests(() => app).call(cookie, 'POST', url, payload);

/** A confirmed account (SMTP is on, so sign-up waits for the mail's link) and its first device's cookie. */
async function confirmedUser(password = 'a good password') {
  const email = `session-${randomUUID()}@example.com`;
  const signUp = await post(
    '/api/account/sign-up',
    { displayName: 'Maya Johnson', childAge: '9', email, password },
    undefined,
    withMail.app,
  );
  expect(signUp.statusCode).toBe(201);
  const mail = await smtp.waitFor(email, { subject: /Confirm your email/ });
  const link = new URL(
    /http:\/\/localhost:3000\/api\/account\/verify-email\?token=\S+/.exec(mail.text ?? '')![0],
  );
  const follow = await withMail.app.inject({ method: 'GET', url: link.pathname + link.search });
  return { email, password, cookie: cookieFrom(follow.headers['set-cookie']) };
}

async function signIn(email: string, password: string, app = t.app): Promise<string> {
  const res = await post('/api/account/sign-in', { email, password }, undefined, app);
  expect(res.statusCode).toBe(200);
  return cookieFrom(res.headers['set-cookie']);
}

/** Signed in and answered once, so the check has the session in memory. */
async function warm(cookie: string, app = t.app) {
  const res = await me(cookie, app);
  expect(res.statusCode).toBe(200);
  return res.json().user as { id: string; email: string };
}

/** A timestamp as better-auth stores it: a Date on PostgreSQL, ISO text on SQLite. */
const stored = (date: Date) => (dialect === 'postgres' ? date : date.toISOString());

const tokenOf = (cookie: string) => signedCookieToken(cookie, 'better-auth.session_token', SECRET)!;

describe('the signed session cookie', () => {
  it('is read and its signature checked as better-auth signs it', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(tokenOf(cookie)).toMatch(/^\S+$/);
    expect(cookieValue(`a=1; better-auth.session_token=x.y; b=2`, 'better-auth.session_token')).toBe('x.y');
    expect(cookieValue(`xbetter-auth.session_token=x.y`, 'better-auth.session_token')).toBeNull();
    expect(signedCookieToken(cookie, 'better-auth.session_token', `${SECRET}-other`)).toBeNull();
    expect(signedCookieToken(undefined, 'better-auth.session_token', SECRET)).toBeNull();
  });

  it('refuses a forged cookie: another signature, a changed token, garbage', async () => {
    const { cookie } = await signUpUser(t.app);
    await warm(cookie);
    const value = decodeURIComponent(cookieValue(cookie, 'better-auth.session_token')!);
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [
      `${token}.${flipped}`,
      `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.${signature}`,
      `${token}`,
      `%E0%A4%A.${signature}`,
      '',
    ]) {
      expect((await me(`better-auth.session_token=${encodeURIComponent(forged)}`)).statusCode).toBe(401);
    }
  });

  it('refuses an expired session and ends it', async () => {
    const { cookie } = await signUpUser(t.app);
    const token = tokenOf(cookie);
    await authDb(t.handle.db)
      .updateTable('session')
      .set({ expiresAt: stored(new Date(Date.now() - 1000)) })
      .where('token', '=', token)
      .execute();
    // signUpUser's own request cached the session until its stored expiry; moving an expiry earlier happens
    // only in this test (the server only ever moves it later), so the test forgets the cached check.
    t.auth.kit.sessions.cache.forgetAll();
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await authDb(t.handle.db)
      .selectFrom('session')
      .select('id')
      .where('token', '=', token)
      .execute();
    expect(left).toEqual([]);
  });

  it('rolls the expiry forward once a day (better-auth updateAge) and keeps answering', async () => {
    const { cookie } = await signUpUser(t.app);
    const token = tokenOf(cookie);
    const due = new Date(Date.now() + 30 * DAY - DAY - 60_000);
    await authDb(t.handle.db)
      .updateTable('session')
      .set({ expiresAt: stored(due) })
      .where('token', '=', token)
      .execute();
    t.auth.kit.sessions.cache.forgetAll(); // as above: the test moved the stored expiry behind the cache's back
    expect((await me(cookie)).statusCode).toBe(200);
    const row = await authDb(t.handle.db)
      .selectFrom('session')
      .select('expiresAt')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60_000);
  });

  it('never answers one account with another account’s session', async () => {
    const users = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(users.map((u) => me(u.cookie)));
      answers.forEach((res, i) => expect(res.json().user.email).toBe(users[i]!.email));
    }
  });
});

describe(`revocation is refused on the very next request (${dialect})`, () => {
  it('sign-out', async () => {
    const { cookie } = await signUpUser(t.app);
    await warm(cookie);
    expect((await post('/api/account/sign-out', {}, cookie)).statusCode).toBeLessThan(300);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('"sign out other devices" and signing out one device', async () => {
    const user = await signUpUser(t.app);
    const [second, third] = [
      await signIn(user.email, user.password),
      await signIn(user.email, user.password),
    ];
    await Promise.all([warm(second), warm(third)]);
    const sessions = (
      await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: user.cookie } })
    ).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const list = await authDb(t.handle.db)
      .selectFrom('session')
      .select(['id', 'token'])
      .where('userId', '=', user.id)
      .execute();
    const secondId = list.find((s) => s.token === tokenOf(second))!.id;
    expect(sessions.map((s) => s.id)).toContain(secondId);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${secondId}`,
      headers: { cookie: user.cookie },
    });
    expect(one.statusCode).toBe(204);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);

    expect((await post('/api/account/sessions/revoke-others', {}, user.cookie)).statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('password change (better-auth, revoking other sessions)', async () => {
    const user = await signUpUser(t.app);
    const other = await signIn(user.email, user.password);
    await warm(other);
    await t.auth.api.changePassword({
      body: {
        currentPassword: user.password,
        newPassword: 'another good password',
        revokeOtherSessions: true,
      },
      headers: new Headers({ cookie: user.cookie }),
    });
    expect((await me(other)).statusCode).toBe(401);
  });

  it('password reset by email', async () => {
    const app = withMail.app;
    const user = await confirmedUser();
    const other = await signIn(user.email, user.password, app);
    await Promise.all([warm(user.cookie, app), warm(other, app)]);
    const before = smtp.messages.length;
    expect(
      (await post('/api/account/forgot-password', { email: user.email }, undefined, app)).statusCode,
    ).toBe(200);
    const mail = await smtp.waitFor(user.email, { subject: /Reset your Homeschool password/, after: before });
    const token = new URL(
      /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(mail.text ?? '')![0],
    ).searchParams.get('token');
    expect(
      (await post('/api/account/reset-password', { token, password: 'a brand new password' }, undefined, app))
        .statusCode,
    ).toBe(200);
    expect((await me(user.cookie, app)).statusCode).toBe(401);
    expect((await me(other, app)).statusCode).toBe(401);
  });

  it('account deletion', async () => {
    const user = await signUpUser(t.app);
    const other = await signIn(user.email, user.password);
    await Promise.all([warm(user.cookie), warm(other)]);
    const del = await post('/api/account/delete', { password: user.password }, user.cookie);
    expect(del.statusCode).toBeLessThan(300);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });
});

describe.runIf(dialect === 'postgres')('two instances on one PostgreSQL database', () => {
  it('a session ended on one instance is refused by the other on the next request', async () => {
    const { a, b, close } = await twoInstances();
    try {
      const user = await signUpUser(a.app);
      const second = await signIn(user.email, user.password, a.app);
      await Promise.all([warm(user.cookie, b.app), warm(second, b.app)]);

      expect((await post('/api/account/sessions/revoke-others', {}, user.cookie, a.app)).statusCode).toBe(
        200,
      );
      expect((await me(second, b.app)).statusCode).toBe(401);
      expect((await me(user.cookie, b.app)).statusCode).toBe(200);

      expect((await post('/api/account/sign-out', {}, user.cookie, a.app)).statusCode).toBeLessThan(300);
      expect((await me(user.cookie, b.app)).statusCode).toBe(401);

      const third = await signIn(user.email, user.password, b.app);
      await warm(third, b.app);
      expect(
        (await post('/api/account/delete', { password: user.password }, third, a.app)).statusCode,
      ).toBeLessThan(300);
      expect((await me(third, b.app)).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});
