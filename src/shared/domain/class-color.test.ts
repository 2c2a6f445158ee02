import { describe, expect, it } from 'vitest';
import { CLASS_COLORS, classColor } from './class-color';

describe('class colour', () => {
  it('is one of class-color-1..10', () => {
    expect(CLASS_COLORS).toHaveLength(10);
    expect(CLASS_COLORS[0]).toBe('class-color-1');
    expect(CLASS_COLORS[9]).toBe('class-color-10');
    expect(CLASS_COLORS).toContain(classColor('any id'));
  });

  it('is stable for the same id', () => {
    const id = '3f1c2a9e-8f7b-4b0e-9a51-6d2c0f1e4a77';
    expect(classColor(id)).toBe(classColor(id));
    // FNV-1a('abc') = 0x1a47e90b = 440920331 → index 1. Pinned so colours never shift between releases.
    expect(classColor('abc')).toBe('class-color-2');
  });

  it('spreads ids over all ten colours', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => classColor(`class-${i}`)));
    expect(seen.size).toBe(10);
  });
});
