import { Worker } from 'node:worker_threads';

/**
 * A worker thread for a module of the server (the PDF renderer's, ADR 021; the image thread's, ADR 048).
 * `callerUrl` is the caller's `import.meta.url`. From source (tsx, tests) the thread loads `source`, relative to
 * the caller, after registering tsx (a worker's execArgv cannot carry `--import`); in the built server it loads
 * `built`, the bundle's own entry, relative to `index.js`.
 */
export function spawnWorker(callerUrl: string, source: string, built: string): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(built, callerUrl));
  const href = JSON.stringify(new URL(source, callerUrl).href);
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${href}); })`, {
    eval: true,
  });
}
