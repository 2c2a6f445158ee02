/**
 * A file's type from its first bytes, never from its name or the client's header: the types the portfolio and
 * receipts take. Anything else (SVG, HTML, scripts, executables, archives) is null and refused.
 */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/gif'
  | 'image/heic'
  | 'application/pdf'
  | 'audio/mpeg'
  | 'audio/mp4'
  | 'video/mp4'
  | 'video/webm';

/** How many bytes `sniffType` needs to decide. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const starts = (bytes: Uint8Array, ...values: number[]) =>
  bytes.length >= values.length && values.every((v, i) => bytes[i] === v);

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
const M4A_BRANDS = ['M4A ', 'M4B '];

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (starts(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (starts(bytes, 0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIF_BRANDS.includes(brand)) return 'image/heic';
    if (M4A_BRANDS.includes(brand)) return 'audio/mp4';
    return 'video/mp4';
  }
  // MP3: an ID3 tag, or an MPEG audio frame's sync word (11 set bits) with a valid layer.
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0)
    return 'audio/mpeg';
  return null;
}
