import { describe, expect, it } from 'vitest';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import {
  appleMeta,
  itunesMeta,
  mp4Box,
  phoneVideo,
  quicktimeXyz,
  VIDEO_LOCATION,
} from '@tests/setup/test-files';
import { Mp4LocationStripper, Mp4Refused, stripMoovLocation } from './mp4-location';
import { sniffType } from './sniff';

/** Feeds `bytes` through a stripper `step` bytes at a time, as an upload's chunks arrive. */
function strip(bytes: Buffer, step = bytes.length, maxMoovBytes?: number) {
  const stripper = new Mp4LocationStripper(maxMoovBytes);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += step) out.push(...stripper.push(bytes.subarray(at, at + step)));
  out.push(...stripper.end());
  return { bytes: Buffer.concat(out), blanked: stripper.blanked };
}

/** The top-level boxes' types and offsets (what a player's first look at the file sees). */
function topLevel(bytes: Buffer): [string, number][] {
  const boxes: [string, number][] = [];
  for (let at = 0; at < bytes.length;) {
    const size32 = bytes.readUInt32BE(at);
    const size =
      size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32 === 0 ? bytes.length - at : size32;
    boxes.push([bytes.toString('latin1', at + 4, at + 8), at]);
    at += size;
  }
  return boxes;
}

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

function expectNoLocation(bytes: Buffer) {
  expect(has(bytes, VIDEO_LOCATION)).toBe(false);
  expect(has(bytes, 'com.apple.quicktime.location')).toBe(false);
  expect(has(bytes, '\u00a9xyz')).toBe(false);
  expect(has(bytes, 'loci')).toBe(false);
  expect(has(bytes, 'Earth')).toBe(false);
}

