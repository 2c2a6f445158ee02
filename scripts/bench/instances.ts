// `tsx scripts/bench/instances.ts [--duration 10] [--connections 20]`: requests per second through Caddy (TLS,
// round robin) to 1, 2 and 3 instances of the built app (HS_DIST) on one PostgreSQL (embedded) — a child's
// dashboard (a kept read) and a bucket-list write (PATCH), autocannon for each. For bench/LATEST.md (issue 42).
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
  // The bench signs up a family per connection from one address.
  AUTH_RATE_LIMIT_SIGN_UP: '100000',
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
      // One family per connection: a family's writes take turns (ADR 026), so the write load is spread over
      // as many families as connections, each marking its own goal done again (a list holds 500 at most).
      const families = await Promise.all(
        Array.from({ length: connections }, async () => {
          const family = await signUpAt(base);
          const list = `/api/students/${family.studentId}/bucket-list`;
          const made = await fetch(`${base}${list}`, {
            method: 'POST',
            headers: { cookie: family.cookie, origin: base, 'content-type': 'application/json' },
            body: JSON.stringify({ title: 'A goal' }),
          });
          const { id } = (await made.json()) as { id: string };
          return { ...family, item: `${list}/${id}` };
        }),
      );
      const load = os.loadavg()[0]!.toFixed(1);
      const run = (request: (f: (typeof families)[number]) => object) => {
        let next = 0;
        return autocannon({
          url: base,
          connections,
          duration,
          requests: [{ method: 'GET', path: '/api/health' }],
          setupClient: (client: { setRequests(r: object[]): void }) => {
            const f = families[next++ % families.length]!;
            client.setRequests([{ headers: { cookie: f.cookie, origin: base }, ...request(f) }]);
          },
        });
      };
      const read = await run((f) => ({ method: 'GET', path: `/api/students/${f.studentId}/dashboard` }));
      const write = await run((f) => ({
        method: 'PATCH',
        path: f.item,
        headers: { cookie: f.cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ completed: true }),
      }));
      const line = (name: string, r: Awaited<ReturnType<typeof autocannon>>) =>
        `| ${n} | ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${load} |`;
      rows.push(line('GET dashboard (kept read)', read), line('PATCH bucket-list item', write));
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
