import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaddy, type RunningCaddy } from '@tests/setup/caddy';
import { cookieOf, readEvents, signUpAt, startBuilt, trustCaddyRoot } from '@tests/setup/ops';
import { freePort, type ServerProcess } from '@tests/setup/server-process';

/**
 * The built app behind Caddy (`tls internal`, on loopback) as docs/operating.md sets it up: BASE_URL is the
 * proxy's https:// address and TRUST_PROXY=true. This process trusts Caddy's local CA, so every request
 * below verifies the proxy's certificate.
 */
let caddy: RunningCaddy;
let app: ServerProcess;
/** The same build, reached directly, without TRUST_PROXY: X-Forwarded-For must not count there. */
let untrusted: ServerProcess;
const limits = { AUTH_RATE_LIMIT_SIGN_IN: '3', AUTH_RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000' };

beforeAll(async () => {
  const port = await freePort();
  const base = `https://localhost:${port}`;
  [app, untrusted] = await Promise.all([
    startBuilt({ BASE_URL: base, TRUST_PROXY: 'true', ...limits }),
    startBuilt({ ...limits }),
  ]);
  caddy = await startCaddy({ port, upstreams: [new URL(app.url).host] });
  trustCaddyRoot(caddy.dir);
}, 120_000);
afterAll(async () => {
  await Promise.all([caddy?.stop(), app?.stop(), untrusted?.stop()]);
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
const put = (base: string, path: string, body: unknown, cookie: string) =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });

describe('behind a TLS reverse proxy (Caddy, tls internal)', () => {
  it('answers over verified HTTPS, and sign-up, sign-in and the child sign-in set Secure cookies', async () => {
    const health = await fetch(`${caddy.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });

    const family = await signUpAt(caddy.url);
    const signUpCookies = family.res.headers.getSetCookie();
    expect(signUpCookies.length).toBeGreaterThan(0);
    for (const c of signUpCookies) expect(c).toMatch(/;\s*Secure/i);
    expect(signUpCookies.join('\n')).toMatch(/HttpOnly/i);

    const signIn = await post(caddy.url, '/api/account/sign-in', {
      email: family.email,
      password: family.password,
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const signInCookies = signIn.headers.getSetCookie();
    expect(signInCookies.length).toBeGreaterThan(0);
    for (const c of signInCookies) expect(c).toMatch(/;\s*Secure/i);
    const me = await fetch(`${caddy.url}/api/me`, { headers: { cookie: cookieOf(signIn) } });
    expect(me.status).toBe(200);

    // The same session cookie without TLS is not what a browser would send: the server itself marks it Secure.
    const pin = await put(
      caddy.url,
      `/api/students/${family.studentId}/sign-in`,
      { kind: 'pin', pin: '246810' },
      family.cookie,
    );
    expect(pin.status, await pin.clone().text()).toBe(200);
    const { familyCode } = (await pin.json()) as { familyCode: string };
    const child = await post(caddy.url, '/api/account/child-sign-in', {
      familyCode,
      name: 'Ada Lovelace',
      secret: '246810',
    });
    expect(child.status, await child.clone().text()).toBe(200);
    const childCookie = child.headers.getSetCookie().find((c) => c.startsWith('hs_child='));
    expect(childCookie).toMatch(/;\s*Secure/i);
  });

  it('streams live updates through the proxy as they happen, not when the response ends', async () => {
    const family = await signUpAt(caddy.url);
    const opened = Date.now();
    let sentAt = 0;
    const stream = await readEvents(`${caddy.url}/api/realtime`, family.cookie, {
      until: (text) => text.includes('event: change'),
      ms: 15_000,
      onOpen: async () => {
        expect(Date.now() - opened).toBeLessThan(5_000);
        const added = await post(
          caddy.url,
          '/api/students',
          { name: 'Grace', age: 8 },
          { cookie: family.cookie },
        );
        expect(added.status, await added.clone().text()).toBe(201);
        sentAt = Date.now();
      },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.text).toContain('event: ready');
    expect(stream.text).toMatch(/event: change\ndata: \{"kinds":\["students"\]\}/);
    // The change came while the stream stayed open (the read above stops at it), promptly.
    expect(sentAt).toBeGreaterThan(0);
    expect(Date.now() - sentAt).toBeLessThan(2_000);
  });

  it('counts the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const family = await signUpAt(caddy.url);
    const wrong = (base: string, forwardedFor?: string) =>
      post(
        base,
        '/api/account/sign-in',
        { email: family.email, password: 'wrong password' },
        forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      );
    // Through Caddy, a client's own X-Forwarded-For is replaced by its real address: inventing one each time
    // does not escape the limit (3 per email and address).
    for (let i = 0; i < 3; i++) expect((await wrong(caddy.url, `198.51.100.${i + 1}`)).status).toBe(401);
    expect((await wrong(caddy.url, '198.51.100.99')).status).toBe(429);

    // The trusted app (what Caddy talks to) counts the address Caddy forwards: another address is not limited.
    expect((await wrong(app.url, '203.0.113.50')).status).toBe(401);

    // Without TRUST_PROXY the header is ignored: every attempt is 127.0.0.1's, whatever it claims.
    const other = await signUpAt(untrusted.url);
    const wrongUntrusted = (ip: string) =>
      post(
        untrusted.url,
        '/api/account/sign-in',
        { email: other.email, password: 'nope nope' },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 3; i++) expect((await wrongUntrusted(`192.0.2.${i + 1}`)).status).toBe(401);
    expect((await wrongUntrusted('192.0.2.200')).status).toBe(429);
  });

  it('serves the manifest and a service worker that takes control over HTTPS', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Chromium does not read this process's CA list: it is told to accept Caddy's local certificate.
      args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      await page.goto(`${caddy.url}/sign-in`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const manifest = await page.request.get(new URL(href!, caddy.url).toString());
      expect(manifest.status()).toBe(200);
      const body = (await manifest.json()) as { start_url?: string; display?: string; icons?: unknown[] };
      expect(body.display).toBe('standalone');
      expect(body.icons?.length).toBeGreaterThan(0);
      const sw = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return { scope: reg.scope, secure: window.isSecureContext, script: reg.active?.scriptURL ?? null };
      });
      expect(sw.secure).toBe(true);
      expect(sw.scope).toBe(`${caddy.url}/`);
      expect(sw.script).toBe(`${caddy.url}/sw.js`);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 15_000,
      });
    } finally {
      await browser.close();
    }
  });
});
