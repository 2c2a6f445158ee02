import { describe, expect, it } from 'vitest';
import { entryLocation, readClassPlace } from './class-place';

describe('entryLocation', () => {
  it('a home class keeps what was logged', () => {
    expect(entryLocation('home', 'home')).toBe('home');
    expect(entryLocation('away', 'home')).toBe('away');
  });
  it('a co-op, tutor or online class counts away', () => {
    for (const place of ['co-op', 'tutor', 'online']) expect(entryLocation('home', place)).toBe('away');
  });
  it('no class (a free subject) keeps what was logged', () => {
    expect(entryLocation('home', null)).toBe('home');
    expect(entryLocation('away', undefined)).toBe('away');
  });
  it('an unknown stored place reads as home', () => {
    expect(readClassPlace('moon')).toBe('home');
    expect(entryLocation('home', 'moon')).toBe('home');
  });
});
