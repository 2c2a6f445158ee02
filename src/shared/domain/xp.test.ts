import { describe, expect, it } from 'vitest';
import { levelForXp, xpToNextLevel } from './xp';

describe('xp', () => {
  it('derives the level as floor(xp / 100)', () => {
    expect(levelForXp(0)).toBe(0);
    expect(levelForXp(99)).toBe(0);
    expect(levelForXp(100)).toBe(1);
    expect(levelForXp(1050)).toBe(10);
  });

  it('says how much xp the next level needs', () => {
    expect(xpToNextLevel(0)).toBe(100);
    expect(xpToNextLevel(130)).toBe(70);
    expect(xpToNextLevel(200)).toBe(100);
  });
});
