import { formatSize } from '@shared/domain/file-size';
import { portfolioMessages as m } from '@shared/messages/portfolio';

/**
 * A phone's video (MP4, MOV) or recording (M4A) carries where it was made in its `moov` box: QuickTime's `©xyz`
 * (an ISO 6709 string such as "+51.5000-000.1167/") under `moov/udta` or an iTunes-style `moov/udta/meta/ilst`,
 * 3GPP's `loci`, Apple's `com.apple.quicktime.location.*` keys in `moov/meta` (`keys` + `ilst`), and XMP
 * (`udta/XMP_`, which may hold exif:GPS…). This removes them on the way to the store without re-encoding and
 * without moving a byte: each such box is renamed `free` (which every player skips) and its payload zeroed, so
 * every offset in the file (the sample tables point into `mdat`) stays right and the size is unchanged.
 *
 * Only the top-level boxes are walked as the bytes pass; `mdat` (the media, nearly all of the file) streams
 * through, and only `moov` (the index, usually well under a few MB) is held until it is whole, up to
 * `maxMoovBytes`. A file whose boxes run past its end is refused: it was cut off or is damaged.
 *
 * WebM (Matroska) is left as uploaded: phones write no standard location tag into it.
 */

/** The most of a `moov` box held in memory to clean it (a two-hour phone video's is a few MB). */
export const MAX_MOOV_BYTES = 64 * 1024 * 1024;

export class Mp4Refused extends Error {}

const damaged = () => new Mp4Refused(m.videoDamaged);

/** Boxes whose children are boxes and may hold (or lead to) a location. */
const CONTAINERS = new Set(['moov', 'trak', 'udta', 'meta', 'ilst']);
/** Boxes that are a location, by the box they sit in. */
const LOCATION_IN: Record<string, ReadonlySet<string>> = {
  udta: new Set(['\u00a9xyz', 'loci', 'XMP_']),
  ilst: new Set(['\u00a9xyz']),
};
const LOCATION_KEY = 'com.apple.quicktime.location.';

interface BoxHead {
  type: string;
  /** The header's length: 8, or 16 with a 64-bit size. */
  head: number;
  /** The whole box's length, or 'end' (size 0: to the end of the file or of its parent). */
  size: number | 'end';
}

/** A box's header at `at`, if `bytes` holds all of it (null: more bytes are needed). */
function readHead(bytes: Buffer, at: number, end: number): BoxHead | null {
  if (end - at < 8) return null;
  const size32 = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  if (size32 === 0) return { type, head: 8, size: 'end' };
  if (size32 !== 1) {
    if (size32 < 8) throw damaged();
    return { type, head: 8, size: size32 };
  }
  if (end - at < 16) return null;
  const size = bytes.readBigUInt64BE(at + 8);
  if (size < 16n || size > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return { type, head: 16, size: Number(size) };
}

/** Renames a box to `free` and zeroes what it held: its place and length stay. */
function blank(bytes: Buffer, at: number, box: { head: number; size: number }): void {
  bytes.write('free', at + 4, 'latin1');
  bytes.fill(0, at + box.head, at + box.size);
}

/**
 * Walks the boxes in `bytes[start, end)` (children of `parent`) and blanks every location among them, in place.
 * `locationItems`: the `ilst` item types (key indexes) that Apple's `keys` box names as a location.
 */
function clean(
  bytes: Buffer,
  start: number,
  end: number,
  parent: string,
  locationItems: ReadonlySet<number>,
): number {
  let blanked = 0;
  let at = start;
  // QuickTime may end a `udta` list with a 32-bit zero: fewer than 8 bytes left is no box.
  while (end - at >= 8) {
    const head = readHead(bytes, at, end);
    if (!head) throw damaged();
    const size = head.size === 'end' ? end - at : head.size;
    if (size < head.head || at + size > end) throw damaged();
    const box = { head: head.head, size };
    const keyItem = parent === 'ilst' && locationItems.has(bytes.readUInt32BE(at + 4));
    if (keyItem || LOCATION_IN[parent]?.has(head.type)) {
      blank(bytes, at, box);
      blanked++;
    } else if (head.type === 'meta') {
      blanked += cleanMeta(bytes, at + head.head, at + size);
    } else if (CONTAINERS.has(head.type)) {
      blanked += clean(bytes, at + head.head, at + size, head.type, locationItems);
    }
    at += size;
  }
  return blanked;
}

/**
 * A `meta` box: a full box (4 bytes of version and flags first) in the iTunes form under `udta`, a plain
 * container in QuickTime's form under `moov`. Its `keys` box (QuickTime's form) names the items of its `ilst`
 * by index: the location keys' names are zeroed and their items blanked.
 */
function cleanMeta(bytes: Buffer, start: number, end: number): number {
  const first = end - start >= 4 ? bytes.readUInt32BE(start) : 0;
  const from = first === 0 ? start + 4 : start;
  const locationItems = new Set<number>();
  let blanked = 0;
  for (let at = from; end - at >= 8;) {
    const head = readHead(bytes, at, end);
    if (!head) throw damaged();
    const size = head.size === 'end' ? end - at : head.size;
    if (size < head.head || at + size > end) throw damaged();
    if (head.type === 'keys') blanked += cleanKeys(bytes, at + head.head, at + size, locationItems);
    at += size;
  }
  return blanked + clean(bytes, from, end, 'meta', locationItems);
}

/** Apple's `keys` box: version and flags, a count, then each key (size, namespace, name); indexes from 1. */
function cleanKeys(bytes: Buffer, start: number, end: number, locationItems: Set<number>): number {
  if (end - start < 8) throw damaged();
  const count = bytes.readUInt32BE(start + 4);
  let blanked = 0;
  let at = start + 8;
  for (let index = 1; index <= count && end - at >= 8; index++) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > end) throw damaged();
    if (bytes.toString('latin1', at + 8, at + size).startsWith(LOCATION_KEY)) {
      bytes.fill(0, at + 8, at + size);
      locationItems.add(index);
      blanked++;
    }
    at += size;
  }
  return blanked;
}

