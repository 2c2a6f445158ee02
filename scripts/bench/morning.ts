/**
 * npx tsx scripts/bench/morning.ts [--dialects sqlite,postgres] [--families 1000] [--years 1] [--pg-years 0.25]
 *   [--plan-families 50] [--users 50,200] [--duration 10] [--warmup 3] [--procs 2] [--keep-db FILE] [--seed-only] [--app-only]
 *   [--lock /work/bench.lock] [--pool-sizes 4,8,16]
 *
 * A school morning under load (issue 38, ADR 063), with a load generator that is not the bottleneck: each user (a
 * child of a lesson-plan family) runs cold.ts's morning sequence — dashboard, tick or untick a lesson, week, add a
 * to-do, tick it, records hours, remove the to-do — with no think time, on its own kept-alive connection
 * (node:http, not fetch), the users spread over --procs worker processes. The same sequence against bare routes
 * with the same bodies runs in the same session (app, bare, alternated after a warm-up), so the ratio says what the
 * app costs and the bare figures say what the generator and the machine allow.
 * Per kind: p50/p95/p99 ms and n; per run: requests/s, mornings/s, errors, and the server's event loop meanwhile
 * (busy share, delay p99) from /bench/loop. BENCH_SERVER_ARGS passes Node options to the server ('--cpu-prof …');
 * DB_POOL_SIZE the PostgreSQL pool. Writes bench/results/morning-<timestamp>.json.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dialect } from '../../src/server/db/client';
import { startPostgres } from '../../tests/setup/postgres';
import { families, KINDS, morningSetup, morningUsers, seedDatabase, stepsFor, type Kind } from './cold';
import { arg, createDatabase, percentile, runMain, startServer, writeResults } from './harness';
import { DEMO_PASSWORD, passwordHashFor, planEmailOf } from './seed-lib';

const log = (m: string) => console.log(`[morning] ${m}`);

interface MorningUser {
  cookie: string;
  child: string;
  lesson: string;
}

/** What one worker process measured: latencies per kind (ms), requests done, mornings finished, errors. */
interface Measured {
  lat: Record<string, number[]>;
  done: number;
  mornings: number;
  errors: number;
  /** Requests over 1 s: which kind, when it was sent (ms into the run), how long, in which of its user's mornings. */
  slow: { kind: string; atMs: number; ms: number; morning: number }[];
}

interface Job {
  base: string;
  users: MorningUser[];
  seconds: number;
  bare: boolean;
}

// ——— worker: runs its users' mornings for the given seconds ———

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  p: string,
  cookie: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { cookie };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path: p, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * This worker's connections, kept open from one run to the next as a browser keeps its own: the warm-up opens them,
 * so a measured run does not begin with every user connecting at once (a burst of new connections to a busy server
 * waits seconds before its first request is read — what the issue's "dashboard p95 12.9 s" was, ADR 063).
 */
const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 30_000 });

async function runJob(job: Job): Promise<Measured> {
  const base = new URL(job.base);
  const lat: Record<string, number[]> = Object.fromEntries(KINDS.map((k) => [k, []]));
  let done = 0;
  let mornings = 0;
  let errors = 0;
  const start = performance.now();
  const until = start + job.seconds * 1000;
  const slow: Measured['slow'] = [];
  await Promise.all(
    job.users.map(async (u) => {
      const steps = stepsFor(u.child, u.lesson);
      for (let k = 0; performance.now() < until; k++) {
        let todo = 'none';
        for (const step of steps(k)) {
          const p = job.bare ? `/bench/bare/morning-${step.kind}` : step.path.replace('{todo}', todo);
          const t0 = performance.now();
          let res: { status: number; text: string };
          try {
            res = await request(agent, base, step.method, p, u.cookie, step.body);
          } catch {
            res = { status: 0, text: '' };
          }
          const ms = performance.now() - t0;
          lat[step.kind]!.push(ms);
          if (ms > 1000 && slow.length < 100)
            slow.push({ kind: step.kind, atMs: Math.round(t0 - start), ms: Math.round(ms), morning: k });
          done += 1;
          if (res.status < 200 || res.status >= 300) errors += 1;
          if (!job.bare && step.kind === 'add-todo' && res.status === 201)
            todo = (JSON.parse(res.text) as { id: string }).id;
        }
        mornings += 1;
      }
    }),
  );
  return { lat, done, mornings, errors, slow };
}

