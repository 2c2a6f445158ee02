import { describe, expect, it } from 'vitest';
import { addDaysIso } from './dates';
import {
  bandFor,
  requirementProgress,
  type HourLog,
  type ProgressInput,
  type RequirementValues,
} from './requirement-progress';

// Monday Aug 17, 2026 to Friday Jun 4, 2027, Monday to Friday: 210 weekdays; the winter break takes 10 → 200.
const year = { startDate: '2026-08-17', endDate: '2027-06-04', weekdays: [1, 2, 3, 4, 5] };
const winter = [{ startDate: '2026-12-21', endDate: '2027-01-01' }];
/** Monday Sep 14, 2026: 20 school days before it, 180 from it on. */
const TODAY = '2026-09-14';

const none: RequirementValues = {
  rule: 'hours',
  targetDays: null,
  hoursByGrade: [],
  coreHours: null,
  coreHomeHours: null,
  minMinutesPerDay: null,
  averageMinutesPerDay: null,
  ageLimit: null,
};
const missouri: RequirementValues = {
  ...none,
  hoursByGrade: [{ fromGrade: 0, toGrade: 12, hours: 1000 }],
  coreHours: 600,
  coreHomeHours: 400,
  ageLimit: 16,
};
const pennsylvania: RequirementValues = {
  ...none,
  rule: 'days_or_hours',
  targetDays: 180,
  hoursByGrade: [
    { fromGrade: 0, toGrade: 6, hours: 900 },
    { fromGrade: 7, toGrade: 12, hours: 990 },
  ],
};
const newYork: RequirementValues = {
  ...none,
  hoursByGrade: [
    { fromGrade: 1, toGrade: 6, hours: 900 },
    { fromGrade: 7, toGrade: 12, hours: 990 },
  ],
};
const georgia: RequirementValues = { ...none, rule: 'days', targetDays: 180, minMinutesPerDay: 270 };
const colorado: RequirementValues = { ...none, rule: 'days', targetDays: 172, averageMinutesPerDay: 240 };

