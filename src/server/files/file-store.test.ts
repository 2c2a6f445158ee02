import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '@tests/setup/s3-server';
import { diskFileStore } from './disk-store';
import { checkKey, newFileKey, type FileStore } from './file-store';
import { s3FileStore } from './s3-store';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A body that sends `bytes` in 64 KB chunks, then fails instead of ending (an upload cut off). */
function cutOff(bytes: Buffer): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes.length) return this.destroy(new Error('connection reset'));
      this.push(bytes.subarray(sent, sent + 65_536));
      sent += 65_536;
    },
  });
}

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

const backends: { name: string; open: () => Promise<{ store: FileStore; close: () => Promise<void> }> }[] = [
  {
    name: 'disk',
    open: async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'hs-files-'));
      return { store: diskFileStore(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3-compatible server',
    open: async () => {
      const server = await startS3Server();
      const store = s3FileStore(server.config);
      return {
        store,
        close: async () => {
          store.client.destroy();
          await server.close();
        },
      };
    },
  },
];

describe('file keys', () => {
  it('are random under their prefix and never user text', () => {
    const a = newFileKey('3F2A-family');
    expect(a).toMatch(/^3f2a-family\/[0-9a-f]{32}$/);
    expect(newFileKey('3f2a-family')).not.toBe(a);
    for (const bad of ['../etc/passwd', '/abs', 'a/../b', 'a//b', 'Ünïcode', 'a b', '', 'a/']) {
      expect(() => checkKey(bad), bad).toThrow(/Not a file key/);
    }
  });
});

for (const backend of backends) {
  describe(`file store (${backend.name})`, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await backend.open());
    });
    afterAll(async () => {
      await close();
    });

    it('streams a file in and out byte for byte, lists it under its prefix, and deletes it', async () => {
      const bytes = randomBytes(6 * 1024 * 1024 + 17); // more than one multipart part
      const key = newFileKey('family-a');
      expect(await store.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' })).toEqual({
        size: bytes.length,
      });
      const back = await store.get(key);
      expect(sha256(await readAll(back!))).toBe(sha256(bytes));
      // A byte range (a media player's seek), both ends inclusive.
      const part = await readAll((await store.get(key, { start: 1000, end: 1999 }))!);
      expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);

      const small = newFileKey('family-a');
      await store.put(small, Readable.from([Buffer.from('hello')]), { contentType: 'text/plain' });
      await store.put(newFileKey('family-b'), Readable.from([Buffer.from('other')]), {
        contentType: 'text/plain',
      });
      expect(await keysUnder(store, 'family-a')).toEqual([key, small].sort());
      for await (const object of store.list('family-a'))
        expect(object.modifiedAt.getTime()).toBeGreaterThan(0);

      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key); // again: nothing to remove, no error
      expect(await keysUnder(store, 'family-a')).toEqual([small]);
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await store.get(newFileKey('family-c'))).toBeNull();
    });

    it('leaves no object when the upload is cut off', async () => {
      const key = newFileKey('family-d');
      await expect(
        store.put(key, cutOff(randomBytes(7 * 1024 * 1024)), { contentType: 'video/mp4' }),
      ).rejects.toThrow();
      expect(await store.get(key)).toBeNull();
      expect(await keysUnder(store, 'family-d')).toEqual([]);
    });

    it('refuses a key it did not make', async () => {
      await expect(
        store.put('../escape', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
      ).rejects.toThrow(/Not a file key/);
      await expect(store.get('a/../../b')).rejects.toThrow(/Not a file key/);
    });
  });
}

it('a cut-off upload leaves no temporary file in the disk store', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hs-files-'));
  const store = diskFileStore(root);
  await expect(
    store.put('family-e/x1', cutOff(randomBytes(300_000)), { contentType: 'image/png' }),
  ).rejects.toThrow();
  expect(await readdir(path.join(root, 'family-e'))).toEqual([]);
  await rm(root, { recursive: true, force: true });
});