if (process.argv.includes('--worker')) {
  process.on('message', (msg: Job | 'exit') => {
    if (msg === 'exit') process.exit(0);
    void runJob(msg).then((m) => process.send!(m));
  });
}

// ——— main: seeds, starts the server, runs the mornings in worker processes ———

const DIALECTS = arg('dialects', 'sqlite,postgres').split(',') as Dialect[];
const FAMILIES = Number(arg('families', '1000'));
const YEARS = Number(arg('years', '1'));
const PG_YEARS = Number(arg('pg-years', '0.25'));
const PLAN_FAMILIES = Number(arg('plan-families', '50'));
const USERS = arg('users', '50,200').split(',').map(Number);
const DURATION = Number(arg('duration', '10'));
const WARMUP = Number(arg('warmup', '3'));
const PROCS = Number(arg('procs', '2'));
/** SQLite: a seeded database file kept between runs (seeded into it when missing; each run works on a copy). */
const KEEP = arg('keep-db', '');
const LOCK = arg('lock', '');
/** PostgreSQL: the server run once per pool size given (DB_POOL_SIZE); '' = the default (ADR 049). */
const POOL_SIZES = arg('pool-sizes', '').split(',');
const flag = (name: string) => process.argv.includes(`--${name}`);

interface KindFigures {
  p50: number;
  p95: number;
  p99: number;
  n: number;
}

interface Figures {
  rps: number;
  mornings: number;
  errors: number;
  kinds: Record<string, KindFigures>;
  /** The server's event loop during the run (/bench/loop). */
  loop: { busyShare: number; delayP99Ms: number; gcMs: number };
  slow: Measured['slow'];
  /** Requests the server itself took over 1 s to answer (GET /bench/slow), at most 200. */
  serverSlow: unknown[];
  /** SQLite's single connection during the run (null on PostgreSQL or an older server). */
  sqliteQueue: ReturnType<typeof queueDelta> | null;
}

export interface MorningRow {
  dialect: Dialect;
  /** PostgreSQL: the pool's size for this row (--pool-sizes), else null (the default). */
  pool: number | null;
  users: number;
  app: Figures;
  bare: Figures;
  ratio: number;
  /** Every kind's p95 ≤ 500 ms and ≤ 3× its p50 (issue 38's fairness target). */
  fair: boolean;
}

