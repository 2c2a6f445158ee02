import { describe, expect, it } from 'vitest';
import { planDay } from './plan-day';

describe('planDay', () => {
  it("reads 'Tue Sep 8': the weekday, the month and the day", () => {
    expect(planDay('2026-09-08', '2026-09-01')).toBe('Tue Sep 8');
    expect(planDay('2027-05-28', '2026-09-01')).toBe('Fri May 28');
    expect(planDay('2026-11-23', '2026-11-23')).toBe('Mon Nov 23');
  });

  it('adds the year to a day a year or more away', () => {
    expect(planDay('2027-09-07', '2026-09-07')).toBe('Tue Sep 7, 2027');
    expect(planDay('2027-09-06', '2026-09-07')).toBe('Mon Sep 6');
    expect(planDay('2025-09-01', '2026-09-07')).toBe('Mon Sep 1, 2025');
  });
});
