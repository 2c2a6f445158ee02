import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  achievementProgress,
  currentSchoolDayStreak,
  earnedAchievements,
  hasPerfectMonth,
  longestSchoolDayStreak,
  hasPerfectMonthFromCounts,
  schoolDaysInMonth,
} from './achievements';
import { addDaysIso, weekdayOf } from './dates';

const schoolDays = (from: string, count: number) => {
  const out: string[] = [];
  let d = from;
  while (out.length < count) {
    if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) out.push(d);
    d = addDaysIso(d, 1);
  }
  return out;
};

describe('achievements', () => {
  it('lists the six achievements of the spec', () => {
    expect(ACHIEVEMENTS.map((a) => a.title)).toEqual([
      'First Steps',
      'Study Streak',
      'Grade Master',
      'Scholar',
      'Perfect Month',
      'Knowledge Seeker',
    ]);
  });

  it('counts school-day streaks across weekends without needing them', () => {
    // Mon 2026-11-02 .. Tue 2026-11-10 = 7 school days with a weekend inside.
    expect(longestSchoolDayStreak(schoolDays('2026-11-02', 7))).toBe(7);
    expect(longestSchoolDayStreak([...schoolDays('2026-11-02', 7), '2026-11-07'])).toBe(7);
  });

  it('breaks a streak on a missing school day', () => {
    const days = schoolDays('2026-11-02', 8).filter((d) => d !== '2026-11-05');
    expect(longestSchoolDayStreak(days)).toBe(4);
    expect(longestSchoolDayStreak([])).toBe(0);
  });

  it('finds a perfect month only once the month has ended', () => {
    const october = schoolDays('2026-10-01', 22); // every weekday of October 2026
    expect(october.every((d) => d.startsWith('2026-10'))).toBe(true);
    expect(hasPerfectMonth(october, '2026-11-01')).toBe(true);
    expect(hasPerfectMonth(october, '2026-10-31')).toBe(false);
    expect(hasPerfectMonth(october.slice(1), '2026-11-01')).toBe(false);
  });

  it('derives the earned set from facts at the thresholds', () => {
    const base = {
      completedTasks: 0,
      presentDates: [],
      perfectMonth: false,
      aPlusAssignments: 0,
      level: 0,
      learnedTopics: 0,
      today: '2026-11-22',
    };
    expect(earnedAchievements(base)).toEqual([]);
    expect(
      earnedAchievements({ ...base, completedTasks: 1, aPlusAssignments: 5, level: 10, learnedTopics: 50 }),
    ).toEqual(['first-steps', 'grade-master', 'scholar', 'knowledge-seeker']);
    expect(earnedAchievements({ ...base, aPlusAssignments: 4, level: 9, learnedTopics: 49 })).toEqual([]);
  });

  it('counts the current streak back from today, or from the last school day when today is unmarked', () => {
    const days = schoolDays('2026-11-16', 5); // Mon 16 .. Fri 20
    expect(currentSchoolDayStreak(days, '2026-11-20')).toBe(5);
    expect(currentSchoolDayStreak(days, '2026-11-22')).toBe(5); // Sunday: the week still counts
    expect(currentSchoolDayStreak(days, '2026-11-23')).toBe(5); // Monday, not marked yet
    expect(currentSchoolDayStreak(days, '2026-11-24')).toBe(0); // Monday was missed
  });

  it('reports progress toward each achievement, capped at its target', () => {
    const progress = achievementProgress({
      completedTasks: 3,
      presentDates: [],
      perfectMonth: false,
      aPlusAssignments: 2,
      level: 4,
      learnedTopics: 12,
      today: '2026-11-22',
    });
    expect(progress.find((p) => p.id === 'knowledge-seeker')).toEqual({
      id: 'knowledge-seeker',
      current: 12,
      target: 50,
    });
    expect(progress.find((p) => p.id === 'first-steps')).toEqual({
      id: 'first-steps',
      current: 1,
      target: 1,
    });
    expect(progress.find((p) => p.id === 'scholar')).toEqual({ id: 'scholar', current: 4, target: 10 });
  });

  it('counts runs and perfect months across a year boundary', () => {
    // Mon 2026-12-28 .. Tue 2027-01-05: seven school days over New Year and a weekend.
    const days = schoolDays('2026-12-28', 7);
    expect(days.at(-1)).toBe('2027-01-05');
    expect(longestSchoolDayStreak(days)).toBe(7);
    expect(currentSchoolDayStreak(days, '2027-01-05')).toBe(7);
    const december = schoolDays('2026-12-01', 23); // every weekday of December 2026
    expect(december.every((d) => d.startsWith('2026-12'))).toBe(true);
    expect(hasPerfectMonth(december, '2027-01-04')).toBe(true);
    expect(
      hasPerfectMonth(
        december.filter((d) => d !== '2026-12-31'),
        '2027-01-04',
      ),
    ).toBe(false);
  });

  it('keeps the longest of several runs, in any input order and with duplicates', () => {
    const first = schoolDays('2026-09-07', 3);
    const second = schoolDays('2026-09-21', 6);
    expect(longestSchoolDayStreak([...second, ...first, ...second].reverse())).toBe(6);
  });

  it('counts the school days of a month and finds a perfect month from per-month counts of ended months', () => {
    expect(schoolDaysInMonth('2026-10')).toBe(22);
    expect(schoolDaysInMonth('2026-12')).toBe(23);
    expect(schoolDaysInMonth('2024-02')).toBe(21);
    expect(hasPerfectMonthFromCounts([{ month: '2026-09', days: 21 }], '2026-11-22')).toBe(false); // 22 school days
    expect(hasPerfectMonthFromCounts([{ month: '2026-10', days: 22 }], '2026-11-22')).toBe(true);
    expect(hasPerfectMonthFromCounts([{ month: '2026-11', days: 21 }], '2026-11-30')).toBe(false); // not ended
  });

  it('counts the school days of every month 1999–2032 as a walk over its dates does', () => {
    for (
      let date = '1999-01-01', counts = new Map<string, number>();
      date <= '2033-01-01';
      date = addDaysIso(date, 1)
    ) {
      const month = date.slice(0, 7);
      if (date.endsWith('-01') && counts.size) {
        for (const [previous, expected] of counts)
          expect(schoolDaysInMonth(previous), previous).toBe(expected);
        counts.clear();
      }
      const weekday = weekdayOf(date);
      counts.set(month, (counts.get(month) ?? 0) + (weekday >= 1 && weekday <= 5 ? 1 : 0));
    }
  });

  it('does not let weekend days make up for a missed school day', () => {
    const october = schoolDays('2026-10-01', 22);
    expect(hasPerfectMonth([...october.slice(1), '2026-10-03', '2026-10-04'], '2026-11-01')).toBe(false);
  });
});
