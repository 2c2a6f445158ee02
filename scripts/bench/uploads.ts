import sharp from 'sharp';

/**
 * Uploads (the portfolio): how fast a phone's photos are taken in (streamed to the store, checked, made into a
 * thumbnail and a web size without metadata), and whether the event loop stays free meanwhile — the p99 of a
 * small GET while 10 photos upload and process at once, against the same GET's p99 at rest (issue 36: ≤ 2×).
 */
export interface UploadMetrics {
  photoKB: number;
  megapixels: number;
  sequential: { photos: number; photosPerSec: number; mbPerSec: number; p50Ms: number };
  concurrent: { photos: number; photosPerSec: number; mbPerSec: number };
  probe: string;
  idle: { requests: number; p50Ms: number; p99Ms: number };
  underUpload: { requests: number; p50Ms: number; p99Ms: number };
  p99Ratio: number;
  /** The server's event loop during the 10 uploads (its own measure: not the load generator's). */
  loop: LoopFigures;
}

/** GET /bench/loop (scripts/bench/server.ts). */
export interface LoopFigures {
  busyMs: number;
  busyShare: number;
  delayP99Ms: number;
  delayMaxMs: number;
  gcMs: number;
  gcLongestMs: number;
  gcCount: number;
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

  const idle = await probeWhile(probeUrl, cookie, new Promise((r) => setTimeout(r, 3000)));

  const CONCURRENT = 10;
  await fetch(`${base}/bench/loop`, { method: 'POST' });
  const t0 = performance.now();
  const batch = Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => upload(base, cookie, studentId, photo, 100 + i)),
  );
  const during = await probeWhile(probeUrl, cookie, batch);
  await batch;
  const concurrentSeconds = (performance.now() - t0) / 1000;
  const loop = (await (await fetch(`${base}/bench/loop`)).json()) as LoopFigures;

  const stats = (samples: number[]) => ({
    requests: samples.length,
    p50Ms: +percentile(samples, 50).toFixed(1),
    p99Ms: +percentile(samples, 99).toFixed(1),
  });
  const idleStats = stats(idle);
  const underUpload = stats(during);
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
    underUpload,
    p99Ratio: +(underUpload.p99Ms / Math.max(0.1, idleStats.p99Ms)).toFixed(2),
    loop,
  };
}
