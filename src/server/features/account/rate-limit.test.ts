import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { maskEmail } from './mask-email';

let t: TestApp;
beforeAll(async () => {
  // Behind a (simulated) reverse proxy, so X-Forwarded-For tells the client address.
  t = await createTestApp({
    trustProxy: true,
    authRateLimit: { signInPerAccount: 3, signInPerAddress: 8, signUpPerAddress: 4, mailPerEmail: 2 },
  });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
const signUp = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: {
      displayName: 'Kid',
      childAge: '8',
      email: `rl-${randomUUID()}@example.com`,
      password: 'a good password',
    },
    headers: { 'x-forwarded-for': ip },
  });

describe(`rate limits on sign-in and sign-up (${dialect})`, () => {
  it('stops sign-in attempts for one email from one address after the limit with 429 and a clear message', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    const blocked = await signIn(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Someone else's address is not affected.
    expect((await signIn(user.email, user.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 4; i++) expect((await signUp(ip)).statusCode).toBe(201);
    const blocked = await signUp(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await signUp('192.0.2.45')).statusCode).toBe(201);
  });

  it('records the address Fastify resolved, not one the client sends in the header better-auth reads', async () => {
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: user.email, password: user.password },
      headers: {
        'x-forwarded-for': '203.0.113.99',
        'x-homeschool-client-ip': '10.0.0.1',
        'user-agent': 'spoofer',
      },
    });
    expect(res.statusCode).toBe(200);
    const { sessions } = (
      await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: user.cookie } })
    ).json();
    expect(sessions.find((s: { userAgent: string | null }) => s.userAgent === 'spoofer').ipAddress).toBe(
      '203.0.113.99',
    );
  });
});

describe('masked email for logs', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('maya@example.com')).toBe('m***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });

  it('ignores a spoofed X-Forwarded-For when not behind a proxy', async () => {
    const direct = await createTestApp({
      authRateLimit: { signInPerAccount: 100, signInPerAddress: 2, signUpPerAddress: 100, mailPerEmail: 2 },
    });
    try {
      const attempt = (ip: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/account/sign-in',
          payload: { email: `x-${ip}@example.com`, password: 'wrong password' },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
      // A new forged address each time does not buy more attempts: they all count against the socket's address.
      expect((await attempt('198.51.100.3')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
