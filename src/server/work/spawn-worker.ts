import { Worker } from 'node:worker_threads';
import { lowerPoolThreads } from './pool-priority';

/**
 * A worker thread for a module of the server (the PDF renderer's, ADR 021; the image thread's, ADR 048).
 * `callerUrl` is the caller's `import.meta.url`. From source (tsx, tests) the thread loads `source`, relative to
 * the caller, after registering tsx (a worker's execArgv cannot carry `--import`); in the built server it loads
 * `built`, the bundle's own entry, relative to `index.js`. The thread runs at a background priority (ADR 053).
 */
export function spawnWorker(callerUrl: string, source: string, built: string): Worker {
  const worker = callerUrl.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL(source, callerUrl).href)}); })`,
        { eval: true },
      )
    : new Worker(new URL(built, callerUrl));
  // Its work is in the background: once it runs (and has its thread's name), it yields the core to the event loop.
  worker.once('online', () => lowerPoolThreads());
  return worker;
}
