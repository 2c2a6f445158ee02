import { describe, expect, it } from 'vitest';
import { defaultTerm, type TermOption } from './term-choice';

const term = (id: string, startDate: string, endDate: string): TermOption => ({
  id,
  label: id,
  startDate,
  endDate,
});
const terms = [term('fall', '2026-08-17', '2026-12-18'), term('spring', '2027-01-04', '2027-06-04')];

describe('defaultTerm', () => {
  it('opens on the term today is in, else the latest begun, else the first, else none', () => {
    expect(defaultTerm(terms, '2026-09-01')).toBe('fall');
    expect(defaultTerm(terms, '2026-12-25')).toBe('fall'); // between terms: the one just finished
    expect(defaultTerm(terms, '2027-08-01')).toBe('spring');
    expect(defaultTerm(terms, '2026-01-01')).toBe('fall');
    expect(defaultTerm([], '2026-01-01')).toBeNull();
  });
});
