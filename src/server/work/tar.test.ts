import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, tarEnd, tarHeader, tarPadding, TarError } from './tar';

const at = new Date('2026-01-01T00:00:00Z');
const entry = (name: string, bytes: Buffer) => [
  tarHeader(name, bytes.length, at),
  bytes,
  tarPadding(bytes.length),
];

async function read(archive: Buffer, chunk = 7) {
  const pieces = [];
  for (let i = 0; i < archive.length; i += chunk) pieces.push(archive.subarray(i, i + chunk));
  const out: [string, string][] = [];
  for await (const e of readTar(Readable.from(pieces))) {
    const parts: Buffer[] = [];
    for await (const c of e.body) parts.push(c);
    out.push([e.name, Buffer.concat(parts).toString()]);
  }
  return out;
}

describe('the archive tar', () => {
  it('reads back what it writes, whatever the chunks, skipping a body the reader leaves', async () => {
    const big = Buffer.alloc(1500, 'b');
    const archive = Buffer.concat([
      ...entry('data.json', Buffer.from('{}')),
      ...entry('files/a', big),
      ...entry('files/e', Buffer.alloc(0)),
      tarEnd(),
    ]);
    expect(await read(archive)).toEqual([
      ['data.json', '{}'],
      ['files/a', big.toString()],
      ['files/e', ''],
    ]);
    const names: string[] = [];
    for await (const e of readTar(Readable.from([archive]))) names.push(e.name); // bodies left unread
    expect(names).toEqual(['data.json', 'files/a', 'files/e']);
    // The system's tar agrees on the layout: sizes in octal, ustar magic, padded to 512.
    expect(archive.length % 512).toBe(0);
    expect(archive.toString('ascii', 257, 262)).toBe('ustar');
  });

  it('refuses links, odd names, damaged headers and a cut-off archive', async () => {
    const link = tarHeader('files/x', 0, at);
    link.write('2', 156);
    const fixSum = (h: Buffer) => {
      let sum = 0;
      for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
      h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
      return h;
    };
    const dotdot = tarHeader('files/x', 0, at);
    dotdot.write('../etc/passwd\0', 0);
    const damaged = tarHeader('files/x', 0, at);
    damaged[0] = 0x46;
    const cases = [
      Buffer.concat([fixSum(link), tarEnd()]),
      Buffer.concat([fixSum(dotdot), tarEnd()]),
      Buffer.concat([damaged, tarEnd()]),
      Buffer.concat(entry('data.json', Buffer.from('{}'))),
      Buffer.concat([tarHeader('data.json', 100, at), Buffer.from('short')]),
    ];
    for (const archive of cases) await expect(read(archive)).rejects.toBeInstanceOf(TarError);
    expect(() => tarHeader('../x', 1, at)).toThrow(TarError);
    expect(() => tarHeader('x', -1, at)).toThrow(TarError);
  });
});
