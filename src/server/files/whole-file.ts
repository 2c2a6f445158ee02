import { open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file written whole or not at all, on a folder store (the disk store's puts, the image thread's versions,
 * ADR 054): the bytes go to a hidden part file beside the target (the store's listing skips names starting with
 * '.') and are renamed into place once complete, so a reader never sees half a file. The part file's bytes are
 * on the disk before the rename, and the rename before its row is written (ADR 059): a power loss never leaves
 * an empty or partial file behind a committed row.
 */

/** The part file a write to `target` goes through: a fixed name, so whoever cleans up after a crash finds it. */
export const partFileOf = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.part`);

/**
 * Flushes a folder's entries (a rename into it) to the disk. Where a folder cannot be opened or synced (Windows,
 * some network file systems) the rename is as durable as the platform makes it, and this does nothing.
 */
export async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'ENOTSUP' && code !== 'EPERM' && code !== 'EISDIR') throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Writes `bytes` as `target` (whose folder exists), flushed to the disk before it is renamed into place; on a
 * failure nothing is left, not even the part. `syncFolder: false` leaves the folder's flush to the caller (who
 * writes several files into it, then flushes it once).
 */
export async function writeWholeFile(
  target: string,
  bytes: Uint8Array,
  options: { syncFolder?: boolean } = {},
): Promise<void> {
  const part = partFileOf(target);
  try {
    await writeFile(part, bytes, { flush: true });
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  if (options.syncFolder ?? true) await syncFolder(path.dirname(target));
}

/** Removes `target` and its part file, if either is there (after a write that failed or never answered). */
export async function removeWholeFile(target: string): Promise<void> {
  await Promise.all([rm(target, { force: true }), rm(partFileOf(target), { force: true })]);
}