describe('MP4/MOV location stripping', () => {
  it('blanks every location in a moov before the mdat, in place, whatever the chunks', () => {
    const input = phoneVideo();
    expect(sniffType(input.subarray(0, 32))).toBe('video/mp4');
    expect(has(input, VIDEO_LOCATION)).toBe(true);
    for (const step of [input.length, 4096, 100, 7, 1]) {
      const out = strip(input, step);
      expect(out.bytes.length, `step ${step}`).toBe(input.length);
      // trak/udta ©xyz, udta ©xyz, loci, udta/meta/ilst ©xyz, and Apple's key and its item.
      expect(out.blanked, `step ${step}`).toBe(6);
      expectNoLocation(out.bytes);
      expect(topLevel(out.bytes)).toEqual(topLevel(input));
      // What is no location stays: the make, the title, the media.
      expect(has(out.bytes, 'com.apple.quicktime.make')).toBe(true);
      expect(has(out.bytes, 'Apple')).toBe(true);
      expect(has(out.bytes, 'Volcano')).toBe(true);
      expect(out.bytes.subarray(-4096)).toEqual(input.subarray(-4096));
    }
  });

  it('holds only the moov when it comes after the mdat', () => {
    const input = phoneVideo({ moovLast: true, mdatBytes: 100_000 });
    const out = strip(input, 1000);
    expect(out.bytes.length).toBe(input.length);
    expect(out.blanked).toBe(6);
    expectNoLocation(out.bytes);
    expect(topLevel(out.bytes).map(([type]) => type)).toEqual(['ftyp', 'mdat', 'moov']);
    // A moov after the mdat is read in full, so what passes first is out before the moov has arrived.
    const stripper = new Mp4LocationStripper();
    const early = stripper.push(input.subarray(0, 50_000));
    expect(Buffer.concat(early)).toEqual(input.subarray(0, 50_000));
  });

  it('reads 64-bit sizes and boxes that run to the end of the file', () => {
    const ftyp = mp4Box('ftyp', ['qt  ', Buffer.alloc(4), 'qt  ']);
    const moov = mp4Box('moov', [mp4Box('udta', [quicktimeXyz()]), appleMeta()], true);
    const mdat = mp4Box('mdat', [Buffer.alloc(5000, 7)], true);
    for (const input of [Buffer.concat([ftyp, moov, mdat]), Buffer.concat([ftyp, mdat, moov])]) {
      const out = strip(input, 333);
      expect(out.bytes.length).toBe(input.length);
      expect(out.blanked).toBe(3);
      expectNoLocation(out.bytes);
    }

    // Size 0: the last box runs to the end (an mdat being written, or a moov last).
    const toEnd = (box: Buffer) => Buffer.concat([Buffer.alloc(4), box.subarray(4)]);
    const plainMoov = mp4Box('moov', [mp4Box('udta', [quicktimeXyz()])]);
    const mdatToEnd = Buffer.concat([ftyp, plainMoov, toEnd(mp4Box('mdat', [Buffer.alloc(3000, 9)]))]);
    const moovToEnd = Buffer.concat([ftyp, mp4Box('mdat', [Buffer.alloc(3000, 9)]), toEnd(plainMoov)]);
    for (const input of [mdatToEnd, moovToEnd]) {
      const out = strip(input, 512);
      expect(out.bytes.length).toBe(input.length);
      expect(out.blanked).toBe(1);
      expect(has(out.bytes, VIDEO_LOCATION)).toBe(false);
    }
  });

  it('finds the location nested in udta/meta/ilst and leaves a file without one byte for byte', () => {
    const moov = mp4Box('moov', [mp4Box('udta', [itunesMeta()])]);
    expect(stripMoovLocation(moov)).toBe(1);
    expect(has(moov, VIDEO_LOCATION)).toBe(false);
    expect(has(moov, 'Volcano')).toBe(true);

    const clean = Buffer.concat([
      mp4Box('ftyp', ['M4A ', Buffer.alloc(4), 'M4A mp42isom']),
      mp4Box('moov', [mp4Box('mvhd', [Buffer.alloc(100, 3)]), mp4Box('udta', [mp4Box('name', ['Song'])])]),
      mp4Box('mdat', [Buffer.alloc(2000, 5)]),
    ]);
    const out = strip(clean, 64);
    expect(out.blanked).toBe(0);
    expect(out.bytes).toEqual(clean);
  });

  it('refuses a file cut off in a header, in the moov or in the mdat, and boxes that overrun their parent', () => {
    const input = phoneVideo({ moovLast: true });
    const moovAt = topLevel(input).find(([type]) => type === 'moov')![1];
    for (const cut of [input.length - 3, moovAt + 4, moovAt + 100, 60, 3]) {
      expect(() => strip(input.subarray(0, cut), 50), `cut at ${cut}`).toThrow(
        new Mp4Refused(m.videoDamaged),
      );
    }
    const overrun = mp4Box('moov', [mp4Box('udta', [quicktimeXyz()])]);
    overrun.writeUInt32BE(1000, 8); // udta claims more than its moov holds
    expect(() => stripMoovLocation(overrun)).toThrow(m.videoDamaged);
    const tiny = Buffer.concat([mp4Box('ftyp', ['isom']), Buffer.from([0, 0, 0, 4]), Buffer.from('mdat')]);
    expect(() => strip(tiny)).toThrow(m.videoDamaged);
  });

  it('refuses a moov larger than it may hold, without reading it all', () => {
    const input = phoneVideo();
    const moovSize = topLevel(input)[2]![1] - topLevel(input)[1]![1];
    expect(() => strip(input, 64, moovSize - 1)).toThrow(/index is larger than/);
    expect(() => strip(input, 64, moovSize)).not.toThrow();
    const toEnd = Buffer.concat([
      mp4Box('ftyp', ['isom']),
      Buffer.alloc(4),
      Buffer.from('moov'),
      Buffer.alloc(5000),
    ]);
    expect(() => strip(toEnd, 100, 4000)).toThrow(Mp4Refused);
  });
});
