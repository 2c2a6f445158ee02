import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { checkKey, type FileStore, type StoredObject } from './file-store';

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
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}`,
      );
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        const { size } = await stat(temporary);
        await rename(temporary, target);
        return { size };
      } catch (error) {
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
