import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  clockIn,
  dayNumber,
  daysBetween,
  fromIsoDate,
  isIsoDate,
  minutesNowIn,
  mondayOf,
  todayIn,
  toIsoDate,
  weekdayOf,
  weekdayOfDayNumber,
} from './dates';

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
      expect(dayNumber(day)).toBe(
        Math.round(parseISO(day).getTime() / 86_400_000 - parseISO(day).getTimezoneOffset() / 1440),
      );
      expect(weekdayOfDayNumber(dayNumber(day))).toBe(d.getDay());
      day = addDaysIso(day, 1);
    }
  }, 30_000); // 12,000 days through date-fns: about a second here, far longer on a loaded machine

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
    expect(clockIn('Asia/Kolkata', new Date('2026-07-01T04:00:42Z'))).toEqual({
      hours: 9,
      minutes: 30,
      seconds: 42,
    });
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01');
  });

  it("keeps each zone's date right every few minutes across midnights and clock changes, in any call order", () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const reference = (timezone: string, at: Date) => {
      if (!formats.has(timezone))
        formats.set(
          timezone,
          new Intl.DateTimeFormat('en-CA', {
            timeZone: timezone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }),
        );
      return formats.get(timezone)!.format(at);
    };
    const zones = [
      'Asia/Kathmandu',
      'Australia/Eucla',
      'America/St_Johns',
      'Pacific/Chatham',
      'Europe/London',
      'America/New_York',
    ];
    // Two days around Europe's and North America's spring change, and Chatham's autumn one, every 7 minutes
    // (so each minute of a quarter hour comes up).
    for (const start of ['2026-03-07T00:00:00Z', '2026-03-28T12:00:00Z', '2026-04-04T00:00:00Z']) {
      const minutes = Array.from(
        { length: (2 * 24 * 60) / 7 },
        (_, i) => new Date(Date.parse(start) + i * 7 * 60_000),
      );
      for (const at of [...minutes, ...minutes.reverse()])
        for (const zone of zones) expect(todayIn(zone, at)).toBe(reference(zone, at));
    }
    // Local mean time (an offset of 4:56:02 here) is answered but never kept.
    expect(todayIn('America/New_York', new Date('1880-01-01T04:58:00Z'))).toBe('1880-01-01');
    expect(todayIn('America/New_York', new Date('1880-01-01T04:55:00Z'))).toBe('1879-12-31');
  });
});
