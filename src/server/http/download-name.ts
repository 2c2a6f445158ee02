/**
 * Download file names (every PDF and export route): the name with the family's own words in any script, and the
 * `content-disposition` header that carries it (RFC 6266): an ASCII `filename` for old clients and the name
 * itself as `filename*=UTF-8''…` (RFC 8187). A header value must be Latin-1: a raw 'Ł' in it is a 500.
 */

/** A download's name from its kind and words (the child's name, the year): 'reading-log-łukasz-2026-27.pdf'. */
export function downloadName(kind: string, words: string[], extension: string): string {
  const slug = Array.from(
    words
      .join(' ')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+/, ''),
  )
    .slice(0, 80)
    .join('')
    .replace(/-+$/, '');
  return `${kind}${slug ? `-${slug}` : ''}.${extension}`;
}

/** Letters that Unicode does not take apart into a Latin letter and an accent. */
const LATIN_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ø: 'o',
  Ø: 'O',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
};
const UNSPLIT = new RegExp(`[${Object.keys(LATIN_LETTERS).join('')}]`, 'g');

/** The name in ASCII letters, digits, '-' and '.': 'report-card-łukasz-żółć-日本.pdf' → 'report-card-lukasz-zolc.pdf'. */
function asciiName(name: string): string {
  return name
    .replace(UNSPLIT, (letter) => LATIN_LETTERS[letter]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/-+(?=\.)|^-+|-+$/g, '');
}

/** RFC 8187's value: UTF-8, every byte outside its attr-char percent-encoded. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<the name, percent-encoded>`. */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return `${type}; filename="${asciiName(name)}"; filename*=UTF-8''${extValue(name)}`;
}
