import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeImageWorker, crashImageWorker, ImageRefused, processImage, writeImageVersions } from './images';
import type { ImageJob } from './image-job';
import { dialect, signUpUser } from '@tests/setup/api';
import { appWithStore, storedObjects } from '@tests/setup/file-stores';
import { multipartFile, phonePhoto } from '@tests/setup/test-files';

afterAll(closeImageWorker);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the image thread', () => {
  it('fails the jobs in hand when it crashes, and the next photo starts a new thread', async () => {
    const photo = await phonePhoto();
    expect((await processImage(photo)).width).toBe(320);

    await expect(crashImageWorker()).rejects.toThrow(/image thread stopped \(exit code 70\)/);

    const after = await processImage(photo);
    expect([after.width, after.height]).toEqual([320, 640]);
    expect(after.sha256).toBe(sha256(after.original));
    expect((await sharp(after.original).metadata()).exif).toBeUndefined();
  });

  it('reads a stored upload by its path, gives bytes away only when asked, and refuses as before', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-image-'));
    try {
      const photo = await phonePhoto();
      const file = path.join(dir, 'upload');
      await writeFile(file, photo);
      const fromFile = await processImage({ file });
      const fromBytes = await processImage(photo);
      expect(fromFile.sha256).toBe(fromBytes.sha256);
      expect(photo.byteLength).toBeGreaterThan(0); // copied, not given away

      const owned = Buffer.from(new Uint8Array(photo).buffer); // its own ArrayBuffer, not the pool
      await processImage(owned, { transfer: true });
      expect(owned.byteLength).toBe(0); // given away: no copy

      await writeFile(file, photo.subarray(0, photo.length / 2));
      await expect(processImage({ file })).rejects.toThrow(ImageRefused);
      await expect(processImage({ file: path.join(dir, 'missing') })).rejects.toThrow(
        /Image processing failed: .*ENOENT/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes the versions itself when given their files: the same bytes, whole, and nothing left when it fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-image-'));
    const post = Worker.prototype.postMessage;
    try {
      const photo = await phonePhoto();
      const file = path.join(dir, 'upload');
      await writeFile(file, photo);
      const out = (name: string) => ({
        original: path.join(dir, `${name}-original`),
        thumb: path.join(dir, `${name}-thumb`),
        web: path.join(dir, `${name}-web`),
      });
      const files = out('a');
      const written = await writeImageVersions({ file }, files);
      const made = await processImage(photo);
      expect(written.sha256).toBe(made.sha256);
      expect([written.width, written.height]).toEqual([made.width, made.height]);
      for (const name of ['original', 'thumb', 'web'] as const) {
        const bytes = await readFile(files[name]);
        expect(bytes.length).toBe(written.sizes[name]);
        expect(sha256(bytes)).toBe(sha256(made[name]));
      }
      expect((await sharp(files.original).metadata()).exif).toBeUndefined();
      const before = (await readdir(dir)).sort();

      // Refused, or the file to read missing: nothing written.
      await writeFile(file, photo.subarray(0, photo.length / 2));
      await expect(writeImageVersions({ file }, out('b'))).rejects.toThrow(ImageRefused);
      await expect(writeImageVersions({ file: path.join(dir, 'missing') }, out('c'))).rejects.toThrow(
        /ENOENT/,
      );
      // The thread dies with the original written and the thumbnail's part file begun: both are removed.
      await writeFile(file, photo);
      const spy = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (
        this: Worker,
        job: ImageJob,
        transfer?: readonly Transferable[],
      ) {
        post.call(this, { ...job, exitAfterWrites: 1 } as ImageJob, transfer as never);
      });
      await expect(writeImageVersions({ file }, out('d'))).rejects.toThrow(/exit code 70/);
      spy.mockRestore();
      expect((await readdir(dir)).sort()).toEqual(before);
      // A new thread for the next photo.
      expect((await writeImageVersions({ file }, out('e'))).sha256).toBe(made.sha256);
    } finally {
      Worker.prototype.postMessage = post;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers the jobs in hand before it is closed, and starts again after', async () => {
    const photo = await phonePhoto();
    const inHand = processImage(photo);
    await closeImageWorker();
    expect((await inHand).width).toBe(320);
    expect((await processImage(photo)).width).toBe(320);
  });
});

for (const store of ['disk', 's3'] as const) {
  it(`an upload whose image thread crashes is a server error and keeps nothing; the next one is kept (${store} store, ${dialect})`, async () => {
    const s = await appWithStore(store);
    const post = Worker.prototype.postMessage;
    try {
      const u = await signUpUser(s.t.app);
      const photo = await phonePhoto();
      const upload = () => {
        const { payload, headers } = multipartFile('photo.jpg', photo);
        return s.t.app.inject({
          method: 'POST',
          url: `/api/students/${u.studentId}/files`,
          payload,
          headers: { ...headers, cookie: u.cookie },
        });
      };
      // The photo's job reaches the thread as one that makes it exit, while the photo waits for its answer.
      const spy = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (
        this: Worker,
        job: ImageJob,
      ) {
        post.call(this, { id: job.id, kind: 'exit' } satisfies ImageJob);
      });
      const crashed = await upload();
      spy.mockRestore();
      expect(crashed.statusCode, crashed.body).toBe(500);
      expect(await storedObjects(s.t)).toEqual([]);
      const rows = await s.t.deps.db.selectFrom('files').select('id').where('userId', '=', u.id).execute();
      expect(rows).toEqual([]);

      const kept = await upload();
      expect(kept.statusCode, kept.body).toBe(201);
      expect(await storedObjects(s.t)).toHaveLength(3); // the original, the thumbnail, the web size
    } finally {
      Worker.prototype.postMessage = post;
      await s.close();
    }
  });
}

it(`an upload whose image thread dies while writing its versions keeps no file, not even a part (disk store, ${dialect})`, async () => {
  const s = await appWithStore('disk');
  const post = Worker.prototype.postMessage;
  try {
    const u = await signUpUser(s.t.app);
    const { payload, headers } = multipartFile('photo.jpg', await phonePhoto());
    // The thread writes the original, begins the thumbnail's part file, and exits.
    vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (
      this: Worker,
      job: ImageJob,
      transfer?: readonly Transferable[],
    ) {
      post.call(this, { ...job, exitAfterWrites: 1 } as ImageJob, transfer as never);
    });
    const crashed = await s.t.app.inject({
      method: 'POST',
      url: `/api/students/${u.studentId}/files`,
      payload,
      headers: { ...headers, cookie: u.cookie },
    });
    vi.restoreAllMocks();
    expect(crashed.statusCode, crashed.body).toBe(500);
    const files = await readdir(path.join(s.dataDir, 'files'), { recursive: true, withFileTypes: true });
    expect(files.filter((f) => f.isFile()).map((f) => f.name)).toEqual([]);
    const rows = await s.t.deps.db.selectFrom('files').select('id').where('userId', '=', u.id).execute();
    expect(rows).toEqual([]);
  } finally {
    Worker.prototype.postMessage = post;
    await s.close();
  }
});
