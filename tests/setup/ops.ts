import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { freePort, startServerProcess, type ServerProcess } from './server-process';

/** The built server of `npm run build` (HS_DIST, else dist/): what an operator runs. */
export const dist = process.env.HS_DIST || 'dist';
export const builtServer = path.join(dist, 'server', 'index.js');
export const haveBuild = () => existsSync(builtServer) && existsSync(path.join(dist, 'client', 'index.html'));

export const AUTH_SECRET = 'ops-test-secret-that-is-long-enough-for-better-auth-0123';

/** Runs the built server on a free port with `env` (DATA_DIR a fresh folder unless given), serving the client. */
export async function startBuilt(env: Record<string, string>): Promise<ServerProcess & { port: number }> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'hs-ops-data-')));
  const server = await startServerProcess({
    port,
    script: builtServer,
    env: {
      DATA_DIR: dataDir,
      CLIENT_DIR: path.resolve(dist, 'client'),
      AUTH_SECRET,
      ...env,
    },
  });
  return {
    ...server,
    port,
    async stop(signal?: NodeJS.Signals) {
      await server.stop(signal);
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes this process (its fetch included) trust the root certificate of Caddy's local CA as well as the
 * system's: requests to the proxy then verify its certificate as a browser that trusts the CA would.
 */
export function trustCaddyRoot(caddyDir: string): void {
  const root = readFileSync(path.join(caddyDir, 'data', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), root]);
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs up a family at `url` (through the proxy when it is the proxy's address). */
export async function signUpAt(
  url: string,
  email = `ops-${crypto.randomUUID()}@example.com`,
  password = 'a good password',
) {
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ displayName: 'Ada Lovelace', childAge: '9', email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = cookieOf(res);
  const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as {
    students: { id: string }[];
  };
  return {
    res,
    cookie,
    email,
    password,
    userId: ((await res.clone().json()) as { userId: string }).userId,
    studentId: me.students[0]!.id,
  };
}

/**
 * Reads a Server-Sent Events stream until `until` matches what arrived (or `ms` pass); the text so far.
 * Chunks are timed from the request: `at` tells when each event came.
 */
export async function readEvents(
  url: string,
  cookie: string,
  opts: { until: (text: string) => boolean; ms?: number; onOpen?: () => void | Promise<void> },
): Promise<{ text: string; status: number; headers: Headers }> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), opts.ms ?? 10_000);
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: ctrl.signal });
  let text = '';
  let opened = false;
  try {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!opened && text.includes('event: ready')) {
        opened = true;
        await opts.onOpen?.();
      }
      if (opts.until(text)) break;
    }
  } catch (e) {
    if (!ctrl.signal.aborted) throw e;
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  return { text, status: res.status, headers: res.headers };
}
