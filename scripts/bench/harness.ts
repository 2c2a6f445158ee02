/** What the bench's scripts share: the server under test in its own process, signing in, a database per run. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Dialect } from '../../src/server/db/client';
import type { RunningPostgres } from '../../tests/setup/postgres';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed-lib';

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--')
    ? process.argv[i + 1]!
    : fallback;
}

export interface Server {
  base: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** scripts/bench/server.ts in its own process; BENCH_SERVER_ARGS: extra Node options ('--cpu-prof …'). */
export async function startServer(
  databaseUrl: string,
  clientDir: string | null = null,
  dataDir = os.tmpdir(),
): Promise<Server> {
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      CLIENT_DIR: clientDir ?? '',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    proc,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export async function signIn(base: string, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function createDatabase(
  dialect: Dialect,
  name: string,
  pgServer: RunningPostgres | null,
  dir: string,
): Promise<string> {
  if (dialect === 'sqlite') return `sqlite:${path.join(dir, `${name}.db`)}`;
  const admin = new pg.Client({ connectionString: pgServer!.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return pgServer!.urlFor(name);
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
}

/** Writes a run's figures to bench/results/<prefix><timestamp>.json (not committed) and returns the path. */
export function writeResults(prefix: string, figures: Record<string, unknown>): string {
  mkdirSync('bench/results', { recursive: true });
  const at = new Date().toISOString();
  const out = `bench/results/${prefix}${at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(out, JSON.stringify({ at, loadavg: os.loadavg(), ...figures }, null, 2));
  return out;
}

/** Runs a bench script's main and exits with its outcome (the servers it started are stopped by then). */
export function runMain(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`[${name}] failed:`, err);
      process.exit(1);
    },
  );
}
