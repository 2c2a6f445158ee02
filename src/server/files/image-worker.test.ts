import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeImageWorker, crashImageWorker, ImageRefused, processImage } from './images';
import { phonePhoto } from '@tests/setup/test-files';

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

  it('answers the jobs in hand before it is closed, and starts again after', async () => {
    const photo = await phonePhoto();
    const inHand = processImage(photo);
    await closeImageWorker();
    expect((await inHand).width).toBe(320);
    expect((await processImage(photo)).width).toBe(320);
  });
});
