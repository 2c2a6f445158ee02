/**
 * The server under test, in its own process (so the load generator does not share its event loop).
 * It is the production app from buildApp plus bench-only routes, registered on this instance only:
 *  - GET/PATCH /bench/ceiling/:name — same session check (app.requireUser), answers a precomputed body
 *    of the same size as the real endpoint's (set with POST /bench/ceiling/:name);
 *  - GET/PATCH /bench/bare/:name — the same body with no session check: what the app costs without it;
 *  - POST/DELETE /bench/bare/:name — the same, for the school morning's writes (scripts/bench/cold.ts);
 *  - GET /bench/rss — this process's resident memory; GET /bench/cache — the kept reads' hits and misses;
 *  - POST /bench/loop then GET /bench/loop — the event loop in between: busy share, its delay's p99 and worst,
 *    and the garbage collector's time on this thread (the upload bench, ADR 048);
 *  - a request with `x-bench-cold: 1` finds its account's kept reads forgotten (as after a write).
 * Env: DATABASE_URL, PORT, CLIENT_DIR, DATA_DIR and DB_POOL_SIZE (optional). Prints "READY <port>" when listening.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { sqliteQueueStats } from '../../src/server/db/sqlite-dialect';
import { isScopeKey } from '../../src/server/scope/family-context';

const config: AppConfig = {
  port: Number(process.env.PORT ?? 0),
  host: '127.0.0.1',
  // The family files the upload bench stores go here (run.ts passes its temporary folder).
  dataDir: process.env.DATA_DIR || os.tmpdir(),
  databaseUrl: process.env.DATABASE_URL!,
  baseUrl: 'http://localhost:3000',
  authSecret: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
  smtp: null,
  google: null,
  oidc: null,
  clientDir: process.env.CLIENT_DIR || null,
  logLevel: 'silent',
  bodyLimit: 256 * 1024,
  // PostgreSQL's pool: the production default (two per core) unless DB_POOL_SIZE says otherwise.
  dbPoolSize: process.env.DB_POOL_SIZE ? Number(process.env.DB_POOL_SIZE) : undefined,
};

const { app, deps } = await buildApp(config, { logger: false });
// A request with `x-bench-cold: 1` meets its account's kept reads as the first read after a write does (ADR 019:
// everything but the scope's reads forgotten), so it is computed; GET /bench/cache counts hits and misses.
app.addHook('preHandler', async (req) => {
  if (req.headers['x-bench-cold'] === '1' && req.member)
    deps.readCache.invalidate(req.member.familyId, isScopeKey);
});
app.get('/bench/cache', async () => ({ ...deps.readCache.stats }));
const bodies = new Map<string, string>();
app.post('/bench/ceiling/:name', async (req) => {
  const { name } = req.params as { name: string };
  bodies.set(name, JSON.stringify(req.body));
  return { size: Buffer.byteLength(bodies.get(name)!) };
});
const ceiling = async (
  req: { params: unknown },
  reply: { header(k: string, v: string): unknown; send(b: string): unknown },
) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(bodies.get((req.params as { name: string }).name) ?? '{}');
};
// The ceiling: the same answer behind the rights check every API route passes (ADR 024).
app.get('/bench/ceiling/:name', { config: { rights: 'signed-in' } }, ceiling as never);
app.patch('/bench/ceiling/:name', { config: { rights: 'signed-in' } }, ceiling as never);
app.get('/bench/bare/:name', ceiling as never);
app.patch('/bench/bare/:name', ceiling as never);
app.post('/bench/bare/:name', ceiling as never);
app.delete('/bench/bare/:name', ceiling as never);
// SQLite's single connection: its queue's turns, waits and group commits since start (the morning bench, ADR 063).
app.get('/bench/db', async () => ({ sqlite: { ...sqliteQueueStats } }));
// Requests whose handling took over 1 s in this process (from the request's arrival to its answer), the last 200.
const slowRequests: { url: string; method: string; ms: number; at: number }[] = [];
app.addHook('onResponse', async (req, reply) => {
  if (reply.elapsedTime < 1000) return;
  slowRequests.push({ url: req.url, method: req.method, ms: Math.round(reply.elapsedTime), at: Date.now() });
  if (slowRequests.length > 200) slowRequests.shift();
});
app.get('/bench/slow', async () => slowRequests.splice(0));
app.get('/bench/rss', async () => ({ rss: process.memoryUsage().rss }));
// The event loop since the last POST /bench/loop: what a photo's processing leaves it (the upload bench).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const gc = { ms: 0, longestMs: 0, count: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.ms += entry.duration;
    gc.longestMs = Math.max(gc.longestMs, entry.duration);
    gc.count++;
  }
}).observe({ entryTypes: ['gc'] });
let loopFrom = performance.eventLoopUtilization();
// The busy share of each 100 ms since the POST (where in a batch the event loop was busy: the upload bench).
const busySteps: number[] = [];
let stepFrom = loopFrom;
setInterval(() => {
  const now = performance.eventLoopUtilization();
  busySteps.push(+performance.eventLoopUtilization(now, stepFrom).utilization.toFixed(2));
  stepFrom = now;
  if (busySteps.length > 600) busySteps.shift();
}, 100).unref();
/**
 * The event loop thread's time on a core and waiting for one (Linux: /proc/self/task/<pid>/schedstat, ns): how
 * long it was ready to run but the machine's cores were taken (ADR 059). Null elsewhere.
 */
const schedstat = (): { runNs: number; waitNs: number; slices: number } | null => {
  try {
    const [run, wait, slices] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
    return { runNs: Number(run), waitNs: Number(wait), slices: Number(slices) };
  } catch {
    return null;
  }
};
let schedFrom = schedstat();
app.post('/bench/loop', async () => {
  schedFrom = schedstat();
  busySteps.length = 0;
  loopDelay.reset();
  Object.assign(gc, { ms: 0, longestMs: 0, count: 0 });
  loopFrom = performance.eventLoopUtilization();
  return {};
});
app.get('/bench/loop', async () => {
  const elu = performance.eventLoopUtilization(loopFrom);
  const sched = schedstat();
  return {
    runQueueWaitMs: sched && schedFrom ? Math.round((sched.waitNs - schedFrom.waitNs) / 1e6) : null,
    onCoreMs: sched && schedFrom ? Math.round((sched.runNs - schedFrom.runNs) / 1e6) : null,
    busyMs: Math.round(elu.active),
    busyShare: +elu.utilization.toFixed(3),
    delayP99Ms: +(loopDelay.percentile(99) / 1e6).toFixed(1),
    delayMaxMs: +(loopDelay.max / 1e6).toFixed(1),
    gcMs: Math.round(gc.ms),
    gcLongestMs: +gc.longestMs.toFixed(1),
    gcCount: gc.count,
    busySteps: [...busySteps],
  };
});

await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
