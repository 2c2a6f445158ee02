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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call } = apiRequests(() => t.app);

/** Another signed-in device of the same account. */
async function signInAgain(user: TestUser, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res.headers['set-cookie']);
}

describe(`signed-in devices (${dialect})`, () => {
  it('lists the account’s devices with this one first and marked, and never another account’s', async () => {
    const a = await signUpUser(t.app);
    const phone = await signInAgain(a, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const b = await signUpUser(t.app);
    await signInAgain(b, 'B-device');

    const res = await call(phone, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    });
    expect(sessions[0].ipAddress).toBe('127.0.0.1');
    expect(sessions[1].current).toBe(false);
    expect(sessions.some((s: { userAgent: string | null }) => s.userAgent === 'B-device')).toBe(false);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    expect(Number.isNaN(Date.parse(sessions[0].lastActiveAt))).toBe(false);
  });

  it('signs out every other device and keeps this one', async () => {
    const a = await signUpUser(t.app);
    const laptop = await signInAgain(a, 'laptop');
    const tablet = await signInAgain(a, 'tablet');
    const b = await signUpUser(t.app);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: { cookie: tablet },
    });
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await call(tablet, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(laptop, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(a.cookie, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(b.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('signs out one other device; another account’s session id answers 404 and stays signed in', async () => {
    const a = await signUpUser(t.app);
    const second = await signInAgain(a, 'second');
    const b = await signUpUser(t.app);
    const bSessions = (await call(b.cookie, 'GET', '/api/account/sessions')).json().sessions;
    const aSessions = (await call(a.cookie, 'GET', '/api/account/sessions')).json().sessions;
    const other = aSessions.find((s: { current: boolean }) => !s.current);

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${bSessions[0].id}`,
      headers: { cookie: a.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(b.cookie, 'GET', '/api/me')).statusCode).toBe(200);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: a.cookie },
    });
    expect(own.statusCode).toBe(204);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(a.cookie, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/api/account/sessions')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/x' })).statusCode).toBe(401);
  });
});