/** Worker processes, each given its share of the users; a run sends each its job and merges what they measured. */
class Generators {
  private readonly procs = Array.from({ length: PROCS }, () =>
    spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--worker'], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );

  async run(base: string, users: MorningUser[], seconds: number, bare: boolean): Promise<Measured[]> {
    return Promise.all(
      this.procs.map(
        (proc, i) =>
          new Promise<Measured>((resolve) => {
            proc.once('message', (m) => resolve(m as Measured));
            const mine = users.filter((_, u) => u % this.procs.length === i);
            proc.send({ base, users: mine, seconds, bare } satisfies Job);
          }),
      ),
    );
  }

  stop(): void {
    for (const p of this.procs) p.send('exit');
  }
}

async function measure(gen: Generators, base: string, users: MorningUser[], bare: boolean): Promise<Figures> {
  await fetch(`${base}/bench/loop`, { method: 'POST' });
  await fetch(`${base}/bench/slow`); // drains what came before the run
  const db0 = await dbStats(base);
  const parts = await gen.run(base, users, DURATION, bare);
  const loop = (await (await fetch(`${base}/bench/loop`)).json()) as Figures['loop'];
  const db1 = await dbStats(base);
  const serverSlow = await fetch(`${base}/bench/slow`).then((r) => (r.ok ? r.json() : []));
  const kinds: Record<string, KindFigures> = {};
  let done = 0;
  for (const k of KINDS) {
    const v = parts.flatMap((m) => m.lat[k]!);
    kinds[k] = {
      p50: Math.round(percentile(v, 50)),
      p95: Math.round(percentile(v, 95)),
      p99: Math.round(percentile(v, 99)),
      n: v.length,
    };
    done += v.length;
  }
  return {
    rps: Math.round(done / DURATION),
    mornings: +(parts.reduce((s, m) => s + m.mornings, 0) / DURATION).toFixed(1),
    errors: parts.reduce((s, m) => s + m.errors, 0),
    slow: parts.flatMap((m) => m.slow).sort((x, y) => x.atMs - y.atMs),
    serverSlow: serverSlow as unknown[],
    kinds,
    loop: { busyShare: loop.busyShare, delayP99Ms: loop.delayP99Ms, gcMs: loop.gcMs },
    sqliteQueue: db1 && db0 ? queueDelta(db0, db1) : null,
  };
}

type QueueStats = Record<string, number>;

/** The server's SQLite queue counters (GET /bench/db; a server without it — an older tree — has none). */
const dbStats = async (base: string): Promise<QueueStats | null> => {
  const res = await fetch(`${base}/bench/db`);
  return res.ok ? ((await res.json()) as { sqlite: QueueStats }).sqlite : null;
};

/** What the queue did during a run: turns, how many waited and how long on average, groups and their size. */
function queueDelta(a: QueueStats, b: QueueStats) {
  const d = (k: string) => (b[k] ?? 0) - (a[k] ?? 0);
  return {
    turns: d('turns'),
    waited: d('waited'),
    waitMsAvg: +(d('waitMs') / Math.max(1, d('waited'))).toFixed(2),
    commits: d('commits'),
    unitsPerCommit: +(d('units') / Math.max(1, d('commits'))).toFixed(1),
    groupWaitMsAvg: +(d('groupWaitMs') / Math.max(1, d('units'))).toFixed(2),
    maxQueue: b.maxQueue ?? 0,
  };
}

/**
 * --lock FILE: the bench lock taken by this script, so the seeding (CPU, but no figure depends on the load) runs
 * under a shared hold and only the measuring under an exclusive one (`flock -x -w 1200`). Resolves with release().
 */
async function hold(mode: 'shared' | 'exclusive'): Promise<() => void> {
  if (!LOCK) return () => {};
  const proc = spawn(
    'flock',
    [mode === 'shared' ? '-s' : '-x', '-w', '1200', LOCK, 'sh', '-c', 'echo HELD; cat > /dev/null'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => d.toString().includes('HELD') && resolve());
    proc.on('exit', (code) => reject(new Error(`flock ${mode} ${LOCK} gave up (${code})`)));
  });
  log(`  ${mode} hold on ${LOCK} — ${uptime()}`);
  return () => {
    proc.stdin!.end();
    log(`  ${mode} hold released — ${uptime()}`);
  };
}

const uptime = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

const fairOf = (f: Figures) =>
  KINDS.every((k: Kind) => f.kinds[k]!.p95 <= 500 && f.kinds[k]!.p95 <= 3 * Math.max(1, f.kinds[k]!.p50));

