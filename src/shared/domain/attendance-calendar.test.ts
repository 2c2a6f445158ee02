import { describe, expect, it } from 'vitest';
import { attendanceCalendar, type CalendarDay } from './attendance-calendar';

const days = (cal: ReturnType<typeof attendanceCalendar>) =>
  cal.months.flatMap((m) => m.weeks.flat()).filter((d): d is CalendarDay => d !== null);
const statusOn = (cal: ReturnType<typeof attendanceCalendar>, date: string) =>
  days(cal).find((d) => d.date === date)?.status;

describe('attendanceCalendar', () => {
  it('gives one grid per month the year touches, weeks from Sunday, padded with null', () => {
    const cal = attendanceCalendar(
      { startDate: '2026-08-17', endDate: '2027-06-04', weekdays: [1, 2, 3, 4, 5] },
      [],
      [],
    );
    expect(cal.months.map((m) => m.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    const aug = cal.months[0]!;
    // 2026-08-01 is a Saturday: six empty cells before it.
    expect(aug.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(aug.weeks[0]![6]).toEqual({ date: '2026-08-01', day: 1, status: 'outside' });
    expect(aug.weeks.every((w) => w.length === 7)).toBe(true);
    expect(statusOn(cal, '2026-08-17')).toBe('unmarked');
    expect(statusOn(cal, '2026-08-22')).toBe('off');
    expect(statusOn(cal, '2027-06-07')).toBe('outside');
  });

  it('marks present, absent, break and off, and counts only school days as school days', () => {
    const year = { startDate: '2026-09-07', endDate: '2026-09-20', weekdays: [1, 2, 3, 4, 5] };
    const cal = attendanceCalendar(
      year,
      [{ startDate: '2026-09-14', endDate: '2026-09-16' }],
      [
        { date: '2026-09-07', present: true },
        { date: '2026-09-08', present: false },
        // A mark in a break and on a Saturday still shows and counts: the parent recorded it.
        { date: '2026-09-15', present: true },
        { date: '2026-09-12', present: true },
        // Outside the year: ignored.
        { date: '2026-09-21', present: true },
      ],
    );
    expect(statusOn(cal, '2026-09-07')).toBe('present');
    expect(statusOn(cal, '2026-09-08')).toBe('absent');
    expect(statusOn(cal, '2026-09-09')).toBe('unmarked');
    expect(statusOn(cal, '2026-09-14')).toBe('break');
    expect(statusOn(cal, '2026-09-15')).toBe('present');
    expect(statusOn(cal, '2026-09-12')).toBe('present');
    expect(statusOn(cal, '2026-09-13')).toBe('off');
    expect(statusOn(cal, '2026-09-21')).toBe('outside');
    // 10 weekdays, 3 in the break.
    expect(cal.totals).toEqual({ schoolDays: 7, present: 3, absent: 1, unmarked: 5 });
  });

  it('has 29 days in February of a leap year and 28 otherwise', () => {
    const leap = attendanceCalendar(
      { startDate: '2028-02-01', endDate: '2028-03-01', weekdays: [1, 2, 3, 4, 5] },
      [],
      [{ date: '2028-02-29', present: true }],
    );
    const feb = days(leap).filter((d) => d.date.startsWith('2028-02'));
    expect(feb).toHaveLength(29);
    expect(statusOn(leap, '2028-02-29')).toBe('present');
    // February 2028 has 21 weekdays, plus Wednesday 1 March.
    expect(leap.totals.schoolDays).toBe(22);
    const plain = attendanceCalendar(
      { startDate: '2027-02-01', endDate: '2027-02-28', weekdays: [1, 2, 3, 4, 5] },
      [],
      [],
    );
    expect(days(plain)).toHaveLength(28);
    expect(plain.totals.schoolDays).toBe(20);
  });

  it('spans a year across December and January and a year of one day', () => {
    const cal = attendanceCalendar(
      { startDate: '2026-12-31', endDate: '2027-01-01', weekdays: [4, 5] },
      [],
      [],
    );
    expect(cal.months.map((m) => m.month)).toEqual(['2026-12', '2027-01']);
    expect(cal.totals.schoolDays).toBe(2);
    const one = attendanceCalendar({ startDate: '2026-09-07', endDate: '2026-09-07', weekdays: [1] }, [], []);
    expect(one.totals).toEqual({ schoolDays: 1, present: 0, absent: 0, unmarked: 1 });
  });
});
