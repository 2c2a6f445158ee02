import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  clockLabel,
  fullDate,
  longMonthDay,
  longMonthDayYear,
  monthDay,
  monthDayYear,
  monthYear,
  shortWeekdayMonthDay,
  shortWeekdayName,
  weekdayInitial,
  weekdayLongMonthDay,
  weekdayName,
} from './date-labels';

describe('date labels', () => {
  it('match the date-fns patterns they replace, every day of a leap year', () => {
    for (
      let d = new Date(2028, 0, 1);
      d.getFullYear() === 2028;
      d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
    ) {
      expect(monthDay(d)).toBe(format(d, 'MMM d'));
      expect(monthDayYear(d)).toBe(format(d, 'MMM d, yyyy'));
      expect(weekdayName(d)).toBe(format(d, 'EEEE'));
      expect(shortWeekdayMonthDay(d)).toBe(format(d, 'EEE, MMM d'));
      expect(shortWeekdayName(d)).toBe(format(d, 'EEE'));
      expect(weekdayInitial(d)).toBe(format(d, 'EEEEE'));
      expect(longMonthDay(d)).toBe(format(d, 'MMMM d'));
      expect(longMonthDayYear(d)).toBe(format(d, 'MMMM d, yyyy'));
      expect(monthYear(d)).toBe(format(d, 'MMMM yyyy'));
      expect(weekdayLongMonthDay(d)).toBe(format(d, 'EEEE, MMMM d'));
      expect(fullDate(d)).toBe(format(d, 'EEEE, MMMM d, yyyy'));
    }
  });

  it("format a clock like 'HH:mm' and 'h:mm a' for every minute of the day", () => {
    for (let m = 0; m < 24 * 60; m++) {
      const d = new Date(2026, 10, 22, Math.floor(m / 60), m % 60);
      expect(clockLabel(d.getHours(), d.getMinutes(), '24h')).toBe(format(d, 'HH:mm'));
      expect(clockLabel(d.getHours(), d.getMinutes(), '12h')).toBe(format(d, 'h:mm a'));
    }
  });
});
