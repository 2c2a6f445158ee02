/**
 * npx tsx scripts/bench/uploads-only.ts [--label before|after] [--out .tmp/uploads.jsonl] [--dir /dev/shm]
 *
 * Only run.ts's uploads section (issue 36, ADR 059): one seeded family on SQLite (as run.ts seeds it with
 * `--families 1`), the server in its own process (scripts/bench/server.ts), then `measureUploads` — a dozen
 * short runs fit in the time the whole bench takes for one. Prints the figures and the machine's load at the
 * start and end (`os.loadavg`, as `uptime`), and appends them as one JSON line to `--out` when given. `--dir`:
 * where the database and the stored files go (run.ts uses /dev/shm, where an fsync costs nothing; a folder on a
 * disk measures the disk store's flushes too, ADR 059).
 * BENCH_SERVER_ARGS passes Node options to the server (`--cpu-prof --cpu-prof-dir …`).
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { arg, createDatabase, runMain, signIn, startServer } from './harness';
import { DEMO_PASSWORD, passwordHashFor, seedFamilies } from './seed-lib';
import { LOOP_RESOLUTION_MS, measureUploads } from './uploads';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

runMain('uploads-only', async () => {
  const label = arg('label', '');
  const out = arg('out', '');
  const dir = mkdtempSync(path.join(path.resolve(arg('dir', '/dev/shm')), 'hs-bench-uploads-'));
  try {
    const url = await createDatabase('sqlite', 'bench_1', null, dir);
    const handle = createDb(url);
    await migrateToLatest(handle.db);
    await seedFamilies(handle.db, 'sqlite', {
      families: 1,
      years: 0.05,
      passwordHash: await passwordHashFor(DEMO_PASSWORD),
      planFamily: true,
    });
    await handle.close();
    const server = await startServer(url, null, dir);
    try {
      const cookie = await signIn(server.base);
      const children = (await (
        await fetch(`${server.base}/api/students`, { headers: { cookie } })
      ).json()) as { id: string }[];
      const startLoad = load();
      const started = new Date().toISOString().slice(11, 19);
      const u = await measureUploads(server.base, cookie, children[children.length - 1]!.id);
      const endLoad = load();
      const late = (ms: number) => +Math.max(0, ms - LOOP_RESOLUTION_MS).toFixed(1);
      const row = {
        label,
        dir: arg('dir', '/dev/shm'),
        started,
        load: `${startLoad} → ${endLoad}`,
        photosPerSec: u.concurrent.photosPerSec,
        sequentialPhotosPerSec: u.sequential.photosPerSec,
        idle: u.idle,
        idleBefore: u.idleBefore,
        during: u.underUpload,
        ratio: u.p99Ratio,
        ratioToIdleBefore: u.p99RatioToIdleBefore,
        inProcessRatio: u.inProcess.p99Ratio,
        loopDelayP99: { idle: late(u.loopIdle.delayP99Ms), during: late(u.loop.delayP99Ms) },
        loopDelayMax: late(u.loop.delayMaxMs),
        busyShare: u.loop.busyShare,
        runQueueWaitMs: { idle: u.loopIdle.runQueueWaitMs, during: u.loop.runQueueWaitMs },
        onCoreMs: { idle: u.loopIdle.onCoreMs, during: u.loop.onCoreMs },
        gcMs: u.loop.gcMs,
        gcCount: u.loop.gcCount,
      };
      console.log(JSON.stringify(row));
      if (out) appendFileSync(out, JSON.stringify(row) + '\n');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
