import { describe, expect, it } from 'vitest';
import {
  FAMILY_CODE_ALPHABET,
  FAMILY_CODE_LENGTH,
  newFamilyCode,
  normalizeChildName,
  normalizeFamilyCode,
} from './family-code';

describe('family sign-in code', () => {
  it('is 6 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = newFamilyCode();
      expect(code).toHaveLength(FAMILY_CODE_LENGTH);
      for (const ch of code) expect(FAMILY_CODE_ALPHABET).toContain(ch);
    }
    expect(FAMILY_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('uses the random source it is given', () => {
    expect(newFamilyCode(() => 0)).toBe('AAAAAA');
    expect(newFamilyCode((bound) => bound - 1)).toBe('999999');
  });

  it('reads a typed code case-insensitively, without spaces or dashes', () => {
    expect(normalizeFamilyCode(' k7p m3-q ')).toBe('K7PM3Q');
  });

  it('matches names trimmed and case-insensitively', () => {
    expect(normalizeChildName('  Ada   Lovelace ')).toBe('ada lovelace');
  });
});
