import { describe, expect, it } from 'vitest';
import {
  addMonthsTo,
  calendarWindow,
  canGoToNextMonth,
  canGoToPreviousMonth,
  clampMonth,
  lastDayOf,
  monthGrid,
} from './calendar-window';

describe('calendar window', () => {
  it('runs from the first of the current month to the end of the month 24 months ahead', () => {
    expect(calendarWindow('2026-11-22')).toEqual({
      from: '2026-11-01',
      to: '2028-11-30',
      firstMonth: '2026-11',
      lastMonth: '2028-11',
    });
    expect(calendarWindow('2027-01-31')).toEqual({
      from: '2027-01-01',
      to: '2029-01-31',
      firstMonth: '2027-01',
      lastMonth: '2029-01',
    });
  });

  it('disables previous at the current month', () => {
    expect(canGoToPreviousMonth('2026-11', '2026-11-22')).toBe(false);
    expect(canGoToPreviousMonth('2026-12', '2026-11-22')).toBe(true);
  });

  it('disables next beyond 24 months ahead', () => {
    expect(canGoToNextMonth('2028-10', '2026-11-22')).toBe(true);
    expect(canGoToNextMonth('2028-11', '2026-11-22')).toBe(false);
    expect(addMonthsTo('2026-11', 24)).toBe('2028-11');
  });

  it('clamps a month into the window', () => {
    expect(clampMonth('2026-10', '2026-11-22')).toBe('2026-11');
    expect(clampMonth('2030-01', '2026-11-22')).toBe('2028-11');
    expect(clampMonth('2027-05', '2026-11-22')).toBe('2027-05');
  });

  it('knows month ends, leap years included', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
  });
});

describe('month grid', () => {
  it('starts weeks on Monday or Sunday and covers the whole month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const monday = monthGrid('2026-11', 1);
    expect(monday[0]?.[0]).toBe('2026-10-26');
    expect(monday.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(monday).toHaveLength(6);
    const sunday = monthGrid('2026-11', 0);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday.at(-1)?.[1]).toBe('2026-11-30');
    expect(sunday).toHaveLength(5);
    expect(sunday.every((w) => w.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February that fits', () => {
    // February 2026: Sunday 1st to Saturday 28th.
    expect(monthGrid('2026-02', 0)).toHaveLength(4);
  });
});