const entry = (
  date: string,
  minutes: number,
  core = true,
  location: HourLog['location'] = 'home',
): HourLog => ({
  date,
  minutes,
  core,
  location,
});
/** `n` consecutive weekdays of `minutes` from Monday Aug 17, 2026 (weekends skipped). */
function weekdays(n: number, minutes: number, core = true): HourLog[] {
  const out: HourLog[] = [];
  for (let d = '2026-08-17'; out.length < n; d = addDaysIso(d, 1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(entry(d, minutes, core));
  }
  return out;
}

const input = (over: Partial<ProgressInput>): ProgressInput => ({
  profile: missouri,
  child: { gradeLevel: '5', age: 10 },
  year,
  breaks: winter,
  entries: [],
  today: TODAY,
  ...over,
});

describe('requirementProgress', () => {
  it('without a profile: the totals and school days, no goals', () => {
    const p = requirementProgress(input({ profile: null, entries: [entry('2026-08-17', 60)] }));
    expect(p.status).toBe('no_profile');
    expect(p.goals).toEqual([]);
    expect(p.totals).toMatchObject({ minutes: 60, daysLogged: 1, daysCounted: 1 });
    expect(p.schoolDays).toEqual({ total: 200, elapsed: 20, remaining: 180 });
    expect(p.behind).toBe(false);
  });

  it('Missouri: hours, core and core at home, with the pace per remaining school day', () => {
    const entries = [
      ...weekdays(20, 300), // 100 h core at home
      entry('2026-08-22', 120, false, 'away'), // a Saturday trip: 2 h, not core, away
      entry('2026-08-18', 60, true, 'away'), // 1 h core away
    ];
    const p = requirementProgress(input({ entries }));
    expect(p.status).toBe('tracking');
    expect(p.totals).toEqual({
      minutes: 6180,
      coreMinutes: 6060,
      coreHomeMinutes: 6000,
      awayMinutes: 180,
      daysLogged: 21,
      daysCounted: 21,
    });
    const [hours, core, coreHome] = p.goals;
    expect(hours).toMatchObject({ key: 'hours', target: 60000, done: 6180, remaining: 53820, met: false });
    expect(hours!.perDay).toBeCloseTo(53820 / 180); // 4.98 h a school day
    expect(hours!.expectedByNow).toBeCloseTo((60000 * 20) / 200); // 100 h
    expect(core).toMatchObject({ key: 'coreHours', target: 36000, done: 6060 });
    expect(coreHome).toMatchObject({ key: 'coreHomeHours', target: 24000, done: 6000 });
    expect(p.behind).toBe(false);
  });

  it("is behind early: more than a school day's share under the even pace", () => {
    // 1,000 h over 200 school days: 5 h a day; by today 100 h expected, one day's share 5 h.
    /** `total` hours over the 20 school days before today. */
    const at = (total: number) =>
      requirementProgress(
        input({
          profile: { ...missouri, coreHours: null, coreHomeHours: null },
          entries: weekdays(20, total * 3),
        }),
      );
    expect(at(95).goals[0]!.done).toBe(5700);
    expect(at(95).behind).toBe(false); // 5 h short: exactly one day's share
    expect(at(94).behind).toBe(true); // 6 h short
    expect(at(90).behind).toBe(true);
    expect(at(100).behind).toBe(false);
  });

  it('is not behind before the year starts, and behind when it ended unmet', () => {
    expect(requirementProgress(input({ today: '2026-08-01' })).behind).toBe(false);
    const ended = requirementProgress(input({ today: '2027-07-01', entries: weekdays(180, 330) }));
    expect(ended.schoolDays.remaining).toBe(0);
    expect(ended.goals[0]).toMatchObject({ done: 59400, met: false, behind: true, perDay: null });
    const done = requirementProgress(input({ today: '2027-07-01', entries: weekdays(200, 300) }));
    expect(done.met).toBe(true);
    expect(done.behind).toBe(false);
  });

  it('a daily minimum: half a minimum day does not count as a day', () => {
    const p = requirementProgress(
      input({
        profile: georgia,
        entries: [
          entry('2026-08-17', 135), // half of 4.5 h
          entry('2026-08-18', 270),
          entry('2026-08-19', 200),
          entry('2026-08-19', 70, false), // two entries make the day
        ],
      }),
    );
    expect(p.dayMinimumMinutes).toBe(270);
    expect(p.totals).toMatchObject({ daysLogged: 3, daysCounted: 2 });
    expect(p.goals).toHaveLength(1);
    expect(p.goals[0]).toMatchObject({ key: 'days', unit: 'days', target: 180, done: 2, remaining: 178 });
    expect(p.goals[0]!.perDay).toBeCloseTo(178 / 180);
  });

  it('days or hours (Pennsylvania): either goal meets it; behind only when behind on both', () => {
    const grade8 = { gradeLevel: '8', age: 13 };
    const byDays = requirementProgress(
      input({ profile: pennsylvania, child: grade8, today: '2027-07-01', entries: weekdays(180, 60) }),
    );
    expect(byDays.combine).toBe('any');
    expect(byDays.goals.map((g) => [g.key, g.target, g.met])).toEqual([
      ['days', 180, true],
      ['hours', 990 * 60, false],
    ]);
    expect(byDays.met).toBe(true);
    expect(byDays.behind).toBe(false);
    // 20 days of 6 h: days on pace (20 ≥ 18 − 0.9), hours ahead too.
    const early = requirementProgress(
      input({ profile: pennsylvania, child: grade8, entries: weekdays(20, 360) }),
    );
    expect(early.behind).toBe(false);
    // 10 short days: behind on days, ahead on hours → not behind.
    const someHours = requirementProgress(
      input({ profile: pennsylvania, child: grade8, entries: weekdays(10, 720) }),
    );
    expect(someHours.goals.map((g) => g.behind)).toEqual([true, false]);
    expect(someHours.behind).toBe(false);
    const little = requirementProgress(
      input({ profile: pennsylvania, child: grade8, entries: weekdays(10, 60) }),
    );
    expect(little.behind).toBe(true);
  });

  it('a profile with days and hours needs both', () => {
    const both: RequirementValues = { ...pennsylvania, rule: 'days_and_hours' };
    const p = requirementProgress(
      input({
        profile: both,
        child: { gradeLevel: '3', age: 8 },
        today: '2027-07-01',
        entries: weekdays(180, 60),
      }),
    );
    expect(p.combine).toBe('all');
    expect(p.goals.map((g) => [g.key, g.target, g.met])).toEqual([
      ['days', 180, true],
      ['hours', 900 * 60, false],
    ]);
    expect(p.met).toBe(false);
  });

  it("Colorado's average: 172 days and the hours that average 4 h over them", () => {
    const p = requirementProgress(input({ profile: colorado, entries: weekdays(20, 180) }));
    expect(p.goals.map((g) => [g.key, g.target, g.done])).toEqual([
      ['days', 172, 20],
      ['hours', 172 * 240, 3600],
    ]);
    // 20 days of 3 h: the days are on pace, the average is not (60 h of the 80 h expected after 20 of 200 days... ).
    expect(p.goals[1]!.expectedByNow).toBeCloseTo((41280 * 20) / 200);
    expect(p.goals[1]!.behind).toBe(true);
    expect(p.behind).toBe(true);
  });

  it('grade bands: the band of the grade, the highest without a grade, none outside them', () => {
    expect(bandFor(pennsylvania.hoursByGrade, 'K')).toEqual({
      band: pennsylvania.hoursByGrade[0],
      assumed: false,
    });
    expect(bandFor(pennsylvania.hoursByGrade, '7').band?.hours).toBe(990);
    expect(bandFor(pennsylvania.hoursByGrade, null)).toEqual({
      band: pennsylvania.hoursByGrade[1],
      assumed: true,
    });
    const k = requirementProgress(input({ profile: newYork, child: { gradeLevel: 'K', age: 5 } }));
    expect(k.status).toBe('grade_not_covered');
    const noGrade = requirementProgress(input({ profile: newYork, child: { gradeLevel: null, age: 9 } }));
    expect(noGrade.gradeAssumed).toBe(true);
    expect(noGrade.goals[0]!.target).toBe(990 * 60);
  });

  it('an age limit: a child past it is not held to the profile', () => {
    expect(requirementProgress(input({ child: { gradeLevel: '11', age: 17 } })).status).toBe('over_age');
    expect(requirementProgress(input({ child: { gradeLevel: '10', age: 16 } })).status).toBe('tracking');
  });

  it('no requirement (Ohio) and a profile with nothing set', () => {
    expect(requirementProgress(input({ profile: { ...none, rule: 'none' } })).status).toBe('no_requirement');
    expect(requirementProgress(input({ profile: none })).status).toBe('no_requirement');
  });

  it('leap years: Feb 29 is a school day and an entry on it counts', () => {
    const leap = { startDate: '2028-02-01', endDate: '2028-03-03', weekdays: [1, 2, 3, 4, 5] };
    const plain = { startDate: '2027-02-01', endDate: '2027-03-03', weekdays: [1, 2, 3, 4, 5] };
    const p = requirementProgress(
      input({
        profile: georgia,
        year: leap,
        breaks: [],
        today: '2028-02-29',
        entries: [entry('2028-02-29', 270)],
      }),
    );
    expect(p.schoolDays).toEqual({ total: 24, elapsed: 20, remaining: 4 });
    expect(p.totals.daysCounted).toBe(1);
    expect(
      requirementProgress(input({ year: plain, breaks: [], today: '2027-03-01' })).schoolDays.total,
    ).toBe(23);
  });

  it('a year with breaks: break days are neither elapsed nor remaining school days, entries outside the year do not count', () => {
    const mid = requirementProgress(
      input({ today: '2027-01-04', entries: [entry('2026-08-14', 600), entry('2026-12-22', 60)] }),
    );
    // Aug 17 – Dec 18: 90 weekdays; the break (Dec 21 – Jan 1) is no school day.
    expect(mid.schoolDays).toEqual({ total: 200, elapsed: 90, remaining: 110 });
    expect(mid.totals.minutes).toBe(60); // the day before the year is left out; a day in a break counts
    const noBreaks = requirementProgress(input({ today: '2027-01-04', breaks: [] }));
    expect(noBreaks.schoolDays).toEqual({ total: 210, elapsed: 100, remaining: 110 });
    expect(mid.goals[0]!.perDay).toBeCloseTo((60000 - 60) / 110);
  });
});
