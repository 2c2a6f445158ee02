/** A satisfiable byte range of a file: first and last byte, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Null: no header, or one we answer with the whole file (several ranges, another unit, a malformed
 * value). 'unsatisfiable': a range wholly past the end (answered 416). Media players (Safari's above all) need
 * ranges to play and seek a recording or a video.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
