import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, signUpUser, type TestApp } from '@tests/setup/api';
import { DOCS_CSP } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`web security (${dialect})`, () => {
  it('sends a CSP without inline script, frame-ancestors none, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the API docs (Swagger UI) a CSP of their own: this origin only, no inline script, no framing', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
    }
    const directives = new Map(DOCS_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(DOCS_CSP).not.toMatch(/unsafe-(inline|eval)|https?:|\*/);
    // The rest of the app keeps its own policy.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docsx' })).headers['content-security-policy'],
    ).not.toBe(DOCS_CSP);
  });

  it('refuses a write from a foreign Origin and writes nothing', async () => {
    const email = `csrf-${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'https://evil.example' },
      payload: { displayName: 'X', childAge: '9', email, password: 'a good password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Cross-site requests are not allowed.');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email, password: 'a good password' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a cross-site request by Sec-Fetch-Site even with a session', async () => {
    const user = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('accepts same-origin writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: {
        displayName: 'Y',
        childAge: '9',
        email: `same-${Date.now()}@example.com`,
        password: 'a good password',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
