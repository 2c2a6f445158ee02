import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, pdfImage, processImage, THUMB_SIZE } from './images';
import { sniffType } from './sniff';
import { bombPng, phonePhoto } from '@tests/setup/test-files';

describe('image processing', () => {
  it('applies the orientation and strips every metadata block from every version', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from('Phone'))).toBe(true);
    expect(before.orientation).toBe(6);

    const out = await processImage(input);
    for (const [name, version] of Object.entries({
      thumb: out.thumb,
      web: out.web,
      original: out.original,
    })) {
      const meta = await sharp(version).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
      expect(meta.iptc, name).toBeUndefined();
      expect(meta.orientation, name).toBeUndefined();
      // Upright: the 640 × 320 landscape, turned 90°, is a portrait.
      expect(meta.height!, name).toBeGreaterThan(meta.width!);
      expect(version.includes(Buffer.from('GPS')), name).toBe(false);
    }
    expect(Math.max(...[await sharp(out.thumb).metadata()].map((m) => Math.max(m.width!, m.height!)))).toBe(
      THUMB_SIZE,
    );
    expect((await sharp(out.web).metadata()).height).toBe(640); // never enlarged
    expect([out.width, out.height]).toEqual([320, 640]);
  });

  it('refuses a decompression bomb before decoding it, a truncated file and bytes that are no image', async () => {
    // 20,000² is past libvips' own limit; 10,000² (100 megapixels) only past ours.
    for (const side of [20_000, 10_000]) {
      const bomb = bombPng(side);
      expect(bomb.length).toBeLessThan(2_000);
      await expect(processImage(bomb)).rejects.toThrow(/too large/);
    }
    const photo = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    await expect(processImage(photo.subarray(0, photo.length / 2))).rejects.toThrow(ImageRefused);
    await expect(processImage(Buffer.alloc(0))).rejects.toThrow(ImageRefused);
    await expect(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(
      ImageRefused,
    );
  });

  it('re-encodes a JPEG/HTML polyglot: no served version carries the markup', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(sniffType(polyglot)).toBe('image/jpeg');
    const out = await processImage(polyglot);
    for (const version of [out.thumb, out.web, out.original])
      expect(version.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('sniffType', () => {
  it('names the accepted types by their bytes and nothing else', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`)]);
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(webp)).toBe('image/webp');
    expect(sniffType(gif)).toBe('image/gif');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(ftyp('isom'))).toBe('video/mp4');
    expect(sniffType(ftyp('M4A '))).toBe('audio/mp4');
    expect(sniffType(ftyp('heic'))).toBe('image/heic');
    expect(sniffType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01]))).toBe('video/webm');
    expect(sniffType(Buffer.from('ID3\x04\x00'))).toBe('audio/mpeg');
    expect(sniffType(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe('audio/mpeg');
    for (const refused of [
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<!doctype html><html>',
      'MZ\x90\x00',
      '#!/bin/sh\n',
      'PK\x03\x04',
      '',
    ])
      expect(sniffType(Buffer.from(refused, 'latin1')), JSON.stringify(refused)).toBeNull();
  });

  it('makes a JPEG for a PDF from a WebP version, never larger than asked, transparency on white', async () => {
    const webp = await sharp({
      create: { width: 1600, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const jpeg = await pdfImage(webp, 1000);
    expect(sniffType(jpeg)).toBe('image/jpeg');
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 500]);
    const { dominant } = await sharp(jpeg).stats();
    expect(dominant).toEqual({ r: 248, g: 248, b: 248 });
    const small = await pdfImage(await sharp(webp).resize(320).webp().toBuffer(), 1000);
    expect((await sharp(small).metadata()).width).toBe(320);
  });
});
