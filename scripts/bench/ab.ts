/**
 * npx tsx scripts/bench/ab.ts --a /path/to/other/checkout [--b .] [--dialect sqlite] [--families 1] [--duration 3]
 *                             [--rounds 5] [--endpoints bare,dashboard,tasks-today,complete-task]
 *
 * Two checkouts side by side under the same load: each one's bench server (`scripts/bench/server.ts` of that
 * checkout) on its own copy of the same seeded database, and autocannon (50 connections) on each endpoint of
 * A, then of B, then B, then A… alternating, so a machine whose load swings (2 cores shared with other
 * people's tests) hits both alike. Prints per endpoint the median req/s of each side, the median of the
 * paired B ÷ A ratios, and each side's median ratio to its own bare ceiling (the same dashboard body with no
 * session check) in the same rounds, and the median server CPU time per answered request (from /proc: it
 * moves less with the load than req/s does). The bench (`npm run bench`) stays the measurement of record; this is
 * for telling whether a change helped when single runs are too noisy to say.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const A = path.resolve(arg('a', ''));
const B = path.resolve(arg('b', '.'));
const DIALECT = arg('dialect', 'sqlite') as Dialect;
const FAMILIES = Number(arg('families', '1'));
const DURATION = Number(arg('duration', '3'));
const ROUNDS = Number(arg('rounds', '5'));
const ENDPOINTS = arg('endpoints', 'bare,dashboard,tasks-today,complete-task').split(',');

interface Side {
  name: string;
  base: string;
  proc: ChildProcess;
  cookie: string;
  paths: Record<string, string>;
  ids: string[];
  child: string;
  n: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function startSide(name: string, dir: string, databaseUrl: string): Promise<Side> {
  // AB_NODE_ARGS_A / AB_NODE_ARGS_B: Node options for one side's server (e.g. a GC setting against none).
  const nodeArgs = process.env[`AB_NODE_ARGS_${name}`]?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/server.ts'], {
    cwd: dir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', CLIENT_DIR: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      const m = /READY (\d+)/.exec((out += d.toString()));
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (code) => reject(new Error(`server ${name} exited (${code})`)));
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
  const paths = {
    dashboard: `${child}/dashboard`,
    'tasks-today': `${child}/tasks/today`,
    'family-overview': '/api/family/overview',
    bare: '/bench/bare/dashboard',
    ceiling: '/bench/ceiling/dashboard',
  };
  return { name, base, proc, cookie, paths, ids, child, n: 0 };
}

/** The process's CPU time (user + system) in µs, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Run {
  rps: number;
  /** Server CPU per answered request, µs. */
  cpu: number;
}

