/**
 * The image thread (ADR 048): a photo is read, decoded and made into its versions here, so its ~36 MB of decoded
 * pixels, the versions and their hashing never sit in the event loop's heap (the garbage collector's pauses
 * there delayed every other request while photos uploaded). Messages in: ImageJob; out: ImageJobResult.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { ImageJob, ImageJobResult } from './image-job';
import { ImageRefused, versionsOf } from './image-versions';

/** One libvips thread per photo; how many photos at once is `files/images.ts`'s turn. */
sharp.concurrency(1);

/** sharp's Buffers cannot be transferred (external memory): a copy here, on this thread, is sent without one. */
const transferable = (bytes: Buffer) => new Uint8Array(bytes);

async function versions(job: Extract<ImageJob, { kind: 'versions' }>): Promise<ImageJobResult> {
  try {
    const input =
      'file' in job
        ? await readFile(job.file)
        : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const image = await versionsOf(input);
    return {
      id: job.id,
      thumb: transferable(image.thumb),
      web: transferable(image.web),
      original: transferable(image.original),
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.original).digest('hex'),
    };
  } catch (error) {
    if (error instanceof ImageRefused) return { id: job.id, refused: error.message };
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ImageJob) => {
  if (job.kind === 'exit') process.exit(70);
  void versions(job).then((result) =>
    parentPort?.postMessage(
      result,
      'thumb' in result
        ? [result.thumb.buffer, result.web.buffer, result.original.buffer].map((b) => b as ArrayBuffer)
        : [],
    ),
  );
});
