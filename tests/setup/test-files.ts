import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { BuiltApp } from '@server/app';

/** Files for the upload tests: a phone's photo with a location, a decompression bomb, a multipart body. */

/** A PNG chunk: length, type, data, CRC of type + data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A few hundred bytes that claim `side` × `side` pixels (a decompression bomb's header). */
export function bombPng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(side * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 640 × 320 photo with a location and 'rotate 90°' in its EXIF, as a phone writes it. */
export const phonePhoto = (background = '#3a7') =>
  sharp({ create: { width: 640, height: 320, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const BOUNDARY = '----homeschool-test-boundary';

/** A multipart/form-data body with one file field, as a browser sends it (`cut` ends it before the closing boundary). */
export function multipartFile(
  filename: string,
  bytes: Buffer,
  opts: { field?: string; contentType?: string; cut?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: opts.cut ? Buffer.concat([head, bytes]) : Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** An ISO-BMFF box (MP4, MOV, M4A): a 32-bit size, or `large` for the 64-bit form (size 1, then 8 bytes). */
export function mp4Box(type: string, parts: (Buffer | string)[] = [], large = false): Buffer {
  const payload = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
  const head = Buffer.alloc(large ? 16 : 8);
  head.writeUInt32BE(large ? 1 : 8 + payload.length);
  head.write(type, 4, 'latin1');
  if (large) head.writeBigUInt64BE(BigInt(16 + payload.length), 8);
  return Buffer.concat([head, payload]);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Where a phone says the video was made (ISO 6709), in each form the tests look for. */
export const VIDEO_LOCATION = '+51.5007-000.1246+012.000/';

/** QuickTime's `©xyz` user-data string: length, language, the text. */
export const quicktimeXyz = (text = VIDEO_LOCATION) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(text.length, 0);
  head.writeUInt16BE(0x15c7, 2);
  return mp4Box('\u00a9xyz', [head, text]);
};

/** An `ilst` item's value: a `data` box (type 1, UTF-8). */
const dataBox = (text: string) => mp4Box('data', [u32(1), u32(0), text]);

/** Apple's `moov/meta`: `hdlr`, `keys` (location and make) and the `ilst` items naming them by index. */
export function appleMeta(location = VIDEO_LOCATION): Buffer {
  const keys = ['com.apple.quicktime.location.ISO6709', 'com.apple.quicktime.make'];
  return mp4Box('meta', [
    mp4Box('hdlr', [u32(0), u32(0), 'mdta', Buffer.alloc(13)]),
    mp4Box('keys', [
      u32(0),
      u32(keys.length),
      ...keys.map((k) => Buffer.concat([u32(8 + k.length), Buffer.from('mdta'), Buffer.from(k)])),
    ]),
    mp4Box('ilst', [
      mp4Box('\u0000\u0000\u0000\u0001', [dataBox(location)]),
      mp4Box('\u0000\u0000\u0000\u0002', [dataBox('Apple')]),
    ]),
  ]);
}

/** iTunes-style `udta/meta` (a full box) with an `ilst` `©xyz` item. */
export const itunesMeta = (location = VIDEO_LOCATION) =>
  mp4Box('meta', [
    u32(0),
    mp4Box('hdlr', [u32(0), u32(0), 'mdir', 'appl', Buffer.alloc(9)]),
    mp4Box('ilst', [mp4Box('\u00a9xyz', [dataBox(location)]), mp4Box('\u00a9nam', [dataBox('Volcano')])]),
  ]);

/**
 * A small MP4 as a phone writes it: `ftyp`, then `moov` (a movie header, a track, user data with `©xyz` and
 * `loci`, and Apple's location key) before or after `mdat`. Enough for the type sniffing and the location walk;
 * no player would show a picture.
 */
export function phoneVideo(opts: { moovLast?: boolean; mdatBytes?: number; brand?: string } = {}): Buffer {
  const ftyp = mp4Box('ftyp', [opts.brand ?? 'isom', u32(0x200), 'isomiso2avc1mp41']);
  const loci = mp4Box('loci', [u32(0), Buffer.from([0x15, 0xc7]), 'Home\0', Buffer.alloc(13), 'Earth\0\0']);
  const moov = mp4Box('moov', [
    mp4Box('mvhd', [u32(0), Buffer.alloc(96, 1)]),
    mp4Box('trak', [mp4Box('tkhd', [u32(3), Buffer.alloc(80, 2)]), mp4Box('udta', [quicktimeXyz()])]),
    mp4Box('udta', [quicktimeXyz(), loci, itunesMeta(), u32(0)]),
    appleMeta(),
  ]);
  const mdat = mp4Box('mdat', [Buffer.alloc(opts.mdatBytes ?? 4096, 0x42)]);
  return Buffer.concat(opts.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

/** Uploads one file as the child's (`POST /api/students/:studentId/files`), expecting 201: the stored file's id. */
export async function uploadFile(
  app: BuiltApp['app'],
  cookie: string,
  studentId: string,
  name: string,
  bytes: Buffer,
): Promise<string> {
  const { payload, headers } = multipartFile(name, bytes);
  const res = await app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/files`,
    payload,
    headers: { ...headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