async function main() {
  const t0 = Date.now();
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-morning-'));
  const passwordHash = await passwordHashFor(DEMO_PASSWORD);
  const pgServer = DIALECTS.includes('postgres') ? await startPostgres() : null;
  const gen = new Generators();
  const rows: MorningRow[] = [];
  const seeds: string[] = [];
  try {
    for (const dialect of DIALECTS) {
      const years = dialect === 'postgres' ? PG_YEARS : YEARS;
      let release = await hold('shared');
      const url = await createDatabase(dialect, 'bench_morning', pgServer, dir);
      const file = url.replace(/^sqlite:/, '');
      if (dialect === 'sqlite' && KEEP && existsSync(KEEP)) {
        copyFileSync(KEEP, file);
        seeds.push(
          `sqlite: a copy of ${KEEP} (${FAMILIES} fam. × ${years} y + ${PLAN_FAMILIES} plan fam. as given)`,
        );
      } else {
        const seeded = await seedDatabase(url, dialect, {
          families: FAMILIES,
          years,
          passwordHash,
          planFamilies: PLAN_FAMILIES,
        });
        const seed = `${dialect} ${FAMILIES} fam. × ${years} y + ${PLAN_FAMILIES} plan fam.: ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(1)} s`;
        seeds.push(seed);
        log(`  ${seed}`);
        if (dialect === 'sqlite' && KEEP) copyFileSync(file, KEEP);
      }
      release();
      if (flag('seed-only')) continue;
      release = await hold('exclusive');
      for (const pool of dialect === 'postgres' ? POOL_SIZES : ['']) {
        if (pool) process.env.DB_POOL_SIZE = pool;
        else delete process.env.DB_POOL_SIZE;
        if (pool) log(`  PostgreSQL pool: ${pool} connections`);
        const server = await startServer(url, null, dir);
        try {
          const plans = await families(
            server.base,
            Array.from({ length: PLAN_FAMILIES }, (_, i) => planEmailOf(i)),
          );
          const lessonOf = await morningSetup(server.base, plans);
          for (const n of USERS) {
            const users = morningUsers(plans, lessonOf, n);
            log(`  ${n} users — ${uptime()}`);
            // Warm-up (JIT, the bare bodies), not recorded; then app and bare alternated.
            await gen.run(server.base, users, WARMUP, false);
            if (!flag('app-only')) await gen.run(server.base, users, WARMUP, true);
            const app = await measure(gen, server.base, users, false);
            const bare = flag('app-only') ? app : await measure(gen, server.base, users, true);
            const row: MorningRow = {
              dialect,
              pool: pool ? Number(pool) : null,
              users: n,
              app,
              bare,
              ratio: +(app.rps / Math.max(1, bare.rps)).toFixed(3),
              fair: fairOf(app),
            };
            rows.push(row);
            log(
              `  ${n} users: ${app.rps} req/s (${app.mornings} mornings/s, errors ${app.errors}, loop busy ${app.loop.busyShare} delay p99 ${app.loop.delayP99Ms} ms) | bare ${bare.rps} req/s (errors ${bare.errors}) | ÷bare ${row.ratio} | ${row.fair ? 'PASS' : 'FAIL'}`,
            );
            if (app.slow.length)
              log(
                `    over 1 s: ${app.slow.length}${app.slow.length >= 100 * PROCS ? '+' : ''} — ${app.slow
                  .slice(0, 12)
                  .map((x) => `${x.kind} sent at ${x.atMs} ms took ${x.ms} ms (morning ${x.morning})`)
                  .join('; ')}`,
              );
            log(
              `    the server took over 1 s for ${app.serverSlow.length}: ${JSON.stringify(app.serverSlow.slice(0, 5))}`,
            );
            if (app.sqliteQueue?.turns) log(`    SQLite queue: ${JSON.stringify(app.sqliteQueue)}`);
            for (const k of KINDS) {
              const a = app.kinds[k]!;
              const b = bare.kinds[k]!;
              log(
                `    ${k.padEnd(14)} p50 ${a.p50} p95 ${a.p95} p99 ${a.p99} ms (n ${a.n}; bare p50 ${b.p50} p95 ${b.p95})`,
              );
            }
          }
        } finally {
          await server.stop();
        }
      }
      release();
      if (dialect === 'sqlite') rmSync(url.replace(/^sqlite:/, '') + '*', { force: true });
    }
  } finally {
    gen.stop();
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = [
    `School morning — ${new Date().toISOString()} — ${os.cpus().length} CPUs, load avg ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} — ${DURATION} s per run, ${PROCS} generator processes`,
    '',
    'dialect     users  req/s  mornings/s  bare req/s  ÷bare  fair | per kind p50/p95 ms',
    ...rows.map(
      (m) =>
        `${(m.dialect + (m.pool ? `/${m.pool}` : '')).padEnd(11)} ${String(m.users).padStart(5)} ${String(m.app.rps).padStart(6)} ${String(m.app.mornings).padStart(11)} ${String(m.bare.rps).padStart(11)} ${m.ratio.toFixed(3).padStart(6)} ${m.fair ? 'PASS' : 'FAIL'} | ${KINDS.map((k) => `${k} ${m.app.kinds[k]!.p50}/${m.app.kinds[k]!.p95}`).join(', ')}${m.app.errors ? ` (errors ${m.app.errors})` : ''}`,
    ),
    '',
    `seeded: ${seeds.join('; ')}`,
    `total ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  ];
  console.log('\n' + lines.join('\n'));
  log(`wrote ${writeResults('morning-', { rows, seeds, table: lines.join('\n') })}`);
}

if (!process.argv.includes('--worker')) runMain('morning', main);
