import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween, isIsoDate, mondayOf, todayIn, weekdayOf } from './dates';

describe('dates', () => {
  it('computes today in the account timezone, not the server one', () => {
    const now = new Date('2026-03-10T03:30:00Z'); // 23:30 on the 9th in New York, 04:30 on the 10th in Paris
    expect(todayIn('America/New_York', now)).toBe('2026-03-09');
    expect(todayIn('Europe/Paris', now)).toBe('2026-03-10');
  });

  it('validates real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('does calendar arithmetic across month, year and DST boundaries', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });

  it('numbers weekdays with 0 = Sunday and finds the Monday of a week', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });
});
