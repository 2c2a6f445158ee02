import os from 'node:os';
import type { TransferListItem, Worker } from 'node:worker_threads';
// The event loop's thread loads libvips too: it then stays loaded when the image thread is replaced (sharp's
// advice for worker threads on glibc), and the PDFs' small conversions below run from here.
import sharp from 'sharp';
import { lowerPoolThreads } from '../work/pool-priority';
import { spawnWorker } from '../work/spawn-worker';
import type { ImageJob, ImageJobResult, VersionFiles } from './image-job';
import { removeWholeFile } from './whole-file';
import { ImageRefused, MAX_IMAGE_PIXELS, type ProcessedImage } from './image-versions';

export { ImageRefused, MAX_IMAGE_PIXELS, THUMB_SIZE, WEB_SIZE, type ProcessedImage } from './image-versions';

/**
 * Photos are made into their versions on one image thread (ADR 048), so the event loop never holds a photo's
 * decoded pixels and its garbage collector stays quick while a parent uploads a dozen photos (bench: uploads).
 * The event loop shares the machine's cores with libvips: a photo is decoded once and processed on one libvips
 * thread, and at most one fewer photos than there are cores are processed at once (others wait their turn, here,
 * before their bytes are read or sent).
 */
sharp.concurrency(1);
const MAX_AT_ONCE = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

/**
 * libvips works on its own threads: they yield the core to the event loop (ADRs 053 and 054). It starts them
 * as it needs them, so they are looked for before each photo (and by the image thread after each one).
 */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  lowerPoolThreads();
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

type Done = Exclude<ImageJobResult, { refused: string } | { error: string }>;

interface Thread {
  worker: Worker;
  jobs: Map<number, { resolve: (result: Done) => void; reject: (error: Error) => void }>;
  /** Set by closeImageWorker: called once the last job in hand is answered. */
  drained?: () => void;
}

/** The thread, started with the first photo and unref'd while idle (it never keeps the process alive). */
let thread: Thread | null = null;
let nextId = 1;

/**
 * A thread that crashes or exits fails the jobs it had in hand; the next job starts a new one. From source the
 * thread is `image-worker.ts` through tsx; in the built server the bundle's `files/image-worker.js`.
 */
function start(): Thread {
  const started: Thread = {
    worker: spawnWorker(import.meta.url, './image-worker.ts', './files/image-worker.js'),
    jobs: new Map(),
  };
  const failAll = (error: Error) => {
    if (thread === started) thread = null;
    for (const { reject } of started.jobs.values()) reject(error);
    started.jobs.clear();
    started.drained?.();
  };
  started.worker.on('message', (result: ImageJobResult) => {
    const job = started.jobs.get(result.id);
    if (!job) return;
    started.jobs.delete(result.id);
    if ('refused' in result) job.reject(new ImageRefused(result.refused));
    else if ('error' in result) job.reject(new Error(`Image processing failed: ${result.error}`));
    else job.resolve(result);
    if (started.jobs.size === 0) {
      started.worker.unref();
      started.drained?.();
    }
  });
  started.worker.on('error', (error) => failAll(error));
  started.worker.on('exit', (code) => failAll(new Error(`The image thread stopped (exit code ${code})`)));
  return started;
}

function send(job: ImageJob, transfer: TransferListItem[] = []): Promise<Done> {
  const current = (thread ??= start());
  current.worker.ref();
  return new Promise<Done>((resolve, reject) => {
    current.jobs.set(job.id, { resolve, reject });
    try {
      current.worker.postMessage(job, transfer);
    } catch (error) {
      // Not sent (bytes that cannot cross): the job is refused here and the idle thread let go.
      current.jobs.delete(job.id);
      if (current.jobs.size === 0) current.worker.unref();
      throw error;
    }
  });
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type Input = Buffer | { file: string };

/** The job for `input`: a stored upload's path, or bytes (copied unless `transfer` gives them away). */
function jobOf(input: Input, transfer: boolean, out?: VersionFiles): [ImageJob, TransferListItem[]] {
  if (!Buffer.isBuffer(input)) return [{ id: nextId++, kind: 'versions', file: input.file, out }, []];
  // Only a whole ArrayBuffer can be given away (a slice of Node's shared pool cannot).
  const whole = input.byteOffset === 0 && input.buffer.byteLength === input.byteLength;
  const bytes = transfer && whole ? new Uint8Array(input.buffer) : new Uint8Array(input);
  return [{ id: nextId++, kind: 'versions', bytes, out }, [bytes.buffer as ArrayBuffer]];
}

/**
 * The versions of an uploaded photo (`image-versions.ts`: oriented, every metadata block gone, refused with a
 * reason when it is no image, cut off or too large), made on the image thread, with the original's SHA-256.
 * `{ file }` is a stored upload's path on this machine (the thread reads it: its bytes never enter this heap);
 * bytes are copied to the thread unless `transfer` gives them away (the caller must not use them after).
 */
export function processImage(
  input: Input,
  options: { transfer?: boolean } = {},
): Promise<ProcessedImage & { sha256: string }> {
  return inTurn(async () => {
    const done = await send(...jobOf(input, options.transfer ?? false));
    if (!('thumb' in done)) throw new Error('The image thread wrote files it was not asked for');
    return {
      thumb: asBuffer(done.thumb),
      web: asBuffer(done.web),
      original: asBuffer(done.original),
      width: done.width,
      height: done.height,
      sha256: done.sha256,
    };
  });
}

export interface WrittenImage {
  /** Bytes of each file written. */
  sizes: { original: number; thumb: number; web: number };
  width: number;
  height: number;
  /** Of the original, hex. */
  sha256: string;
}

/**
 * As processImage, but the image thread writes the versions as `out`'s files itself (a folder store, ADR 054):
 * none of their bytes reach this thread. Each file is whole or absent; when the job fails in any way (a refusal,
 * an error, the thread's crash in the middle of writing) every file of `out` and its part file is removed
 * before this rejects.
 */
export function writeImageVersions(input: Input, out: VersionFiles): Promise<WrittenImage> {
  return inTurn(async () => {
    let done: Done;
    try {
      done = await send(...jobOf(input, false, out));
    } catch (error) {
      await Promise.all(Object.values(out).map((file: string) => removeWholeFile(file)));
      throw error;
    }
    if (!('written' in done)) throw new Error('The image thread answered bytes for files');
    return { sizes: done.written, width: done.width, height: done.height, sha256: done.sha256 };
  });
}

/** Ends the image thread (tests of a crash): the job is refused with an error, and the next one starts anew. */
export function crashImageWorker(): Promise<unknown> {
  return send({ id: nextId++, kind: 'exit' });
}

/**
 * Stops the image thread once the jobs it has in hand are answered (server close, tests); a job sent after
 * this starts a new thread. It never kills libvips in the middle of a photo.
 */
export async function closeImageWorker(): Promise<void> {
  const closing = thread;
  thread = null;
  if (!closing) return;
  if (closing.jobs.size > 0) await new Promise<void>((resolve) => (closing.drained = resolve));
  await closing.worker.terminate();
}

/**
 * A stored version of a photo (WebP) as a JPEG for a PDF (pdfmake embeds only JPEG and PNG): at most `size` px
 * on the long side, transparency on white. In turn with the uploads' processing (the same libvips limits). It
 * stays on this thread: libvips works on its own thread already, and a web size is ~0.3 MB, never decoded here.
 */
export function pdfImage(input: Buffer, size: number): Promise<Buffer> {
  return inTurn(() =>
    sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}
