/**
 * The image thread (ADRs 048 and 054): a photo is read, decoded and made into its versions here, so its ~36 MB
 * of decoded pixels, the versions and their hashing never sit in the event loop's heap (the garbage collector's
 * pauses there delayed every other request while photos uploaded). On the disk store it also writes the
 * versions' files: nothing of a photo comes back to the event loop but its sizes. Messages in: ImageJob; out:
 * ImageJobResult.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { ImageJob, ImageJobResult, VersionFiles } from './image-job';
import { ImageRefused, versionsOf, type ProcessedImage } from './image-versions';
import { lowerPoolThreads } from '../work/pool-priority';
import { partFileOf, removeWholeFile, syncFolder, writeWholeFile } from './whole-file';

/** One libvips thread per photo; how many photos at once is `files/images.ts`'s turn. */
sharp.concurrency(1);

/** sharp's Buffers cannot be transferred (external memory): a copy here, on this thread, is sent without one. */
const transferable = (bytes: Buffer) => new Uint8Array(bytes);

type VersionsJob = Extract<ImageJob, { kind: 'versions' }>;

/**
 * Writes the versions as `out`'s files, each whole or not at all; if one fails, none is left. `exitAfterWrites`
 * (tests) ends the thread once that many are written, the next one's part file begun: a crash mid-write.
 */
async function write(image: ProcessedImage, out: VersionFiles, exitAfterWrites?: number) {
  const names = ['original', 'thumb', 'web'] as const;
  try {
    for (const [i, name] of names.entries()) {
      if (i === exitAfterWrites) {
        await writeFile(partFileOf(out[name]), image[name].subarray(0, 1));
        process.exit(70);
      }
      await writeWholeFile(out[name], image[name], { syncFolder: false });
    }
    // The three renames reach the disk before the event loop writes the row (ADR 059): the versions share a folder.
    await Promise.all([...new Set(names.map((name) => path.dirname(out[name])))].map(syncFolder));
  } catch (error) {
    await Promise.all(names.map((name) => removeWholeFile(out[name])));
    throw error;
  }
  return { original: image.original.length, thumb: image.thumb.length, web: image.web.length };
}

async function versions(job: VersionsJob): Promise<ImageJobResult> {
  try {
    const input =
      'file' in job
        ? await readFile(job.file)
        : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const image = await versionsOf(input);
    const made = {
      id: job.id,
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.original).digest('hex'),
    };
    if (job.out) return { ...made, written: await write(image, job.out, job.exitAfterWrites) };
    return {
      ...made,
      thumb: transferable(image.thumb),
      web: transferable(image.web),
      original: transferable(image.original),
    };
  } catch (error) {
    if (error instanceof ImageRefused) return { id: job.id, refused: error.message };
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ImageJob) => {
  if (job.kind === 'exit') process.exit(70);
  void versions(job).then((result) => {
    // libvips' threads started for this photo yield the core from now on (ADR 054): looked for here, off the
    // event loop.
    lowerPoolThreads();
    parentPort?.postMessage(
      result,
      'thumb' in result
        ? [result.thumb.buffer, result.web.buffer, result.original.buffer].map((b) => b as ArrayBuffer)
        : [],
    );
  });
});
