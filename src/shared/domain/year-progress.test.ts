import { describe, expect, it } from 'vitest';
import { yearProgress } from './year-progress';

describe('yearProgress', () => {
  it('counts days remaining and the percent complete', () => {
    expect(yearProgress('2026-01-01')).toEqual({ year: 2026, daysRemaining: 364, percentComplete: 0.3, band: 'start' });
    expect(yearProgress('2026-12-31')).toMatchObject({ daysRemaining: 0, percentComplete: 100, band: 'three-quarters' });
    expect(yearProgress('2024-12-30').daysRemaining).toBe(1); // leap year: 366 days
  });

  it('changes colour band at 25, 50 and 75 percent', () => {
    expect(yearProgress('2026-04-01').band).toBe('start'); // day 91 of 365 = 24.9 %
    expect(yearProgress('2026-04-02').band).toBe('quarter');
    expect(yearProgress('2026-03-31').band).toBe('start');
    expect(yearProgress('2026-07-02').band).toBe('half');
    expect(yearProgress('2026-10-01').band).toBe('three-quarters');
  });
});
