/**
 * npx tsx scripts/bench/cold.ts [--dialects sqlite,postgres] [--families 1000] [--years 1] [--pg-years 0.25]
 *   [--plan-families 50] [--signed-in 200] [--duration 5] [--repeat 3] [--connections 50]
 *   [--reads dashboard,week,family-overview,records-progress,report-card,dashboard-plans]
 *   [--users 50,200] [--morning-duration 10] [--skip-reads] [--skip-morning]
 *
 * What a family meets (issue 38), beside a bare route answering the same body in the same run:
 *  - cold reads: every request for another family, and its kept reads forgotten first as a write would
 *    (`x-bench-cold: 1`, scripts/bench/server.ts), so each is computed — the kept-read misses are counted and
 *    printed; the hot figure (one family again and again, kept) is a footnote;
 *  - a school morning: each user (a child of a lesson-plan family) loads the dashboard, ticks a lesson, loads
 *    the week, adds a to-do, ticks it, loads the records' hours, and removes the to-do (so the day does not
 *    grow), with no think time; the same sequence against bare routes with the same bodies.
 * Absolute figures on a shared machine are noise: compare the ratios. BENCH_SERVER_ARGS passes Node options to
 * the server (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'). Writes bench/results/cold-<timestamp>.json.
 */
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, type Dialect } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { addDaysIso, mondayOf, todayIn } from '../../src/shared/domain/dates';
import { DEFAULT_TIMEZONE } from '../../src/shared/schemas/settings';
import { startPostgres } from '../../tests/setup/postgres';
import {
  arg,
  createDatabase,
  median,
  percentile,
  runMain,
  signIn,
  startServer,
  writeResults,
} from './harness';
import { DEMO_EMAIL, DEMO_PASSWORD, passwordHashFor, planEmailOf, seedFamilies } from './seed-lib';

const DIALECTS = arg('dialects', 'sqlite,postgres').split(',') as Dialect[];
const FAMILIES = Number(arg('families', '1000'));
const YEARS = Number(arg('years', '1'));
const PG_YEARS = Number(arg('pg-years', '0.25'));
const PLAN_FAMILIES = Number(arg('plan-families', '50'));
const SIGNED_IN = Number(arg('signed-in', '200'));
const DURATION = Number(arg('duration', '5'));
const REPEAT = Number(arg('repeat', '3'));
const CONNECTIONS = Number(arg('connections', '50'));
const READS = arg(
  'reads',
  'dashboard,week,family-overview,records-progress,report-card,dashboard-plans',
).split(',');
const USERS = arg('users', '50,200').split(',').map(Number);
const MORNING_DURATION = Number(arg('morning-duration', '10'));
const flag = (name: string) => process.argv.includes(`--${name}`);
const log = (m: string) => console.log(`[cold] ${m}`);

export interface Family {
  cookie: string;
  children: string[];
  /** The term today is in (else the first), for the report card. */
  term: string;
}

export async function json<T>(base: string, cookie: string, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(base + p, {
    ...init,
    headers: { cookie, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${p} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in to `emails` a few at a time and lists each family's children. */
export async function families(base: string, emails: string[]): Promise<Family[]> {
  const out: Family[] = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < emails.length) {
        const i = next++;
        const cookie = await signIn(base, emails[i]!, DEMO_PASSWORD);
        const kids = await json<{ id: string }[]>(base, cookie, '/api/students');
        const years = await json<{ terms: { id: string; startDate: string; endDate: string }[] }[]>(
          base,
          cookie,
          '/api/school-years',
        );
        const terms = years.flatMap((y) => y.terms);
        const today = todayIn(DEFAULT_TIMEZONE);
        const term = terms.find((t) => t.startDate <= today && today <= t.endDate) ?? terms[0];
        out[i] = { cookie, children: kids.map((k) => k.id), term: term?.id ?? 'none' };
      }
    }),
  );
  return out;
}

const cacheStats = async (base: string) =>
  json<Record<string, { hits: number; misses: number }>>(base, '', '/bench/cache');

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
}

async function cannon(
  base: string,
  request: (i: number) => { path: string; headers: Record<string, string> },
) {
  let n = 0;
  const first = request(0);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'GET',
        path: first.path,
        setupRequest: (req: any) => {
          const r = request(n++);
          return { ...req, path: r.path, headers: { ...req.headers, ...r.headers } };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  } satisfies Run;
}

