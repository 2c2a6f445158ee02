/**
 * npx tsx scripts/bench/pdfs.ts [--years 1] [--bundles 16] [--seconds 10] [--threads N]
 *
 * Year-end bundles (GET …/records/bundle.pdf, a year seeded) and the event loop meanwhile (issue 38, ADR 036):
 * `/api/health` probed one request at a time while idle, then while `--bundles` clients each ask for bundles
 * one after another for `--seconds`. Prints the health p50/p99 idle and under the bundles (the ratio is the
 * figure: absolute times on a shared machine are noise), bundles made per second, their p50, and how many
 * were refused busy (503 with Retry-After). SQLite; the server in its own process (scripts/bench/server.ts).
 * The probe runs twice side by side: in this process (beside the 16 clients, as before: its figures compare with
 * older runs) and from a process of its own (a plain `node -e`, so the clients' parsing does not delay it: ADR 057);
 * the server's own event loop (its delay's p99 and worst, busy share, GC: POST/GET /bench/loop) is read too.
 * Profiling the server: BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" (written when it stops).
 * `--threads N` forces the server's PDF threads (HS_PDF_THREADS, 1–4; unset: cores − 1) to show how bundles per
 * second follow them (ADR 062).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { arg, percentile, runMain, signIn, startServer, writeResults } from './harness';
import { DEMO_PASSWORD, passwordHashFor, seedFamilies } from './seed-lib';

const YEARS = Number(arg('years', '1'));
const BUNDLES = Number(arg('bundles', '16'));
const SECONDS = Number(arg('seconds', '10'));
const THREADS = arg('threads', '');
if (THREADS) process.env.HS_PDF_THREADS = THREADS;
const log = (m: string) => console.log(`[pdfs] ${m}`);

/** Health probes one after another until `done` says stop: each one's milliseconds. */
async function probe(base: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.text();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

/**
 * The same probe from a process of its own: a plain Node script (no tsx, no load generator beside it) that sends
 * 50 uncounted requests, says READY, probes for `ms`, then prints its times as JSON.
 */
const PROBE_SOURCE = `
const [base, ms] = process.argv.slice(1);
const times = [];
(async () => {
  // Warm-up, not counted: the first requests open the connection and run code not yet compiled (ADR 059).
  for (let i = 0; i < 50; i++) await (await fetch(base + '/api/health')).text();
  console.log('READY');
  const until = performance.now() + Number(ms);
  while (performance.now() < until) {
    const t0 = performance.now();
    const res = await fetch(base + '/api/health');
    await res.text();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  console.log(JSON.stringify(times));
})();
`;

/** Starts the separate probe; resolves `ready` once it runs, `times` when it is done. */
function probeProcess(base: string, ms: number) {
  const proc = spawn(process.execPath, ['-e', PROBE_SOURCE, base, String(ms)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let onReady: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('READY\n')) onReady();
  });
  const times = new Promise<number[]>((resolve, reject) =>
    proc.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.slice('READY\n'.length)) as number[])
        : reject(new Error(`probe exited (${code})`)),
    ),
  );
  return { ready, times };
}

interface LoopFigures {
  busyShare: number;
  delayP99Ms: number;
  delayMaxMs: number;
  gcMs: number;
  gcCount: number;
}

const stats = (times: number[]) => ({
  n: times.length,
  p50: +percentile(times, 50).toFixed(1),
  p99: +percentile(times, 99).toFixed(1),
});

