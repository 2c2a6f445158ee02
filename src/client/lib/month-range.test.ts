import { describe, expect, it } from 'vitest';
import { monthOf, monthRange, monthsOf } from './month-range';

describe('month ranges', () => {
  it('covers a whole month, leap years included', () => {
    expect(monthOf('2026-03-14')).toBe('2026-03');
    expect(monthRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('lists the distinct months of a selection', () => {
    expect(monthsOf(['2026-03-02', '2026-01-31', '2026-03-20'])).toEqual(['2026-01', '2026-03']);
    expect(monthsOf([])).toEqual([]);
  });
});
