import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { spawnWorker } from '../work/spawn-worker';
import type { BundleRequest } from './bundle-job';
import type { PdfInspection, PdfJob, PdfJobResult, PdfSlot } from './pdf-job';

/**
 * Renders documents to PDF bytes on a small pool of worker threads (ADR 021, ADR 036), so a long PDF does not
 * delay other requests and PDFs render side by side on a machine with cores to spare. The pool is one thread
 * fewer than the machine's cores (the event loop keeps one), at least one and at most four; a thread starts
 * with the first PDF it is given and is unref'd while idle: it never keeps the process alive. Each job goes to
 * the thread with the fewest in hand. From source (tsx, tests) the worker is the .ts file loaded through tsx;
 * in the built server it is the bundle's `pdf/pdf-worker.js` beside `index.js`.
 */
export const PDF_THREADS = pdfThreads(process.env.HS_PDF_THREADS);

/** cores − 1, from 1 to 4; HS_PDF_THREADS (1–4) forces a count (the bench's scaling experiment, ADR 062). */
export function pdfThreads(forced: string | undefined, cores = availableParallelism()): number {
  const n = Number(forced);
  if (forced && Number.isInteger(n) && n >= 1 && n <= 4) return n;
  return Math.max(1, Math.min(4, cores - 1));
}

interface Thread {
  worker: Worker;
  waiting: Map<number, { resolve: (result: PdfJobResult) => void; reject: (error: Error) => void }>;
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
    else job.resolve(result);
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

type NewJob = PdfJob extends infer J ? (J extends PdfJob ? Omit<J, 'id'> : never) : never;

/** Hands a job to the least busy thread (attached PDFs are copied there: the caller keeps its bytes). */
function run(job: NewJob): Promise<PdfJobResult> {
  const slot = leastBusy();
  return runOn((threads[slot] ??= start(slot)), job);
}

function runOn(thread: Thread, job: NewJob): Promise<PdfJobResult> {
  const id = nextId++;
  thread.worker.ref();
  return new Promise<PdfJobResult>((resolve, reject) => {
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({ ...job, id } as PdfJob);
  });
}

/**
 * The document as PDF bytes. `attach` draws other PDFs' pages into it after the layout (ADR 047): each slot
 * names a text node of `doc` (by `id`) under which the attachment's page goes, scaled to fit.
 */
export async function renderPdf(
  doc: TDocumentDefinitions,
  options: { footer?: string; attach?: { pdfs: Uint8Array[]; slots: PdfSlot[] } } = {},
): Promise<Buffer> {
  const result = await run({
    kind: 'render',
    doc,
    footer: options.footer,
    attachments: options.attach?.pdfs,
    slots: options.attach?.slots,
  });
  return pdfOf(result);
}

/** Reads PDFs on a PDF thread: each one's page count, or why it cannot be drawn (ADR 047). */
export async function inspectPdfs(pdfs: Uint8Array[], maxPages: number): Promise<PdfInspection[]> {
  if (pdfs.length === 0) return [];
  const result = await run({ kind: 'inspect', pdfs, maxPages });
  if (!('inspections' in result)) throw new Error('PDF rendering failed: no inspection');
  return result.inspections;
}

const pdfOf = (result: PdfJobResult): Buffer => {
  if (!('pdf' in result)) throw new Error('PDF rendering failed: no document');
  return Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength);
};

/**
 * A year-end bundle gathered and laid out on a PDF thread (ADR 062): the thread reads the record sections from its
 * own read-only handle on `database` (the server's DATABASE_URL). The caller has checked the rights first.
 */
export async function renderBundle(database: string, bundle: BundleRequest): Promise<Buffer> {
  return pdfOf(await run({ kind: 'bundle', database, bundle }));
}

const running = () => threads.filter((t): t is Thread => t !== null);

/** Closes every thread's handle on `database` (the app closing); the threads themselves stay for other PDFs. */
export async function closePdfDatabase(database: string): Promise<void> {
  await Promise.all(running().map((t) => runOn(t, { kind: 'close-db', database })));
}

/** The databases the running threads hold a handle on, one entry per thread and database (tests). */
export async function openPdfDatabases(): Promise<string[]> {
  const lists = await Promise.all(running().map((t) => runOn(t, { kind: 'open-dbs' })));
  return lists.flatMap((r) => ('databases' in r ? r.databases : []));
}

/** Stops the threads (tests, shutdown), their database handles closed first; the next PDF starts new ones. */
export async function closePdfWorker(): Promise<void> {
  const threadsNow = running();
  const open = [...new Set(await openPdfDatabases().catch(() => []))];
  await Promise.all(open.map((d) => closePdfDatabase(d).catch(() => {})));
  threads.fill(null);
  await Promise.all(threadsNow.map((t) => t.worker.terminate()));
}
