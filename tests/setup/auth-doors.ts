import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { AuthRateLimitConfig } from '../../src/server/config';
import { routeTable, type DoorKind, type RouteEntry } from '../../src/server/http/route-table';
import { cookieFrom, createTestApp, type TestApp } from './api';
import { startSmtpCapture, type SmtpCapture } from './smtp-server';

/**
 * An app with every door open for business (mail on, Google configured, behind a simulated proxy so each
 * request can come from its own address) and small limits, plus what the door tests look at: sessions,
 * users, password hashes and mails.
 */
export const DOOR_LIMITS: Required<AuthRateLimitConfig> = {
  signInPerAccount: 3,
  signInPerAddress: 6,
  signUpPerAddress: 3,
  mailPerEmail: 2,
  childSignInPerChild: 4,
};
export const GOOD_PASSWORD = 'a good password';

export const PASSWORD_RULES = [
  { rule: 'length (too short)', password: 'short12', message: 'The password must be at least 8 characters.' },
  {
    rule: 'length (too long)',
    password: 'x'.repeat(129),
    message: 'The password can be at most 128 characters.',
  },
  {
    rule: 'common list',
    password: 'password123',
    message: 'This password is too common. Please choose a less guessable one.',
  },
] as const;

export interface DoorApp extends TestApp {
  smtp: SmtpCapture;
}

export async function createDoorApp(): Promise<DoorApp> {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({
    smtp: { url: smtp.url, from: 'Homeschool <no-reply@example.com>' },
    google: { clientId: 'door-test-client', clientSecret: 'door-test-secret' },
    trustProxy: true,
    authRateLimit: DOOR_LIMITS,
  });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

let addressCounter = 0;
/** A client address nobody has used yet (limits count per address). */
export const freshAddress = () => {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};
export const freshEmail = (tag = 'door') => `${tag}-${randomUUID()}@example.com`;

export interface SendOptions {
  method: string;
  url: string;
  body?: unknown;
  ip?: string;
  cookie?: string;
}

function requestOf(opts: SendOptions): InjectOptions {
  const request: InjectOptions = {
    method: opts.method as InjectOptions['method'],
    url: opts.url,
    headers: {
      'x-forwarded-for': opts.ip ?? freshAddress(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  };
  if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
  return request;
}

export const send = (t: TestApp, opts: SendOptions): Promise<LightMyRequestResponse> =>
  t.app.inject(requestOf(opts));

/** Like `send`, but gives up on a route that answers with an endless stream (the live updates): null. */
export async function sendOrStream(t: TestApp, opts: SendOptions): Promise<LightMyRequestResponse | null> {
  try {
    const res = await t.app.inject({ ...requestOf(opts), signal: AbortSignal.timeout(1_500) });
    return String(res.headers['content-type'] ?? '').startsWith('text/event-stream') ? null : res;
  } catch (err) {
    if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') return null;
    throw err;
  }
}

export interface DoorUser {
  id: string;
  email: string;
  password: string;
}

/** A confirmed account (as if its confirmation link had been followed), made through the sign-up door. */
export async function confirmedUser(t: TestApp, email = freshEmail()): Promise<DoorUser> {
  const res = await send(t, {
    method: 'POST',
    url: '/api/account/sign-up',
    body: { displayName: 'Door Child', childAge: '9', email, password: GOOD_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = res.json().userId as string;
  await t.deps.db
    .updateTable('user')
    .set({ emailVerified: t.deps.dialect === 'postgres' ? true : 1 })
    .where('id', '=', id)
    .execute();
  return { id, email, password: GOOD_PASSWORD };
}

export async function signInCookie(t: TestApp, user: DoorUser): Promise<string> {
  const res = await send(t, {
    method: 'POST',
    url: '/api/account/sign-in',
    body: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

export async function sessionCount(t: TestApp, userId: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from session where user_id = ${userId}`.execute(t.deps.db);
  return Number(rows[0]?.n ?? 0);
}

export async function userCount(t: TestApp): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table('user')}`.execute(
    t.deps.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The stored password hash: it changes exactly when some route set a new password. */
export async function passwordHash(t: TestApp, userId: string): Promise<string | null> {
  const { rows } = await sql<{
    password: string | null;
  }>`select password from account where user_id = ${userId} and provider_id = 'credential'`.execute(
    t.deps.db,
  );
  return rows[0]?.password ?? null;
}

export const mailsTo = (t: DoorApp, email: string) =>
  t.smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).length;

/** A child with sign-in on (PIN `CHILD_PIN`) in a fresh family: the family's code and the child's name. */
export const CHILD_PIN = '482913';
export async function childWithSignIn(
  t: TestApp,
): Promise<{ familyCode: string; name: string; studentId: string }> {
  const cookie = await signInCookie(t, await confirmedUser(t));
  const [child] = (await send(t, { method: 'GET', url: '/api/students', cookie })).json() as {
    id: string;
    name: string;
  }[];
  const res = await send(t, {
    method: 'PUT',
    url: `/api/students/${child!.id}/sign-in`,
    body: { kind: 'pin', pin: CHILD_PIN },
    cookie,
  });
  if (res.statusCode !== 200)
    throw new Error(`turning on the child's sign-in failed: ${res.statusCode} ${res.body}`);
  return { familyCode: res.json().familyCode, name: child!.name, studentId: child!.id };
}

/** Whether a response hands out a child's session (the `hs_child` cookie with a value). */
export function startsChildSession(res: LightMyRequestResponse): boolean {
  return [res.headers['set-cookie'] ?? []].flat().some((c) => /^hs_child=[^;]+/.test(String(c)));
}

/** Whether a response hands out a session (better-auth's session cookie with a value). */
export function startsSession(res: LightMyRequestResponse): boolean {
  return [res.headers['set-cookie'] ?? []].flat().some((c) => /session_token=[^;]+/.test(String(c)));
}

export const doorsOf = (t: TestApp, kind: DoorKind) =>
  routeTable(t.app).filter((r) => r.door?.includes(kind));

/** A concrete URL for a route: path parameters filled with a provider id (any value reaches the handler). */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, 'google');

/**
 * Every request the running app can be sent: each route of its table, each method; a wildcard route is
 * expanded into every endpoint better-auth knows (so a catch-all bridge is probed endpoint by endpoint).
 */
export function everyRoute(t: TestApp): { method: string; url: string; route: RouteEntry }[] {
  const authPaths = Object.values(t.auth.api as Record<string, { path?: string }>)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === 'string');
  return routeTable(t.app).flatMap((route) => {
    const urls = route.url.includes('*')
      ? authPaths.map((p) => route.url.replace('*', p.replace(/^\//, '')))
      : [route.url];
    return urls.map((url) => ({ method: route.method, url: concreteUrl(url), route }));
  });
}

/** Sends `body` to a route: as JSON for writes, as the query string for reads; null for a stream. */
export function sendTo(
  t: TestApp,
  probe: { method: string; url: string },
  body: Record<string, unknown>,
  opts: { ip?: string; cookie?: string } = {},
) {
  if (probe.method === 'GET') {
    const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
    return sendOrStream(t, { method: probe.method, url: `${probe.url}?${query}`, ...opts });
  }
  return sendOrStream(t, { method: probe.method, url: probe.url, body, ...opts });
}
