import { describe, expect, it } from 'vitest';
import { childNames } from './child-names';

const ava = { name: 'Ava' };
const ben = { name: 'Ben' };
const cy = { name: 'Cy' };

describe('childNames', () => {
  it('joins names for the accessible text', () => {
    expect(childNames([])).toBe('');
    expect(childNames([ava])).toBe('Ava');
    expect(childNames([ava, ben])).toBe('Ava and Ben');
    expect(childNames([ava, ben, cy])).toBe('Ava, Ben and Cy');
  });
});
