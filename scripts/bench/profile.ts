/**
 * npx tsx scripts/bench/profile.ts [--dialect sqlite] [--families 1] [--duration 8] [--endpoints dashboard,tasks-today,…]
 *                                  [--prof-dir .tmp/prof] [--no-prof] [--top 40]
 *
 * One endpoint at a time under the bench's load (autocannon, 50 connections) on a seeded database, the
 * server in its own process with `--cpu-prof` (one profile per endpoint), then the profile read by self
 * time: per package (node_modules/<name>, node internals, the app's own files, GC, idle) and the heaviest
 * functions. The endpoints: dashboard, tasks-today, complete-task, family-overview, bare (the bare ceiling
 * with the dashboard's body). Also prints req/s, but the bench (`npm run bench`) is what measures: a
 * profiled server is slower, and these runs are not alternated with the ceilings.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Dialect } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startPostgres, type RunningPostgres } from '../../tests/setup/postgres';
import { DEMO_EMAIL, DEMO_PASSWORD, passwordHashFor, seedFamilies } from './seed-lib';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--')
    ? process.argv[i + 1]!
    : fallback;
}
const DIALECT = arg('dialect', 'sqlite') as Dialect;
const FAMILIES = Number(arg('families', '1'));
const DURATION = Number(arg('duration', '8'));
const ENDPOINTS = arg('endpoints', 'dashboard,tasks-today,complete-task').split(',');
const PROF_DIR = path.resolve(arg('prof-dir', '.tmp/prof'));
const PROFILE = !process.argv.includes('--no-prof');
const TOP = Number(arg('top', '40'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Which package a frame belongs to: node_modules/<pkg>, node:internal, the app's src/…, or V8's own. */
function packageOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  const src = url.indexOf('/src/');
  if (src >= 0)
    return url
      .slice(src + 1)
      .split('/')
      .slice(0, 3)
      .join('/');
  return url;
}

/** Self time per package and per function, in % of all samples. */
export function readProfile(file: string, top = TOP): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
    .reduce((a, [, t]) => a + t, 0);
  const pkgs = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const pkg = packageOf(url, functionName);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
    const key = `${functionName || '(anonymous)'}  ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/src\//, 'src/')}:${lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
  const busy = total - idle;
  const lines = [
    `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, busy ${((100 * busy) / total).toFixed(0)} %`,
  ];
  lines.push('self time by package (% of all samples):');
  for (const [p, t] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`  ${pct(t)}  ${p}`);
  lines.push('heaviest functions by self time:');
  for (const [f, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(t)}  ${f}`);
  return lines.join('\n');
}

async function main() {
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-prof-'));
  let pgServer: RunningPostgres | null = null;
  try {
    let url = `sqlite:${path.join(dir, 'prof.db')}`;
    if (DIALECT === 'postgres') {
      pgServer = await startPostgres();
      const admin = new pg.Client({ connectionString: pgServer.adminUrl });
      await admin.connect();
      await admin.query('create database prof');
      await admin.end();
      url = pgServer.urlFor('prof');
    }
    const handle = createDb(url);
    await migrateToLatest(handle.db);
    await seedFamilies(handle.db, DIALECT, {
      families: FAMILIES,
      years: 0.05,
      passwordHash: await passwordHashFor(DEMO_PASSWORD),
    });
    await handle.close();
    mkdirSync(PROF_DIR, { recursive: true });

    for (const endpoint of ENDPOINTS) {
      const before = new Set(readdirSync(PROF_DIR));
      const nodeArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`] : [];
      const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/server.ts'], {
        env: { ...process.env, DATABASE_URL: url, PORT: '0', CLIENT_DIR: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const port = await new Promise<number>((resolve, reject) => {
        let out = '';
        proc.stdout!.on('data', (d: Buffer) => {
          const m = /READY (\d+)/.exec((out += d.toString()));
          if (m) resolve(Number(m[1]));
        });
        proc.on('exit', (code) => reject(new Error(`server exited (${code})`)));
      });
      const base = `http://127.0.0.1:${port}`;
      const signIn = await fetch(`${base}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const get = async (p: string) => (await fetch(base + p, { headers: { cookie } })).text();
      const children = JSON.parse(await get('/api/students')) as { id: string }[];
      const child = `/api/students/${children.at(-1)!.id}`;
      const ids = (JSON.parse(await get(`${child}/tasks/today`)) as { tasks: { id: string }[] }).tasks.map(
        (t) => t.id,
      );
      await fetch(`${base}/bench/ceiling/dashboard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: await get(`${child}/dashboard`),
      });
      const paths: Record<string, string> = {
        dashboard: `${child}/dashboard`,
        'tasks-today': `${child}/tasks/today`,
        'family-overview': '/api/family/overview',
        bare: '/bench/bare/dashboard',
        ceiling: '/bench/ceiling/dashboard',
      };
      let n = 0;
      const request =
        endpoint === 'complete-task'
          ? {
              method: 'PATCH' as const,
              setupRequest: (req: any) => ({
                ...req,
                path: `${child}/tasks/${ids[n % ids.length]}`,
                body: JSON.stringify({ completed: Math.floor(n++ / ids.length) % 2 === 0 }),
              }),
            }
          : { method: 'GET' as const, path: paths[endpoint]! };
      const opts = {
        url: base,
        connections: 50,
        headers: { cookie, 'content-type': 'application/json' },
        requests: [request],
      };
      await autocannon({ ...opts, amount: 1000 });
      const result = await autocannon({ ...opts, duration: DURATION });
      console.log(
        `\n== ${DIALECT} ${FAMILIES} fam. ${endpoint}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}${PROFILE ? ' (profiled)' : ''}`,
      );
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      });
      if (PROFILE) {
        const fresh = readdirSync(PROF_DIR)
          .filter((f) => /\.0\.\d+\.cpuprofile$/.test(f) && !before.has(f)) // the main thread's (tsx's loader thread has its own)
          .map((f) => path.join(PROF_DIR, f))
          .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
        if (fresh.length) console.log(readProfile(fresh.at(-1)!));
      }
    }
  } finally {
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--read'))
  for (const f of process.argv.slice(process.argv.indexOf('--read') + 1)) console.log(readProfile(f));
else if (process.argv[1]?.endsWith('profile.ts')) await main();
