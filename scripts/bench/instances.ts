// `tsx scripts/bench/instances.ts [--duration 10] [--connections 20]`: requests per second through Caddy (TLS,
// round robin) to 1, 2 and 3 instances of the built app (HS_DIST) on one PostgreSQL (embedded) — a child's
// dashboard (a kept read) and a bucket-list write, autocannon for each. For bench/LATEST.md (issue 42).
import autocannon from 'autocannon';
import os from 'node:os';
import pg from 'pg';
import { startCaddy } from '../../tests/setup/caddy';
import { signUpAt, startBuilt, trustCaddyRoot } from '../../tests/setup/ops';
import { startPostgres } from '../../tests/setup/postgres';
import { freePort } from '../../tests/setup/server-process';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('--duration', 10);
const connections = arg('--connections', 20);

const postgres = await startPostgres();
const admin = new pg.Client({ connectionString: postgres.adminUrl });
await admin.connect();
await admin.query('create database homeschool');
await admin.end();
const port = await freePort();
const base = `https://localhost:${port}`;
const env = {
  DATABASE_URL: postgres.urlFor('homeschool'),
  BASE_URL: base,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
};
const apps = [await startBuilt(env)];
apps.push(...(await Promise.all([startBuilt(env), startBuilt(env)])));

const rows: string[] = [];
try {
  for (const n of [1, 2, 3]) {
    const caddy = await startCaddy({
      port,
      upstreams: apps.slice(0, n).map((a) => new URL(a.url).host),
      proxy: 'lb_policy round_robin',
    });
    trustCaddyRoot(caddy.dir);
    try {
      const family = await signUpAt(base);
      const load = os.loadavg()[0]!.toFixed(1);
      const run = (opts: object) =>
        autocannon({
          url: base,
          connections,
          duration,
          headers: { cookie: family.cookie, origin: base },
          ...opts,
        });
      const read = await run({ path: `/api/students/${family.studentId}/dashboard` });
      const write = await run({
        method: 'POST',
        path: `/api/students/${family.studentId}/bucket-list`,
        headers: { cookie: family.cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'A goal' }),
      });
      const line = (name: string, r: Awaited<ReturnType<typeof autocannon>>) =>
        `| ${n} | ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${load} |`;
      rows.push(line('GET dashboard (kept read)', read), line('POST bucket-list item', write));
      console.log(rows.slice(-2).join('\n'));
    } finally {
      await caddy.stop();
    }
  }
} finally {
  await Promise.all(apps.map((a) => a.stop()));
  await postgres.stop();
}
console.log(
  `\n| instances | request | req/s | p50 ms | p99 ms | non-2xx | load avg (1 min) at start |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
);
