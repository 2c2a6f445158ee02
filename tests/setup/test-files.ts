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