/** Blanks every location in a whole `moov` box, in place; how many boxes and keys were blanked. */
export function stripMoovLocation(moov: Buffer): number {
  const head = readHead(moov, 0, moov.length);
  if (!head || head.type !== 'moov') throw damaged();
  return clean(moov, head.head, moov.length, 'moov', new Set());
}

type State =
  | { at: 'head' }
  | { at: 'pass'; left: number | 'end' }
  | { at: 'moov'; box: Buffer; filled: number }
  | { at: 'moov-to-end'; parts: Buffer[]; length: number };

/**
 * The top-level walk of an MP4/M4A/MOV as its bytes arrive (`push` each chunk, then `end`): what each returns is
 * the same bytes, in order, with the locations in `moov` blanked. Throws `Mp4Refused` for a file that is cut off
 * or damaged, or whose `moov` is larger than `maxMoovBytes`.
 */
export class Mp4LocationStripper {
  /** How many location boxes and keys were blanked so far. */
  blanked = 0;
  private state: State = { at: 'head' };
  private head = Buffer.alloc(16);
  private headLength = 0;

  constructor(private readonly maxMoovBytes = MAX_MOOV_BYTES) {}

  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let at = 0;
    while (at < chunk.length) {
      const state = this.state;
      const rest = chunk.length - at;
      if (state.at === 'head') {
        const take = Math.min(rest, 16 - this.headLength);
        chunk.copy(this.head, this.headLength, at, at + take);
        const box = readHead(this.head, 0, this.headLength + take);
        if (!box) {
          this.headLength += take;
          at += take;
          continue;
        }
        // Only the header's bytes are taken from this chunk; the rest is the box's payload.
        at += box.head - this.headLength;
        this.headLength = 0;
        this.begin(box, out);
      } else if (state.at === 'pass') {
        const n = state.left === 'end' ? rest : Math.min(rest, state.left);
        out.push(chunk.subarray(at, at + n));
        at += n;
        if (state.left !== 'end' && (state.left -= n) === 0) this.state = { at: 'head' };
      } else if (state.at === 'moov') {
        const n = Math.min(rest, state.box.length - state.filled);
        chunk.copy(state.box, state.filled, at, at + n);
        at += n;
        state.filled += n;
        if (state.filled === state.box.length) {
          out.push(this.cleaned(state.box));
          this.state = { at: 'head' };
        }
      } else {
        state.length += rest;
        if (state.length > this.maxMoovBytes) throw this.moovTooLarge();
        state.parts.push(Buffer.from(chunk.subarray(at)));
        at = chunk.length;
      }
    }
    return out;
  }

  /** The file has ended: what is still held, or a refusal if a box was cut off. */
  end(): Buffer[] {
    const state = this.state;
    if (state.at === 'head' && this.headLength === 0) return [];
    if (state.at === 'pass' && state.left === 'end') return [];
    if (state.at === 'moov-to-end') return [this.cleaned(Buffer.concat(state.parts))];
    throw damaged();
  }

  private begin(box: BoxHead, out: Buffer[]): void {
    const header = Buffer.from(this.head.subarray(0, box.head));
    if (box.type !== 'moov') {
      out.push(header);
      const left = box.size === 'end' ? 'end' : box.size - box.head;
      this.state = left === 0 ? { at: 'head' } : { at: 'pass', left };
      return;
    }
    if (box.size === 'end') {
      this.state = { at: 'moov-to-end', parts: [header], length: header.length };
      return;
    }
    if (box.size > this.maxMoovBytes) throw this.moovTooLarge();
    const moov = Buffer.alloc(box.size);
    header.copy(moov);
    if (box.size === box.head) out.push(this.cleaned(moov));
    else this.state = { at: 'moov', box: moov, filled: box.head };
  }

  private cleaned(moov: Buffer): Buffer {
    this.blanked += stripMoovLocation(moov);
    return moov;
  }

  private moovTooLarge(): Mp4Refused {
    return new Mp4Refused(m.videoIndexTooLarge(formatSize(this.maxMoovBytes)));
  }
}
