import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { diskFileStore } from './disk-store';
import { newFileKey } from './file-store';
import { syncFolder, writeWholeFile } from './whole-file';

/** Every name under `dir`, hidden ones too (a part file starts with '.'). */
async function everything(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => entry.split(path.sep).join('/')).sort();
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hs-disk-store-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

it('a put flushes and renames into place: the object is whole and no part file is left (ADR 059)', async () => {
  const store = diskFileStore(root);
  const key = newFileKey('family');
  const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
  expect(await store.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' })).toEqual({
    size: bytes.length,
  });
  expect((await readFile(path.join(root, key))).equals(bytes)).toBe(true);
  expect(await everything(root)).toEqual(['family', key]);
});

it('a put whose write fails after the bytes are flushed leaves nothing: no object, no part file', async () => {
  const store = diskFileStore(root);
  const key = newFileKey('family');
  // A folder where the object should go: the flushed part file cannot be renamed over it.
  await mkdir(path.join(root, key, 'inside'), { recursive: true });
  await expect(
    store.put(key, Readable.from([Buffer.alloc(200_000, 1)]), { contentType: 'image/jpeg' }),
  ).rejects.toThrow();
  expect(await everything(root)).toEqual(['family', key, `${key}/inside`]);
});

it('a whole-file write that cannot be renamed leaves no part file, and a folder can be flushed', async () => {
  const target = path.join(root, 'version');
  await mkdir(path.join(target, 'inside'), { recursive: true });
  await expect(writeWholeFile(target, new Uint8Array(1000))).rejects.toThrow();
  expect(await everything(root)).toEqual(['version', 'version/inside']);
  await writeWholeFile(path.join(root, 'thumb'), new Uint8Array([1, 2, 3]));
  expect([...(await readFile(path.join(root, 'thumb')))]).toEqual([1, 2, 3]);
  await expect(syncFolder(root)).resolves.toBeUndefined();
  await expect(syncFolder(path.join(root, 'missing'))).resolves.toBeUndefined();
});
