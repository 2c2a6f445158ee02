import { describe, expect, it } from 'vitest';
import { addDaysIso, clockIn, dayNumber, daysBetween, fromIsoDate, isIsoDate, minutesNowIn, mondayOf, todayIn, toIsoDate, weekdayOf, weekdayOfDayNumber } from './dates';

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

describe('dates agree with date-fns day by day', () => {
  it('for every day from 1999 to 2032: weekday, next/previous day, distance and validity', async () => {
    const { addDays, differenceInCalendarDays, format, parseISO } = await import('date-fns');
    let day = '1999-01-01';
    const start = day;
    while (day < '2032-12-31') {
      const d = parseISO(day);
      expect(isIsoDate(day)).toBe(true);
      expect(weekdayOf(day)).toBe(d.getDay());
      expect(addDaysIso(day, 1)).toBe(format(addDays(d, 1), 'yyyy-MM-dd'));
      expect(addDaysIso(day, -1)).toBe(format(addDays(d, -1), 'yyyy-MM-dd'));
      expect(daysBetween(start, day)).toBe(differenceInCalendarDays(d, parseISO(start)));
      expect(toIsoDate(fromIsoDate(day))).toBe(day);
      expect(dayNumber(day)).toBe(Math.round(parseISO(day).getTime() / 86_400_000 - parseISO(day).getTimezoneOffset() / 1440));
      expect(weekdayOfDayNumber(dayNumber(day))).toBe(d.getDay());
      day = addDaysIso(day, 1);
    }
  });

  it('keeps four-digit years below 100 and rejects days a month does not have', () => {
    expect(addDaysIso('0099-12-31', 1)).toBe('0100-01-01');
    expect(fromIsoDate('0050-06-15').getFullYear()).toBe(50);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
  });

  it('reads the wall clock of the account timezone, midnight as 0', () => {
    const now = new Date('2026-07-01T04:00:00Z');
    expect(minutesNowIn('America/New_York', now)).toBe(0);
    expect(minutesNowIn('Asia/Kolkata', now)).toBe(9 * 60 + 30);
    expect(clockIn('Asia/Kolkata', new Date('2026-07-01T04:00:42Z'))).toEqual({ hours: 9, minutes: 30, seconds: 42 });
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01');
  });
});
