import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POOL_NICE, lowerPoolThreads, threadIds, threadNice } from './pool-priority';
import { spawnWorker } from './spawn-worker';

describe.runIf(process.platform === 'linux')('background threads yield to the event loop', () => {
  it('lowers libvips’ threads to the background nice value, and neither the libuv pool’s nor the event loop’s', async () => {
    await readFile(import.meta.filename); // the pool starts with its first job
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(); // libvips starts its threads
    const vips = threadIds('libvips worker');
    const pool = threadIds('libuv-worker');
    expect(vips.length).toBeGreaterThan(0);
    expect(pool.length).toBeGreaterThan(0);
    const mainBefore = threadNice(process.pid);
    lowerPoolThreads();
    for (const tid of vips) expect(threadNice(tid), `thread ${tid}`).toBeGreaterThanOrEqual(POOL_NICE);
    // The pool's threads take the lock the event loop hands them file work through: never made to wait (ADR 054).
    for (const tid of pool) expect(threadNice(tid), `thread ${tid}`).toBe(mainBefore);
    expect(threadNice(process.pid)).toBe(mainBefore);
    // Once lowered, a thread is not touched again.
    expect(lowerPoolThreads()).toBe(0);
  });

  it('lowers V8’s helper threads (concurrent GC and compilation, mostly for the worker threads) too', () => {
    lowerPoolThreads();
    const helpers = threadIds('V8Worker');
    expect(helpers.length).toBeGreaterThan(0);
    for (const tid of helpers) expect(threadNice(tid), `thread ${tid}`).toBeGreaterThanOrEqual(POOL_NICE);
  });

  it('runs a spawned worker thread (the image and PDF threads) at the background priority', async () => {
    const before = new Set(threadIds('WorkerThread'));
    const worker: Worker = spawnWorker(import.meta.url, './pool-priority.ts', './pool-priority.js');
    try {
      await once(worker, 'online');
      const mine = threadIds('WorkerThread').filter((tid) => !before.has(tid));
      expect(mine).toHaveLength(1);
      expect(threadNice(mine[0]!)).toBeGreaterThanOrEqual(POOL_NICE);
    } finally {
      await worker.terminate();
    }
  });
});
