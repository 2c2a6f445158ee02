import { describe, expect, it } from 'vitest';
import {
  formatClassTimes,
  formatTimeOfDay,
  formatWeekdays,
  hoursPerWeek,
  isTimeSlot,
  occurrenceDates,
  parseClassTimes,
  parseTime12,
  sortWeekdays,
  TIME_SLOTS,
} from './class-schedule';

describe('time slots', () => {
  it('runs every 30 minutes from 6:00 AM to 10:30 PM', () => {
    expect(TIME_SLOTS[0]).toBe('06:00');
    expect(TIME_SLOTS[1]).toBe('06:30');
    expect(TIME_SLOTS.at(-1)).toBe('22:30');
    expect(TIME_SLOTS).toHaveLength(34);
  });

  it('accepts only the slots', () => {
    expect(isTimeSlot('09:00')).toBe(true);
    expect(isTimeSlot('22:30')).toBe(true);
    expect(isTimeSlot('05:30')).toBe(false);
    expect(isTimeSlot('23:00')).toBe(false);
    expect(isTimeSlot('09:15')).toBe(false);
    expect(isTimeSlot('9:00')).toBe(false);
  });
});

describe('class time text', () => {
  it("formats 'h:mm AM - h:mm PM'", () => {
    expect(formatClassTimes('09:00', '10:00')).toBe('9:00 AM - 10:00 AM');
    expect(formatClassTimes('11:30', '13:00')).toBe('11:30 AM - 1:00 PM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('00:30')).toBe('12:30 AM');
    expect(formatTimeOfDay('22:30')).toBe('10:30 PM');
    expect(formatTimeOfDay('14:05', '24h')).toBe('14:05');
  });

  it('parses with 12 AM as 0 and 12 PM as 12', () => {
    expect(parseTime12('12:00 AM')).toBe(0);
    expect(parseTime12('12:30 PM')).toBe(12 * 60 + 30);
    expect(parseTime12('1:15 pm')).toBe(13 * 60 + 15);
    expect(parseTime12('9:00 AM')).toBe(9 * 60);
    expect(parseTime12('13:00 PM')).toBeNull();
    expect(parseTime12('0:00 AM')).toBeNull();
    expect(parseTime12('nine')).toBeNull();
    expect(parseClassTimes('9:00 AM - 10:30 AM')).toEqual({ start: 540, end: 630 });
    expect(parseClassTimes('11:00 AM - 12:00 PM')).toEqual({ start: 660, end: 720 });
    expect(parseClassTimes('9:00 AM')).toBeNull();
  });

  it('round-trips every slot', () => {
    for (const slot of TIME_SLOTS) {
      const [h = NaN, m = NaN] = slot.split(':').map(Number);
      expect(parseTime12(formatTimeOfDay(slot))).toBe(h * 60 + m);
    }
  });
});

describe('hours per week', () => {
  it('is duration × weekdays, rounded to one decimal', () => {
    expect(hoursPerWeek('09:00', '10:00', [1, 3, 5])).toBe(3);
    expect(hoursPerWeek('09:00', '10:30', [1, 3])).toBe(3);
    expect(hoursPerWeek('09:00', '09:30', [1, 2, 3, 4, 5])).toBe(2.5);
    expect(hoursPerWeek('06:00', '22:30', [0, 1, 2, 3, 4, 5, 6])).toBe(115.5);
  });

  it('counts a repeated weekday once', () => {
    expect(hoursPerWeek('09:00', '10:00', [1, 1, 3])).toBe(2);
  });
});

describe('weekdays', () => {
  it('orders Monday first and Sunday (0) last', () => {
    expect(sortWeekdays([0, 5, 1, 3])).toEqual([1, 3, 5, 0]);
    expect(formatWeekdays([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(formatWeekdays([0, 6])).toBe('Sat, Sun');
    expect(formatWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });
});

describe('occurrence dates', () => {
  const wide = { from: '2020-01-01', to: '2030-12-31' };

  it('lists each matching weekday in the range, both ends included', () => {
    // September 2027 starts on a Wednesday.
    const dates = occurrenceDates([1, 3, 5], '2027-09-01', '2027-09-30', wide);
    expect(dates).toEqual([
      '2027-09-01',
      '2027-09-03',
      '2027-09-06',
      '2027-09-08',
      '2027-09-10',
      '2027-09-13',
      '2027-09-15',
      '2027-09-17',
      '2027-09-20',
      '2027-09-22',
      '2027-09-24',
      '2027-09-27',
      '2027-09-29',
    ]);
  });

  it('handles Sunday as 0 and a one-day range', () => {
    expect(occurrenceDates([0], '2027-09-05', '2027-09-05', wide)).toEqual(['2027-09-05']);
    expect(occurrenceDates([1], '2027-09-05', '2027-09-05', wide)).toEqual([]);
  });

  it('is bounded to the calendar window', () => {
    const window = { from: '2026-11-01', to: '2028-11-30' };
    const dates = occurrenceDates([1, 2, 3, 4, 5, 6, 0], '2026-01-01', '2099-12-31', window);
    expect(dates[0]).toBe('2026-11-01');
    expect(dates.at(-1)).toBe('2028-11-30');
    expect(dates).toHaveLength(761);
    expect(occurrenceDates([1], '2099-01-01', '2099-12-31', window)).toEqual([]);
  });
});
