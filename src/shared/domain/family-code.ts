/**
 * The family's short sign-in code a child types (ADR 024): 6 characters from an alphabet
 * without look-alikes (no 0/O, 1/I/L), read case-insensitively with spaces and dashes ignored.
 */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FAMILY_CODE_LENGTH = 6;

/** A new random code (`random` gives uniform integers below its bound; crypto by default). */
export function newFamilyCode(random: (bound: number) => number = cryptoBelow): string {
  let code = '';
  for (let i = 0; i < FAMILY_CODE_LENGTH; i++)
    code += FAMILY_CODE_ALPHABET[random(FAMILY_CODE_ALPHABET.length)];
  return code;
}

/** What the child typed, as stored: upper case, without spaces or dashes. */
export const normalizeFamilyCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** A child's name as the sign-in matches it: trimmed, inner spaces collapsed, case-insensitive. */
export const normalizeChildName = (typed: string): string => typed.trim().replace(/\s+/g, ' ').toLowerCase();

function cryptoBelow(bound: number): number {
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(256 / bound) * bound;
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    if (byte[0]! < limit) return byte[0]! % bound;
  }
}
