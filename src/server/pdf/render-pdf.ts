import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { spawnWorker } from '../work/spawn-worker';
import type { PdfJob, PdfJobResult } from './pdf-job';

/**
 * Renders documents to PDF bytes on a small pool of worker threads (ADR 021, ADR 036), so a long PDF does not
 * delay other requests and PDFs render side by side on a machine with cores to spare. The pool is one thread
 * fewer than the machine's cores (the event loop keeps one), at least one and at most four; a thread starts
 * with the first PDF it is given and is unref'd while idle: it never keeps the process alive. Each job goes to
 * the thread with the fewest in hand. From source (tsx, tests) the worker is the .ts file loaded through tsx;
 * in the built server it is the bundle's `pdf/pdf-worker.js` beside `index.js`.
 */
export const PDF_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>;
}

const threads: (Thread | null)[] = Array.from({ length: PDF_THREADS }, () => null);
let nextId = 1;

function start(slot: number): Thread {
  const thread: Thread = {
    worker: spawnWorker(import.meta.url, './pdf-worker.ts', './pdf/pdf-worker.js'),
    waiting: new Map(),
  };
  const failAll = (error: Error) => {
    for (const { reject } of thread.waiting.values()) reject(error);
    thread.waiting.clear();
    if (threads[slot] === thread) threads[slot] = null;
  };
  thread.worker.on('message', (result: PdfJobResult) => {
    const job = thread.waiting.get(result.id);
    if (!job) return;
    thread.waiting.delete(result.id);
    if ('error' in result) job.reject(new Error(`PDF rendering failed: ${result.error}`));
    else job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    if (thread.waiting.size === 0) thread.worker.unref();
  });
  thread.worker.on('error', (error) => failAll(error));
  thread.worker.on('exit', (code) => failAll(new Error(`PDF worker stopped (exit code ${code})`)));
  return thread;
}

/** The slot with the fewest jobs in hand (an idle one that has not started counts as none). */
function leastBusy(): number {
  let best = 0;
  for (let i = 1; i < threads.length; i++)
    if ((threads[i]?.waiting.size ?? 0) < (threads[best]?.waiting.size ?? 0)) best = i;
  return best;
}

export function renderPdf(doc: TDocumentDefinitions, options: { footer?: string } = {}): Promise<Buffer> {
  const slot = leastBusy();
  const thread = (threads[slot] ??= start(slot));
  const id = nextId++;
  thread.worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ id, doc, footer: options.footer } satisfies PdfJob);
  });
}

/** Stops the threads (tests, shutdown); the next PDF starts new ones. */
export async function closePdfWorker(): Promise<void> {
  const running = threads.filter((t): t is Thread => t !== null);
  threads.fill(null);
  await Promise.all(running.map((t) => t.worker.terminate()));
}