interface ReadRow {
  dialect: Dialect;
  read: string;
  bodyKB: number;
  cold: Run;
  hot: Run;
  bare: Run;
  coldToBare: number;
  hotToBare: number;
  /** Of the kept-read lookups for this read's body during the cold runs: how many missed. */
  missRate: number;
}

async function coldReads(
  dialect: Dialect,
  base: string,
  regular: Family[],
  plans: Family[],
): Promise<ReadRow[]> {
  const reads: Record<string, { families: Family[]; path: (f: Family) => string; key: string }> = {
    dashboard: {
      families: regular,
      path: (f) => `/api/students/${f.children.at(-1)}/dashboard`,
      key: 'dashboard',
    },
    week: { families: plans, path: () => '/api/week', key: 'week' },
    'family-overview': { families: regular, path: () => '/api/family/overview', key: 'overview' },
    'records-progress': {
      families: regular,
      path: (f) => `/api/students/${f.children.at(-1)}/records/progress`,
      key: '',
    },
    'report-card': {
      families: regular,
      path: (f) => `/api/students/${f.children.at(-1)}/report-card?termId=${f.term}`,
      key: '',
    },
    'dashboard-plans': {
      families: plans,
      path: (f) => `/api/students/${f.children.at(-1)}/dashboard`,
      key: 'dashboard',
    },
  };
  const rows: ReadRow[] = [];
  for (const name of READS) {
    const read = reads[name]!;
    const fams = read.families;
    const body = await (
      await fetch(base + read.path(fams[0]!), { headers: { cookie: fams[0]!.cookie } })
    ).text();
    await fetch(`${base}/bench/ceiling/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const coldReq = (i: number) => {
      const f = fams[i % fams.length]!;
      return { path: read.path(f), headers: { cookie: f.cookie, 'x-bench-cold': '1' } };
    };
    const hotReq = () => ({ path: read.path(fams[0]!), headers: { cookie: fams[0]!.cookie } });
    const bareReq = () => ({ path: `/bench/bare/${name}`, headers: {} });
    // Warm-up (JIT), not recorded.
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      amount: 300,
      requests: [{ path: bareReq().path }],
    });
    const colds: Run[] = [];
    const bares: Run[] = [];
    let hits = 0;
    let misses = 0;
    for (let r = 0; r < REPEAT; r++) {
      const before = await cacheStats(base);
      colds.push(await cannon(base, coldReq));
      const after = await cacheStats(base);
      if (read.key) {
        hits += (after[read.key]?.hits ?? 0) - (before[read.key]?.hits ?? 0);
        misses += (after[read.key]?.misses ?? 0) - (before[read.key]?.misses ?? 0);
      }
      bares.push(await cannon(base, bareReq));
    }
    const hot = await cannon(base, hotReq);
    const pick = (runs: Run[]): Run => ({
      rps: Math.round(median(runs.map((x) => x.rps))),
      p50: median(runs.map((x) => x.p50)),
      p99: median(runs.map((x) => x.p99)),
      requests: runs.reduce((s, x) => s + x.requests, 0),
      non2xx: runs.reduce((s, x) => s + x.non2xx, 0),
    });
    const row: ReadRow = {
      dialect,
      read: name,
      bodyKB: +(Buffer.byteLength(body) / 1024).toFixed(1),
      cold: pick(colds),
      hot,
      bare: pick(bares),
      coldToBare: +median(colds.map((c, i) => c.rps / Math.max(1, bares[i]!.rps))).toFixed(3),
      hotToBare: +(hot.rps / Math.max(1, median(bares.map((b) => b.rps)))).toFixed(3),
      missRate: read.key ? +(misses / Math.max(1, hits + misses)).toFixed(3) : NaN,
    };
    rows.push(row);
    log(
      `  ${name}: cold ${row.cold.rps} req/s p50 ${row.cold.p50} p99 ${row.cold.p99} | bare ${row.bare.rps} | cold÷bare ${row.coldToBare} | hot ${hot.rps} (÷bare ${row.hotToBare}) | kept-read misses ${read.key ? `${misses}/${hits + misses}` : 'not kept'}${row.cold.non2xx ? ` | non-2xx ${row.cold.non2xx}` : ''}`,
    );
  }
  return rows;
}

export const KINDS = [
  'dashboard',
  'tick-lesson',
  'week',
  'add-todo',
  'tick-todo',
  'records-hours',
  'remove-todo',
] as const;
export type Kind = (typeof KINDS)[number];

interface MorningRow {
  dialect: Dialect;
  users: number;
  app: {
    rps: number;
    mornings: number;
    kinds: Record<string, { p50: number; p95: number; p99: number; n: number }>;
    errors: number;
  };
  bare: {
    rps: number;
    mornings: number;
    kinds: Record<string, { p50: number; p95: number; p99: number; n: number }>;
    errors: number;
  };
  ratio: number;
}

/** A user's morning: the steps in order, each its method, path and body. */
export interface Step {
  kind: Kind;
  method: string;
  path: string;
  body?: string;
}

async function morning(
  base: string,
  users: { cookie: string; steps: (k: number) => Step[] }[],
  seconds: number,
) {
  const lat = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  let done = 0;
  let mornings = 0;
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    users.map(async (u) => {
      for (let k = 0; performance.now() < until; k++) {
        let todo = 'none';
        for (const step of u.steps(k)) {
          const s = step.path.includes('{todo}')
            ? { ...step, path: step.path.replace('{todo}', todo) }
            : step;
          const t0 = performance.now();
          const res = await fetch(base + s.path, {
            method: s.method,
            headers: s.body ? { cookie: u.cookie, 'content-type': 'application/json' } : { cookie: u.cookie },
            body: s.body,
          });
          const text = await res.text();
          lat.get(s.kind)!.push(performance.now() - t0);
          done += 1;
          if (!res.ok) errors += 1;
          if (s.kind === 'add-todo' && res.ok) todo = (JSON.parse(text) as { id: string }).id;
        }
        mornings += 1;
      }
    }),
  );
  const kinds: Record<string, { p50: number; p95: number; p99: number; n: number }> = {};
  for (const [k, v] of lat)
    kinds[k] = {
      p50: Math.round(percentile(v, 50)),
      p95: Math.round(percentile(v, 95)),
      p99: Math.round(percentile(v, 99)),
      n: v.length,
    };
  return { rps: Math.round(done / seconds), mornings: +(mornings / seconds).toFixed(1), kinds, errors };
}

/** A child's morning; k: which morning (a lesson is ticked on even mornings, unticked on odd ones). */
export const stepsFor =
  (child: string, lesson: string) =>
  (k: number): Step[] => [
    { kind: 'dashboard', method: 'GET', path: `/api/students/${child}/dashboard` },
    {
      kind: 'tick-lesson',
      method: k % 2 === 0 ? 'POST' : 'DELETE',
      path: `/api/students/${child}/lessons/${lesson}/complete`,
      body: k % 2 === 0 ? '{}' : undefined,
    },
    { kind: 'week', method: 'GET', path: '/api/week' },
    {
      kind: 'add-todo',
      method: 'POST',
      path: `/api/students/${child}/tasks`,
      body: JSON.stringify({ title: `Morning to-do ${k}`, priority: 'low' }),
    },
    {
      kind: 'tick-todo',
      method: 'PATCH',
      path: `/api/students/${child}/tasks/{todo}`,
      body: '{"completed":true}',
    },
    { kind: 'records-hours', method: 'GET', path: `/api/students/${child}/records/progress` },
    { kind: 'remove-todo', method: 'DELETE', path: `/api/students/${child}/tasks/{todo}` },
  ];

/**
 * Before a morning: a lesson next week (not done) per plan family's child, ticked and unticked in turn, and the
 * bare routes' bodies (one of each kind, answered by /bench/bare/morning-<kind> with the app's method).
 */
export async function morningSetup(base: string, plans: Family[]): Promise<Map<string, string>> {
  const today = todayIn(DEFAULT_TIMEZONE);
  const monday = addDaysIso(mondayOf(today), 7);
  // Per plan family and child: a lesson next week (not done), ticked and unticked in turn.
  const lessonOf = new Map<string, string>();
  for (const f of plans) {
    const week = await json<{
      children: { student: { id: string }; days: { lessons: { lessonId: string; done: boolean }[] }[] }[];
    }>(base, f.cookie, `/api/week?start=${monday}`);
    for (const c of week.children) {
      const lesson = c.days.flatMap((d) => d.lessons).find((l) => !l.done);
      if (lesson) lessonOf.set(c.student.id, lesson.lessonId);
    }
  }
  // The bare bodies: one of each kind, answered by /bench/bare/<kind> with the app's method.
  const f0 = plans[0]!;
  const c0 = f0.children[0]!;
  const sample = stepsFor(c0, lessonOf.get(c0)!)(0);
  let todo = 'none';
  for (const s of sample) {
    const path = s.path.replace('{todo}', todo);
    const res = await fetch(base + path, {
      method: s.method,
      headers: s.body ? { cookie: f0.cookie, 'content-type': 'application/json' } : { cookie: f0.cookie },
      body: s.body,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${s.method} ${path} → ${res.status} ${text}`);
    if (s.kind === 'add-todo') todo = (JSON.parse(text) as { id: string }).id;
    await fetch(`${base}/bench/ceiling/morning-${s.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text || '{}',
    });
  }
  return lessonOf;
}

/** n users, each a child of a plan family (spread over the families first), with its lesson to tick. */
export const morningUsers = (plans: Family[], lessonOf: Map<string, string>, n: number) =>
  Array.from({ length: n }, (_, u) => {
    const f = plans[u % plans.length]!;
    const child = f.children[Math.floor(u / plans.length) % f.children.length]!;
    return { cookie: f.cookie, child, lesson: lessonOf.get(child)! };
  });

async function schoolMorning(dialect: Dialect, base: string, plans: Family[]): Promise<MorningRow[]> {
  const lessonOf = await morningSetup(base, plans);
  const rows: MorningRow[] = [];
  for (const n of USERS) {
    const users = morningUsers(plans, lessonOf, n).map((u) => ({
      cookie: u.cookie,
      steps: stepsFor(u.child, u.lesson),
    }));
    const bareUsers = users.map((u) => ({
      cookie: u.cookie,
      steps: (k: number) => u.steps(k).map((s) => ({ ...s, path: `/bench/bare/morning-${s.kind}` })),
    }));
    // Alternated: app, bare, app, bare; figures of the second pair (the first warms up).
    await morning(base, users, 2);
    await morning(base, bareUsers, 2);
    const app = await morning(base, users, MORNING_DURATION);
    const bare = await morning(base, bareUsers, MORNING_DURATION);
    const row: MorningRow = {
      dialect,
      users: n,
      app,
      bare,
      ratio: +(app.rps / Math.max(1, bare.rps)).toFixed(3),
    };
    rows.push(row);
    log(
      `  morning ${n} users: ${app.rps} req/s (${app.mornings} mornings/s, errors ${app.errors}) | bare ${bare.rps} req/s | ÷bare ${row.ratio}`,
    );
    for (const k of KINDS) {
      const a = app.kinds[k]!;
      log(
        `    ${k.padEnd(14)} p50 ${a.p50} p95 ${a.p95} p99 ${a.p99} ms (n ${a.n}; bare p50 ${bare.kinds[k]!.p50} p95 ${bare.kinds[k]!.p95})`,
      );
    }
  }
  return rows;
}

/** Migrates the database at `url` and seeds it (`seedFamilies`): the cold reads' and the morning's (morning.ts). */
export async function seedDatabase(
  url: string,
  dialect: Dialect,
  opts: { families: number; years: number; passwordHash: string; planFamilies: number },
) {
  const handle = createDb(url);
  await migrateToLatest(handle.db);
  log(
    `${dialect}: seeding ${opts.families} families × ${opts.years} years and ${opts.planFamilies} lesson-plan families…`,
  );
  try {
    return await seedFamilies(handle.db, dialect, opts);
  } finally {
    await handle.close();
  }
}

async function main() {
  const t0 = Date.now();
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-cold-'));
  const passwordHash = await passwordHashFor(DEMO_PASSWORD);
  const pgServer = DIALECTS.includes('postgres') ? await startPostgres() : null;
  const reads: ReadRow[] = [];
  const mornings: MorningRow[] = [];
  const seeds: {
    dialect: Dialect;
    families: number;
    years: number;
    planFamilies: number;
    rows: number;
    seconds: number;
  }[] = [];
  try {
    for (const dialect of DIALECTS) {
      const years = dialect === 'postgres' ? PG_YEARS : YEARS;
      const url = await createDatabase(dialect, 'bench_cold', pgServer, dir);
      const seeded = await seedDatabase(url, dialect, {
        families: FAMILIES,
        years,
        passwordHash,
        planFamilies: PLAN_FAMILIES,
      });
      seeds.push({
        dialect,
        families: FAMILIES,
        years,
        planFamilies: PLAN_FAMILIES,
        rows: seeded.rows,
        seconds: +(seeded.ms / 1000).toFixed(1),
      });
      log(`  ${seeded.rows} rows in ${(seeded.ms / 1000).toFixed(1)} s`);
      const server = await startServer(url, null, dir);
      try {
        // Families spread over the whole database, not its first rows.
        const step = Math.max(1, Math.floor(FAMILIES / SIGNED_IN));
        const emails = Array.from({ length: Math.min(SIGNED_IN, FAMILIES) }, (_, i) =>
          i === 0 ? DEMO_EMAIL : `family${i * step}@seed.homeschool.local`,
        );
        log(`  signing in to ${emails.length} families and ${PLAN_FAMILIES} lesson-plan families…`);
        const regular = await families(server.base, emails);
        const plans = await families(
          server.base,
          Array.from({ length: PLAN_FAMILIES }, (_, i) => planEmailOf(i)),
        );
        if (!flag('skip-reads')) reads.push(...(await coldReads(dialect, server.base, regular, plans)));
        if (!flag('skip-morning')) mornings.push(...(await schoolMorning(dialect, server.base, plans)));
      } finally {
        await server.stop();
      }
      if (dialect === 'sqlite') rmSync(url.replace(/^sqlite:/, '') + '*', { force: true });
    }
  } finally {
    await pgServer?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = [
    `Cold reads and a school morning — ${new Date().toISOString()} — ${os.cpus().length} CPUs, load avg ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} — ${CONNECTIONS} connections × ${DURATION} s × ${REPEAT} runs (medians), morning ${MORNING_DURATION} s`,
    '',
    'dialect   read              body KB  cold req/s  p50  p99 | bare req/s | cold÷bare | hot req/s hot÷bare | kept-read misses',
    ...reads.map(
      (r) =>
        `${r.dialect.padEnd(9)} ${r.read.padEnd(17)} ${String(r.bodyKB).padStart(7)} ${String(r.cold.rps).padStart(10)} ${String(r.cold.p50).padStart(4)} ${String(r.cold.p99).padStart(4)} | ${String(r.bare.rps).padStart(10)} | ${r.coldToBare.toFixed(3).padStart(9)} | ${String(r.hot.rps).padStart(9)} ${r.hotToBare.toFixed(2).padStart(8)} | ${Number.isNaN(r.missRate) ? 'not kept' : `${(r.missRate * 100).toFixed(0)} %`}`,
    ),
    '',
    'school morning   users  req/s  mornings/s  bare req/s  ÷bare | per kind p50/p95 ms',
    ...mornings.map(
      (m) =>
        `${m.dialect.padEnd(16)} ${String(m.users).padStart(5)} ${String(m.app.rps).padStart(6)} ${String(m.app.mornings).padStart(11)} ${String(m.bare.rps).padStart(11)} ${m.ratio.toFixed(3).padStart(6)} | ${KINDS.map((k) => `${k} ${m.app.kinds[k]!.p50}/${m.app.kinds[k]!.p95}`).join(', ')}${m.app.errors ? ` (errors ${m.app.errors})` : ''}`,
    ),
    '',
    'seeded: ' +
      seeds
        .map(
          (s) =>
            `${s.dialect} ${s.families} fam. × ${s.years} y + ${s.planFamilies} plan fam.: ${s.rows} rows in ${s.seconds} s`,
        )
        .join('; '),
    `total ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  ];
  console.log('\n' + lines.join('\n'));
  const out = writeResults('cold-', { reads, mornings, seeds, table: lines.join('\n') });
  log(`wrote ${out}`);
}

// Imported by scripts/bench/morning.ts for its morning sequence: runs only as the script itself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runMain('cold', main);
