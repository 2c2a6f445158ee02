import type { Readable } from 'node:stream';

/**
 * The account archive's container (ADR 029): a plain POSIX tar ("ustar"), written and read here because we
 * only ever read back what we wrote — regular files with short ASCII names — and anything else is refused.
 * A tar needs each entry's size before its bytes, never an index at the end, so it streams both ways.
 */

const BLOCK = 512;
/** Eleven octal digits: the largest size a ustar header holds (8 GiB − 1), far above any file we keep. */
const MAX_ENTRY_SIZE = 0o77777777777;
const NAME = /^[a-z0-9][a-z0-9._/-]{0,99}$/;

export class TarError extends Error {}

function writeOctal(header: Buffer, value: number, offset: number, width: number): void {
  header.write(`${value.toString(8).padStart(width - 1, '0')}\0`, offset, width, 'ascii');
}

const checksumOf = (header: Buffer) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
};

/** The 512-byte header of a regular file `name` of `size` bytes. */
export function tarHeader(name: string, size: number, modifiedAt: Date): Buffer {
  if (!NAME.test(name)) throw new TarError(`Not an archive entry name: ${JSON.stringify(name)}`);
  if (!Number.isSafeInteger(size) || size < 0 || size > MAX_ENTRY_SIZE)
    throw new TarError(`Not an archive entry size: ${size}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'ascii');
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(modifiedAt.getTime() / 1000), 136, 12);
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0' + '00', 257, 8, 'ascii');
  writeOctal(header, checksumOf(header), 148, 7);
  header[155] = 0x20;
  return header;
}

/** The zero bytes that fill an entry of `size` bytes up to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(2 * BLOCK);

function readOctal(header: Buffer, offset: number, width: number): number {
  const text = header.toString('ascii', offset, offset + width).replace(/[\0 ]+$/, '');
  if (!/^[0-7]{1,11}$/.test(text)) throw new TarError('The archive has a damaged entry header.');
  return parseInt(text, 8);
}

function parseHeader(header: Buffer): { name: string; size: number } {
  if (readOctal(header, 148, 8) !== checksumOf(header))
    throw new TarError('The archive has a damaged entry header.');
  const type = header[156];
  if (type !== 0x30 && type !== 0) throw new TarError('The archive holds something other than files.');
  const prefix = header.toString('ascii', 345, 500).replace(/\0.*$/s, '');
  const name = header.toString('ascii', 0, 100).replace(/\0.*$/s, '');
  const full = prefix ? `${prefix}/${name}` : name;
  if (!NAME.test(full) || full.includes('..'))
    throw new TarError('The archive has an entry with a strange name.');
  return { name: full, size: readOctal(header, 124, 12) };
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer | Uint8Array | string>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.from(next.value as Uint8Array);
    this.buffered.push(chunk);
    this.length += chunk.length;
    return true;
  }

  /** Exactly `n` bytes, or null when the stream ends first. */
  async read(n: number): Promise<Buffer | null> {
    while (this.length < n) if (!(await this.fill())) return null;
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  /** Up to `n` of the next bytes (at least one), or throws when the stream has ended. */
  async next(n: number): Promise<Buffer> {
    if (!this.length && !(await this.fill())) throw new TarError('The archive ends in the middle of a file.');
    const chunk = this.buffered.shift()!;
    const piece = chunk.length > n ? chunk.subarray(0, n) : chunk;
    if (piece !== chunk) this.buffered.unshift(chunk.subarray(n));
    this.length -= piece.length;
    return piece;
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes. Read them all (or call `skip`) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
}

/**
 * The entries of an archive as they arrive: each one's name, size and bytes. Refuses (TarError) anything but
 * regular files with plain names, a damaged header and an archive cut off before its end.
 */
export async function* readTar(source: Readable | AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.read(BLOCK);
    if (!header) throw new TarError('The archive ends before its last file.');
    if (header.every((b) => b === 0)) return;
    const { name, size } = parseHeader(header);
    let left = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const piece = await reader.next(left);
        left -= piece.length;
        yield piece;
      }
    }
    yield { name, size, body: body() };
    // Whatever the caller left of the entry, then the padding.
    while (left > 0) left -= (await reader.next(left)).length;
    if (size % BLOCK && !(await reader.read(BLOCK - (size % BLOCK))))
      throw new TarError('The archive ends in the middle of a file.');
  }
}
