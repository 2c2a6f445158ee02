import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { checkKey, type FileStore, type StoredObject } from './file-store';
import { syncFolder } from './whole-file';

const WRITE_BUFFER = 1024 * 1024;

/**
 * The default store: a folder (DATA_DIR/files) for one instance. A put writes a temporary file beside the
 * object and renames it into place once the body has ended, so a cut-off upload leaves no object and a reader
 * never sees half a file.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // a put in progress
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, key);
      else yield { key, modifiedAt: (await stat(full)).mtime };
    }
  }

  return {
    async put(key, body) {
      const target = pathOf(key);
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}`,
      );
      // The folder is made only when it is missing (its first object): not a mkdir for every put (ADR 054).
      const file = await open(temporary, 'wx').catch(async (error: unknown) => {
        if (!missing(error)) throw error;
        await mkdir(path.dirname(target), { recursive: true });
        return open(temporary, 'wx');
      });
      try {
        // Up to 1 MiB waits in memory while a write is under way, then goes in one writev: a stream upload
        // costs the event loop a few writes, not one per network read with its socket paused between (ADR 054).
        // `flush`: the bytes reach the disk before the file is closed and renamed, and the rename before the
        // caller writes its row (ADR 059) — a power loss never leaves an empty or partial file behind a row.
        const out = file.createWriteStream({ highWaterMark: WRITE_BUFFER, flush: true });
        await pipeline(body, out);
        await rename(temporary, target);
        await syncFolder(path.dirname(target)).catch(async (error: unknown) => {
          await rm(target, { force: true });
          throw error;
        });
        return { size: out.bytesWritten };
      } catch (error) {
        await file.close().catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return createReadStream(file, range) as Readable;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    localPath: pathOf,

    list(prefix) {
      const clean = prefix.replace(/\/+$/, '');
      return walk(clean ? pathOf(clean) : root, clean);
    },
  };
}
