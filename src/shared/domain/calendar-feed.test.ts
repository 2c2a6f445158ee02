import { describe, expect, it } from 'vitest';
import { feedWindow, sessionDates, type SessionClass } from './calendar-feed';

// 2026-09-07 is a Monday.
const window = { from: '2026-09-07', to: '2026-09-20' };
const mwf: SessionClass = { daysOfWeek: [1, 3, 5], startDate: null, endDate: null, year: null };

describe('feedWindow', () => {
  it('reaches 30 days back and 180 days ahead of today', () => {
    expect(feedWindow('2026-11-23')).toEqual({ from: '2026-10-24', to: '2027-05-22' });
  });
});

describe('sessionDates', () => {
  it("lists the class's weekdays in the window; a class without dates meets every week", () => {
    expect(sessionDates(mwf, [], window)).toEqual([
      '2026-09-07',
      '2026-09-09',
      '2026-09-11',
      '2026-09-14',
      '2026-09-16',
      '2026-09-18',
    ]);
  });

  it("keeps inside the class's own dates", () => {
    expect(sessionDates({ ...mwf, startDate: '2026-09-09', endDate: '2026-09-15' }, [], window)).toEqual([
      '2026-09-09',
      '2026-09-11',
      '2026-09-14',
    ]);
  });

  it("keeps to the year's dates and school weekdays", () => {
    const year = { startDate: '2026-09-08', endDate: '2026-09-30', weekdays: [1, 2, 3, 4] };
    expect(sessionDates(mwf, [], { ...window, to: '2026-10-10' })).toHaveLength(15);
    expect(sessionDates({ ...mwf, year }, [], { ...window, to: '2026-10-10' })).toEqual([
      '2026-09-09',
      '2026-09-14',
      '2026-09-16',
      '2026-09-21',
      '2026-09-23',
      '2026-09-28',
      '2026-09-30',
    ]);
  });

  it('leaves out the days of a break', () => {
    expect(sessionDates(mwf, [{ startDate: '2026-09-09', endDate: '2026-09-14' }], window)).toEqual([
      '2026-09-07',
      '2026-09-16',
      '2026-09-18',
    ]);
  });

  it('has no sessions without a weekday, or when the class and year share none', () => {
    expect(sessionDates({ ...mwf, daysOfWeek: [] }, [], window)).toEqual([]);
    expect(
      sessionDates(
        {
          ...mwf,
          daysOfWeek: [6],
          year: { startDate: '2026-09-01', endDate: '2027-06-01', weekdays: [1, 2, 3, 4, 5] },
        },
        [],
        window,
      ),
    ).toEqual([]);
  });

  it('has none when the class ended before the window', () => {
    expect(sessionDates({ ...mwf, startDate: '2026-01-01', endDate: '2026-06-01' }, [], window)).toEqual([]);
  });
});
