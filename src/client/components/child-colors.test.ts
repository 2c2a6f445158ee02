import { describe, expect, it } from 'vitest';
import { STUDENT_COLORS } from '../../shared/domain/students';
import { childBorderClass, childDotClass } from './child-colors';

describe('child colours', () => {
  it('have a distinct literal class for every colour', () => {
    for (const map of [childDotClass, childBorderClass]) {
      const classes = STUDENT_COLORS.map((c) => map[c]);
      expect(new Set(classes).size).toBe(STUDENT_COLORS.length);
      for (const c of STUDENT_COLORS) expect(map[c]).toContain(`-${c}-500`);
    }
  });
});