async function load(side: Side, endpoint: string, amount?: number): Promise<Run> {
  const request =
    endpoint === 'complete-task'
      ? {
          method: 'PATCH' as const,
          setupRequest: (req: any) => {
            const i = side.n++;
            return {
              ...req,
              path: `${side.child}/tasks/${side.ids[i % side.ids.length]}`,
              body: JSON.stringify({ completed: Math.floor(i / side.ids.length) % 2 === 0 }),
            };
          },
        }
      : { method: 'GET' as const, path: side.paths[endpoint]! };
  const cpuBefore = cpuMicros(side.proc.pid!);
  const result = await autocannon({
    url: side.base,
    connections: 50,
    headers: { cookie: side.cookie, 'content-type': 'application/json' },
    requests: [request],
    ...(amount ? { amount } : { duration: DURATION }),
  });
  if (result.non2xx) throw new Error(`${side.name} ${endpoint}: ${result.non2xx} answers were not 2xx`);
  return {
    rps: result.requests.average,
    cpu: (cpuMicros(side.proc.pid!) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function main() {
  if (!existsSync(path.join(A, 'scripts/bench/server.ts')))
    throw new Error('--a must be a checkout with scripts/bench/server.ts');
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-ab-'));
  let pgServer: RunningPostgres | null = null;
  const sides: Side[] = [];
  try {
    let urls: [string, string];
    if (DIALECT === 'postgres') {
      pgServer = await startPostgres();
      const admin = new pg.Client({ connectionString: pgServer.adminUrl });
      await admin.connect();
      await admin.query('create database ab_seed');
      const seed = createDb(pgServer.urlFor('ab_seed'));
      await migrateToLatest(seed.db);
      await seedFamilies(seed.db, DIALECT, {
        families: FAMILIES,
        years: 0.05,
        passwordHash: await passwordHashFor(DEMO_PASSWORD),
      });
      await seed.close();
      await admin.query('create database ab_a template ab_seed');
      await admin.query('create database ab_b template ab_seed');
      await admin.end();
      urls = [pgServer.urlFor('ab_a'), pgServer.urlFor('ab_b')];
    } else {
      const seedFile = path.join(dir, 'seed.db');
      const seed = createDb(`sqlite:${seedFile}`);
      await migrateToLatest(seed.db);
      await seedFamilies(seed.db, DIALECT, {
        families: FAMILIES,
        years: 0.05,
        passwordHash: await passwordHashFor(DEMO_PASSWORD),
      });
      await seed.close();
      copyFileSync(seedFile, path.join(dir, 'a.db'));
      copyFileSync(seedFile, path.join(dir, 'b.db'));
      urls = [`sqlite:${path.join(dir, 'a.db')}`, `sqlite:${path.join(dir, 'b.db')}`];
    }
    sides.push(await startSide('A', A, urls[0]), await startSide('B', B, urls[1]));
    for (const side of sides) for (const endpoint of ENDPOINTS) await load(side, endpoint, 1000);
    const rps: Record<string, Record<string, number[]>> = { A: {}, B: {} };
    const cpu: Record<string, Record<string, number[]>> = { A: {}, B: {} };
    for (let round = 0; round < ROUNDS; round++) {
      // A, B in even rounds; B, A in odd ones.
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const endpoint of ENDPOINTS)
        for (const side of order) {
          const run = await load(side, endpoint);
          (rps[side.name]![endpoint] ??= []).push(run.rps);
          (cpu[side.name]![endpoint] ??= []).push(run.cpu);
        }
      console.log(`round ${round + 1}/${ROUNDS} done (load average ${os.loadavg()[0]!.toFixed(1)})`);
    }
    console.log(`\n${DIALECT}, ${FAMILIES} families, ${ROUNDS} rounds × ${DURATION} s; A = ${A}, B = ${B}`);
    console.log('endpoint          A req/s   B req/s   B÷A    A÷bare  B÷bare | A CPU µs/req  B CPU µs/req');
    for (const endpoint of ENDPOINTS) {
      const a = rps.A![endpoint]!;
      const b = rps.B![endpoint]!;
      const toBare = (side: string, runs: number[]) =>
        endpoint === 'bare' ? 1 : median(runs.map((r, i) => r / rps[side]!.bare![i]!));
      console.log(
        `${endpoint.padEnd(16)} ${median(a).toFixed(0).padStart(8)}  ${median(b).toFixed(0).padStart(8)}  ${median(
          b.map((x, i) => x / a[i]!),
        )
          .toFixed(2)
          .padStart(
            5,
          )}  ${ENDPOINTS.includes('bare') ? toBare('A', a).toFixed(2).padStart(6) : '  n/a '}  ${ENDPOINTS.includes('bare') ? toBare('B', b).toFixed(2).padStart(6) : '  n/a'} | ${median(cpu.A![endpoint]!).toFixed(0).padStart(12)}  ${median(cpu.B![endpoint]!).toFixed(0).padStart(12)}`,
      );
    }
  } finally {
    for (const side of sides) {
      await new Promise<void>((resolve) => {
        side.proc.once('exit', () => resolve());
        side.proc.kill('SIGTERM');
      });
    }
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
