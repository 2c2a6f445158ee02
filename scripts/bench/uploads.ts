import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { probeProcess } from './probe-process';

/**
 * Uploads (the portfolio): how fast a phone's photos are taken in (streamed to the store, checked, made into a
 * thumbnail and a web size without metadata), and whether the event loop stays free meanwhile — the p99 of a
 * small GET while 10 photos upload and process at once, against the same GET's p99 at rest (issue 36: ≤ 2×).
 * The GET is sent from a process of its own (ADR 054) and, for comparison, from this one.
 */
export interface UploadMetrics {
  photoKB: number;
  megapixels: number;
  sequential: { photos: number; photosPerSec: number; mbPerSec: number; p50Ms: number };
  concurrent: { photos: number; photosPerSec: number; mbPerSec: number };
  probe: string;
  /**
   * The probe in its own process (scripts/bench/probe-process.ts, ADR 054): the figure the target is read from.
   * `idle` is as many probes as `underUpload` had, sent once the batch is done and the server has rested 1 s, so
   * both p99s are the same order statistic (ADR 059); `idleBefore` is the 3 s at rest before the batch.
   */
  idle: ProbeStats;
  idleBefore: ProbeStats;
  underUpload: ProbeStats;
  p99Ratio: number;
  /** During against the 3 s at rest before the batch (the figure before ADR 059). */
  p99RatioToIdleBefore: number;
  /**
   * The same probe, at the same time, from the load generator's process (the figure before ADR 054): that
   * process also sends the 10 uploads, so its own stalls are counted in.
   */
  inProcess: { idle: ProbeStats; underUpload: ProbeStats; p99Ratio: number };
  /** The server's event loop while idle (the probes only) and during the 10 uploads (its own measure). */
  loopIdle: LoopFigures;
  loop: LoopFigures;
}

export interface ProbeStats {
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

/** scripts/bench/server.ts samples the event loop's delay every 10 ms: each sample includes those 10 ms. */
export const LOOP_RESOLUTION_MS = 10;

/** GET /bench/loop (scripts/bench/server.ts). */
export interface LoopFigures {
  busyMs: number;
  busyShare: number;
  delayP99Ms: number;
  delayMaxMs: number;
  gcMs: number;
  gcLongestMs: number;
  gcCount: number;
  /** The event loop thread's time waiting for a core, and on one, since the reset (Linux; ADR 059). */
  runQueueWaitMs?: number | null;
  onCoreMs?: number | null;
  /** The busy share of each 100 ms since the figures were reset. */
  busySteps?: number[];
}

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** A 12-megapixel phone photo (4032 × 3024, textured so it compresses like one), with a location in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8',
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

async function upload(base: string, cookie: string, studentId: string, photo: Buffer, i: number) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const res = await fetch(`${base}/api/students/${studentId}/files`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload → ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/** Sends the probe GET one after another (with a short pause) until `until` resolves; answers each latency. */
async function probeWhile(url: string, cookie: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return samples;
}

export async function measureUploads(
  base: string,
  cookie: string,
  studentId: string,
): Promise<UploadMetrics> {
  const photo = await phonePhoto();
  const mb = photo.length / 2 ** 20;
  const probe = `/api/students/${studentId}/tasks/today`;
  const probeUrl = base + probe;

  // Warm: the first upload loads sharp's worker threads.
  await upload(base, cookie, studentId, photo, 0);

  const sequentialMs: number[] = [];
  const SEQUENTIAL = 5;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t0 = performance.now();
    await upload(base, cookie, studentId, photo, i);
    sequentialMs.push(performance.now() - t0);
  }
  const sequentialTotal = sequentialMs.reduce((a, b) => a + b, 0) / 1000;

  // Both probes at once, idle then during the batch: the one in its own process and the one in this process.
  const outside = await probeProcess();
  // The probes' first requests open a connection and compile the client (the first took ≈ 30 ms): not the
  // server's latency, and they fell in the idle window (ADR 059). Sent and left out.
  await outside.probeCount(probeUrl, cookie, 50);
  for (let i = 0; i < 50; i++) await (await fetch(probeUrl, { headers: { cookie } })).arrayBuffer();
  const loopNow = async () => (await (await fetch(`${base}/bench/loop`)).json()) as LoopFigures;
  const CONCURRENT = 10;
  let idle, idleOwn, idleAfter, during, duringOwn, loopIdle, loop, concurrentSeconds;
  try {
    await fetch(`${base}/bench/loop`, { method: 'POST' });
    const rest = new Promise((r) => setTimeout(r, 3000));
    [idle, idleOwn] = await Promise.all([
      probeWhile(probeUrl, cookie, rest),
      outside.probeWhile(probeUrl, cookie, rest),
    ]);
    loopIdle = await loopNow();

    await fetch(`${base}/bench/loop`, { method: 'POST' });
    const t0 = performance.now();
    const finished: number[] = [];
    const batch = Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        upload(base, cookie, studentId, photo, 100 + i).then(() => finished.push(Date.now())),
      ),
    );
    [during, duringOwn] = await Promise.all([
      probeWhile(probeUrl, cookie, batch),
      outside.probeWhile(probeUrl, cookie, batch),
    ]);
    await batch;
    concurrentSeconds = (performance.now() - t0) / 1000;
    loop = await loopNow();
    // At rest again, as many probes as during the batch (ADR 059).
    await new Promise((r) => setTimeout(r, 1000));
    idleAfter = await outside.probeCount(probeUrl, cookie, duringOwn.samples.length);
    // Where each probe fell in the batch (looking for what delays the slowest): HS_BENCH_UPLOAD_TRACE=<file>.
    if (process.env.HS_BENCH_UPLOAD_TRACE)
      writeFileSync(
        process.env.HS_BENCH_UPLOAD_TRACE,
        JSON.stringify({
          batchStart: performance.timeOrigin + t0,
          finished,
          idle: idleOwn,
          idleAfter,
          during: duringOwn,
          busySteps: loop.busySteps,
        }),
      );
  } finally {
    outside.close();
  }

  const stats = (samples: number[]): ProbeStats => ({
    requests: samples.length,
    p50Ms: +percentile(samples, 50).toFixed(1),
    p99Ms: +percentile(samples, 99).toFixed(1),
  });
  const ratio = (a: ProbeStats, b: ProbeStats) => +(b.p99Ms / Math.max(0.1, a.p99Ms)).toFixed(2);
  const idleStats = stats(idleAfter.samples);
  const idleBefore = stats(idleOwn.samples);
  const underUpload = stats(duringOwn.samples);
  const inProcess = { idle: stats(idle), underUpload: stats(during) };
  return {
    photoKB: Math.round(photo.length / 1024),
    megapixels: 12.2,
    sequential: {
      photos: SEQUENTIAL,
      photosPerSec: +(SEQUENTIAL / sequentialTotal).toFixed(2),
      mbPerSec: +((SEQUENTIAL * mb) / sequentialTotal).toFixed(1),
      p50Ms: Math.round(percentile(sequentialMs, 50)),
    },
    concurrent: {
      photos: CONCURRENT,
      photosPerSec: +(CONCURRENT / concurrentSeconds).toFixed(2),
      mbPerSec: +((CONCURRENT * mb) / concurrentSeconds).toFixed(1),
    },
    probe: `GET ${probe}`,
    idle: idleStats,
    idleBefore,
    underUpload,
    p99Ratio: ratio(idleStats, underUpload),
    p99RatioToIdleBefore: ratio(idleBefore, underUpload),
    inProcess: { ...inProcess, p99Ratio: ratio(inProcess.idle, inProcess.underUpload) },
    loopIdle,
    loop,
  };
}