async function main() {
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'hs-pdfs-'));
  try {
    const url = `sqlite:${path.join(dir, 'pdfs.db')}`;
    const handle = createDb(url);
    await migrateToLatest(handle.db);
    await seedFamilies(handle.db, 'sqlite', {
      families: 1,
      years: YEARS,
      passwordHash: await passwordHashFor(DEMO_PASSWORD),
    });
    await handle.close();
    const server = await startServer(url, null, dir);
    try {
      const cookie = await signIn(server.base);
      const get = async (p: string) => (await fetch(server.base + p, { headers: { cookie } })).json();
      const children = (await get('/api/students')) as { id: string }[];
      const years = (await get('/api/school-years')) as { id: string }[];
      const bundle = `/api/students/${children.at(-1)!.id}/records/bundle.pdf?schoolYearId=${years[0]!.id}`;
      const first = await fetch(server.base + bundle, { headers: { cookie } });
      if (!first.ok) throw new Error(`bundle → ${first.status} ${await first.text()}`);
      const bundleKB = Math.round((await first.arrayBuffer()).byteLength / 1024);

      const loopMark = () => fetch(`${server.base}/bench/loop`, { method: 'POST' });
      const loopRead = async () => (await (await fetch(`${server.base}/bench/loop`)).json()) as LoopFigures;

      let stop = false;
      const idleAlone = probeProcess(server.base, 5000);
      await idleAlone.ready;
      await loopMark();
      setTimeout(() => (stop = true), 5000);
      const idle = stats(await probe(server.base, () => stop));
      const idleLoop = await loopRead();
      const idleSeparate = stats(await idleAlone.times);
      log(
        `idle: /api/health p50 ${idle.p50} ms, p99 ${idle.p99} ms (${idle.n} probes); separate probe p99 ${idleSeparate.p99} ms; server loop delay p99 ${idleLoop.delayP99Ms} ms`,
      );

      stop = false;
      const duringAlone = probeProcess(server.base, SECONDS * 1000);
      await duringAlone.ready;
      await loopMark();
      const until = performance.now() + SECONDS * 1000;
      const made: number[] = [];
      let busy = 0;
      let failed = 0;
      const clients = Array.from({ length: BUNDLES }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const res = await fetch(server.base + bundle, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.ok) made.push(performance.now() - t0);
          else if (res.status === 503 && res.headers.get('retry-after')) {
            busy += 1;
            await new Promise((r) => setTimeout(r, 200));
          } else failed += 1;
        }
      });
      const probing = probe(server.base, () => stop);
      await Promise.all(clients);
      stop = true;
      const loop = await loopRead();
      const loaded = stats(await probing);
      const loadedSeparate = stats(await duringAlone.times);
      const ratio = +(loaded.p99 / Math.max(0.1, idle.p99)).toFixed(2);
      const separateRatio = +(loadedSeparate.p99 / Math.max(0.1, idleSeparate.p99)).toFixed(2);
      const figures = {
        bundleKB,
        clients: BUNDLES,
        seconds: SECONDS,
        cpus: os.availableParallelism(),
        pdfThreads: THREADS || 'cores − 1',
        idle,
        underBundles: loaded,
        p99Ratio: ratio,
        separateProbe: { idle: idleSeparate, underBundles: loadedSeparate, p99Ratio: separateRatio },
        serverLoop: { idle: idleLoop, underBundles: loop },
        bundlesPerSecond: +(made.length / SECONDS).toFixed(2),
        bundleP50: +percentile(made, 50).toFixed(0),
        busy,
        failed,
      };
      log(
        `${THREADS ? `${THREADS} PDF thread(s): ` : ''}${BUNDLES} clients × ${SECONDS} s of ${bundleKB} KB bundles: ${figures.bundlesPerSecond} bundles/s (p50 ${figures.bundleP50} ms), ${busy} refused busy, ${failed} failed; /api/health p50 ${loaded.p50} ms, p99 ${loaded.p99} ms → p99 ${ratio}× idle (load avg ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
      );
      log(
        `separate probe: /api/health p99 ${idleSeparate.p99} → ${loadedSeparate.p99} ms (${separateRatio}× idle, ${loadedSeparate.n} probes); server's event loop during: delay p99 ${loop.delayP99Ms} ms (idle ${idleLoop.delayP99Ms}), worst ${loop.delayMaxMs} ms, busy ${Math.round(loop.busyShare * 100)} %, GC ${loop.gcMs} ms in ${loop.gcCount}`,
      );
      log(`wrote ${writeResults('pdfs-', figures)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain('pdfs', main);
