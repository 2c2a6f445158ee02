import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file written whole or not at all, on a folder store (the disk store's puts, the image thread's versions,
 * ADR 054): the bytes go to a hidden part file beside the target (the store's listing skips names starting with
 * '.') and are renamed into place once complete, so a reader never sees half a file.
 */

/** The part file a write to `target` goes through: a fixed name, so whoever cleans up after a crash finds it. */
export const partFileOf = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.part`);

/** Writes `bytes` as `target` (whose folder exists); on a failure nothing is left, not even the part. */
export async function writeWholeFile(target: string, bytes: Uint8Array): Promise<void> {
  const part = partFileOf(target);
  try {
    await writeFile(part, bytes);
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/** Removes `target` and its part file, if either is there (after a write that failed or never answered). */
export async function removeWholeFile(target: string): Promise<void> {
  await Promise.all([rm(target, { force: true }), rm(partFileOf(target), { force: true })]);
}
