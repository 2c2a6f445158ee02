import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { createDb, type DbHandle } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';

export const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDb {
  url: string;
  handle: DbHandle;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a temp SQLite file, or a copy of the migrated Postgres template. */
export async function createTestDb(opts: { migrate?: boolean; onQuery?: () => void } = {}): Promise<TestDb> {
  const migrate = opts.migrate ?? true;
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `hs_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(migrate ? `create database ${name} template hs_template` : `create database ${name}`);
    await admin.end();
    const url = pgUrl.replace(/\/postgres$/, `/${name}`);
    const handle = createDb(url, { onQuery: opts.onQuery });
    return {
      url,
      handle,
      async drop() {
        await handle.close();
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-test-'));
  const url = `sqlite:${path.join(dir, 'test.db')}`;
  const handle = createDb(url, { onQuery: opts.onQuery });
  if (migrate) await migrateToLatest(handle.db);
  return {
    url,
    handle,
    async drop() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: os.tmpdir(),
    databaseUrl: 'unused',
    baseUrl: 'http://localhost:3000',
    authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    smtp: null,
    google: null,
    oidc: null,
    clientDir: null,
    logLevel: 'silent',
    bodyLimit: 256 * 1024,
    ...overrides,
  };
}

export interface TestApp extends BuiltApp {
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { onQuery?: () => void; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const testDb = await createTestDb({ onQuery: opts.onQuery });
  // Each app keeps the family files it is sent in a folder of its own (DATA_DIR/files), removed with it.
  const dataDir = overrides.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'hs-app-'));
  const built = await buildApp(
    testConfig({ databaseUrl: testDb.url, ...(dataDir ? { dataDir } : {}), ...overrides }),
    { handle: testDb.handle, logger: false, logStream: opts.logStream },
  );
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      await testDb.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of the app on one fresh PostgreSQL database, as two servers behind a proxy: each with its own
 * pool, kept reads and bus, the relay between them live. `close` ends both and drops the database.
 */
export async function twoInstances(): Promise<{ a: BuiltApp; b: BuiltApp; close(): Promise<void> }> {
  const db = await createTestDb();
  const instance = async () => {
    const built = await buildApp(testConfig({ databaseUrl: db.url }), { logger: false });
    await built.app.ready();
    return built;
  };
  const [a, b] = await Promise.all([instance(), instance()]);
  return {
    a,
    b,
    async close() {
      await a.app.close();
      await b.app.close();
      await db.drop();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value carrying the session. */
  cookie: string;
  /** The family's first child (made at sign-up); '' when sign-up did not sign in (mail confirmation). */
  studentId: string;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up a brand-new account through the API and returns its session cookie. */
export async function signUpUser(
  app: BuiltApp['app'],
  overrides: Partial<{
    yourName: string;
    displayName: string;
    childAge: string;
    email: string;
    password: string;
    timezone: string;
  }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'a good password';
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { displayName: 'Test Child', childAge: '10', email, password, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieFrom(res.headers['set-cookie']);
  const students = cookie
    ? ((await app.inject({ method: 'GET', url: '/api/students', headers: { cookie } })).json() as {
        id: string;
      }[])
    : [];
  return { id: res.json().userId, studentId: students[0]?.id ?? '', email, password, cookie };
}

/** Who sends a request: a signed-up user, a bare session cookie (an adult's or a child's), or nobody (signed out). */
export type Caller = { cookie: string } | string | null | undefined;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a few tests add: the client's address (the rate limits count per address). */
export interface RequestExtras {
  remoteAddress?: string;
}

/**
 * Requests to a test app as someone, for the API tests: `const { call, ok } = apiRequests(() => t.app)`
 * (a getter, as the app is made in `beforeAll`). `call(user, 'POST', url, body)` answers the response;
 * `ok(…)` expects a 2xx too and answers its JSON (null for an empty body).
 */
export function apiRequests(app: () => BuiltApp['app']) {
  function call(
    who: Caller,
    method: Method,
    url: string,
    payload?: unknown,
    extras: RequestExtras = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = typeof who === 'string' ? who : who?.cookie;
    return app().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...(extras.remoteAddress ? { remoteAddress: extras.remoteAddress } : {}),
    });
  }
  async function ok<T = any>(who: Caller, method: Method, url: string, payload?: unknown): Promise<T> {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  }
  /** The request is refused with `status` (and the spec's `message`, when given): the response, to look further. */
  async function refused(
    who: Caller,
    method: Method,
    url: string,
    payload: unknown,
    status: number,
    message?: string,
  ): Promise<LightMyRequestResponse> {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    if (message) expect(res.json().error.message).toBe(message);
    return res;
  }
  return { call, ok, refused };
}
