import { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfJob, PdfJobResult } from './pdf-job';

/**
 * Renders documents to PDF bytes on one worker thread (ADR 021), so a long PDF does not delay other
 * requests. The thread starts with the first PDF and is unref'd: it never keeps the process alive.
 * From source (tsx, tests) the worker is the .ts file loaded through tsx; in the built server it is the
 * bundle's `pdf/pdf-worker.js` beside `index.js`.
 */
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

const workerUrl = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./pdf-worker.ts', import.meta.url)
    : new URL('./pdf/pdf-worker.js', import.meta.url);

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker = null;
}

/** From source the thread registers tsx first (a worker's execArgv cannot carry `--import`). */
function spawn(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(workerUrl());
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl().href)}); })`;
  return new Worker(source, { eval: true });
}

function start(): Worker {
  const thread = spawn();
  thread.on('message', (result: PdfJobResult) => {
    const job = waiting.get(result.id);
    if (!job) return;
    waiting.delete(result.id);
    if ('error' in result) job.reject(new Error(`PDF rendering failed: ${result.error}`));
    else job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    if (waiting.size === 0) thread.unref();
  });
  thread.on('error', (error) => failAll(error));
  thread.on('exit', (code) => {
    if (worker === thread) failAll(new Error(`PDF worker stopped (exit code ${code})`));
  });
  return thread;
}

export function renderPdf(doc: TDocumentDefinitions, options: { footer?: string } = {}): Promise<Buffer> {
  worker ??= start();
  const thread = worker;
  const id = nextId++;
  thread.ref();
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, doc, footer: options.footer } satisfies PdfJob);
  });
}

/** Stops the thread (tests, shutdown); the next PDF starts a new one. */
export async function closePdfWorker(): Promise<void> {
  const thread = worker;
  worker = null;
  if (thread) await thread.terminate();
}
