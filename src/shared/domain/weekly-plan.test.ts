import { describe, expect, it } from 'vitest';
import { classesByDate, classMeetsOn, nextMeeting, nextSevenDays, weekDates } from './weekly-plan';

const math = { daysOfWeek: [1, 3, 5], startDate: null, endDate: null, startTime: '09:00' };

describe('weekly plan', () => {
  it('gives Monday to Sunday of the current week, also on a Sunday', () => {
    expect(weekDates('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(nextSevenDays('2026-11-22')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('places a class on its weekdays, inside its date range only', () => {
    expect(classMeetsOn(math, '2026-11-16')).toBe(true); // Monday
    expect(classMeetsOn(math, '2026-11-17')).toBe(false);
    const ranged = { ...math, startDate: '2026-11-18', endDate: '2026-11-20' };
    expect(classMeetsOn(ranged, '2026-11-16')).toBe(false);
    expect(classMeetsOn(ranged, '2026-11-20')).toBe(true);
    expect(classMeetsOn(ranged, '2026-11-23')).toBe(false);
  });

  it('groups classes by date ordered by start time', () => {
    const art = { daysOfWeek: [1], startDate: null, endDate: null, startTime: '08:30' };
    const days = classesByDate([math, art], ['2026-11-16', '2026-11-17']);
    expect(days[0]!.classes).toEqual([art, math]);
    expect(days[1]!.classes).toEqual([]);
  });
});

describe('nextMeeting', () => {
  const math = { title: 'Math', daysOfWeek: [1, 3], startTime: '09:00', startDate: null, endDate: null };
  const art = { title: 'Art', daysOfWeek: [1], startTime: '08:00', startDate: null, endDate: '2026-11-30' };
  // 2026-11-23 is a Monday.
  it("takes today's classes still to come, the earliest first", () => {
    expect(nextMeeting([math, art], '2026-11-23', '07:30', '2026-11-30')).toEqual({
      cls: art,
      date: '2026-11-23',
    });
    expect(nextMeeting([math, art], '2026-11-23', '08:30', '2026-11-30')).toEqual({
      cls: math,
      date: '2026-11-23',
    });
  });
  it('moves to a later day once today has passed, inside the date range and the window', () => {
    expect(nextMeeting([math, art], '2026-11-23', '10:00', '2026-11-30')).toEqual({
      cls: math,
      date: '2026-11-25',
    });
    expect(nextMeeting([art], '2026-11-23', '10:00', '2026-11-30')).toEqual({ cls: art, date: '2026-11-30' });
    expect(nextMeeting([art], '2026-12-01', '00:00', '2026-12-08')).toBeNull();
    expect(nextMeeting([math], '2026-11-23', '10:00', '2026-11-24')).toBeNull();
    expect(nextMeeting([], '2026-11-23', '00:00', '2026-11-30')).toBeNull();
  });
});
