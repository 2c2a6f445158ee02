import { dayNumber, type IsoDate } from './dates';
import { schoolDayNumbers, type DateRange, type SchoolWeek } from './school-days';

/**
 * Progress towards a state's requirement: days and hours done, the target, what
 * remains, the pace needed per remaining school day and whether the child is behind — from the hour entries,
 * the child's school year (its weekdays, minus the breaks that apply to the child) and the requirement profile.
 *
 * The rules, decided here:
 * - **A day counts** when the child's logged minutes that day reach the profile's minimum per day (Georgia's
 *   4.5 h, Tennessee's 4 h); without a minimum, any logged minutes make it a day. Half a minimum day is not a
 *   day. Any date of the school year counts (a Saturday field trip too), only dates inside the year.
 * - **Hours** are the minutes of the year's entries; core and core-at-home are the entries marked core (and
 *   'home'). The hours target is the grade band's for the child's grade (K = 0); a child without a grade is
 *   held to the highest band (`gradeAssumed`); a grade no band covers has no hours target (New York's K).
 * - **Colorado's average** (172 days averaging 4 h): besides the days, the year's hours must reach
 *   target days × the average, which is what averaging 4 h over 172 days means; that is its hours goal.
 * - **Age limit**: a child older than the profile's age limit (Missouri: not past 16) is not held to it.
 * - **School days** are the year's school weekdays minus the child's breaks. `elapsed` = those before today,
 *   `remaining` = today and after it (so today's work still counts towards the pace).
 * - **Pace** = what remains ÷ remaining school days (null when nothing remains or no school day is left).
 * - **Behind**, shown early: done < target × elapsed ÷ all school days − one school day's share of the target
 *   (the tolerance: a child is behind once more than a day's worth behind the even pace, so a day not yet
 *   logged does not raise it). Once no school day remains, behind = not met.
 * - 'days_or_hours' is met by either goal, and behind only when behind on both; every other rule needs all.
 */

export type RequirementRule = 'days' | 'hours' | 'days_and_hours' | 'days_or_hours' | 'none';

export interface GradeBand {
  /** K = 0. */
  fromGrade: number;
  toGrade: number;
  hours: number;
}

export interface RequirementValues {
  rule: RequirementRule;
  targetDays: number | null;
  hoursByGrade: readonly GradeBand[];
  coreHours: number | null;
  coreHomeHours: number | null;
  minMinutesPerDay: number | null;
  averageMinutesPerDay: number | null;
  ageLimit: number | null;
}

export interface HourLog {
  date: IsoDate;
  minutes: number;
  core: boolean;
  location: 'home' | 'away';
}

export interface ProgressInput {
  profile: RequirementValues | null;
  child: { gradeLevel: string | null; age: number };
  year: SchoolWeek;
  /** The breaks of the year that apply to the child. */
  breaks: readonly DateRange[];
  entries: readonly HourLog[];
  today: IsoDate;
}

export type GoalKey = 'days' | 'hours' | 'coreHours' | 'coreHomeHours';

export interface Goal {
  key: GoalKey;
  /** Days count days; every hours goal counts minutes. */
  unit: 'days' | 'minutes';
  target: number;
  done: number;
  remaining: number;
  /** Where an even pace would have the child by today (target × elapsed ÷ all school days). */
  expectedByNow: number;
  met: boolean;
  behind: boolean;
  /** Needed per remaining school day (days or minutes); null when nothing remains or no school day is left. */
  perDay: number | null;
}

export type ProgressStatus = 'no_profile' | 'no_requirement' | 'over_age' | 'grade_not_covered' | 'tracking';

export interface RequirementProgress {
  status: ProgressStatus;
  totals: {
    minutes: number;
    coreMinutes: number;
    coreHomeMinutes: number;
    awayMinutes: number;
    /** Dates with any minutes logged. */
    daysLogged: number;
    /** Dates that count as a school day (see the rules above). */
    daysCounted: number;
  };
  schoolDays: { total: number; elapsed: number; remaining: number };
  /** The minutes a day needs to count (1 without a minimum). */
  dayMinimumMinutes: number;
  hoursBand: GradeBand | null;
  gradeAssumed: boolean;
  goals: Goal[];
  /** 'all' goals must be met, or 'any' of them (days or hours). */
  combine: 'all' | 'any';
  met: boolean;
  behind: boolean;
}

/** 'K' → 0, '7' → 7; anything else → null. */
export function gradeNumber(gradeLevel: string | null): number | null {
  if (gradeLevel === null) return null;
  if (gradeLevel === 'K') return 0;
  const n = Number(gradeLevel);
  return Number.isInteger(n) && n >= 0 && n <= 12 ? n : null;
}

/** The band for the child's grade; without a grade the highest band (assumed, when there is more than one). */
export function bandFor(
  bands: readonly GradeBand[],
  gradeLevel: string | null,
): { band: GradeBand | null; assumed: boolean } {
  if (bands.length === 0) return { band: null, assumed: false };
  const grade = gradeNumber(gradeLevel);
  if (grade === null)
    return { band: bands.reduce((a, b) => (b.hours > a.hours ? b : a)), assumed: bands.length > 1 };
  return { band: bands.find((b) => b.fromGrade <= grade && grade <= b.toGrade) ?? null, assumed: false };
}

/** The year's totals: minutes (all, core, core at home, away) and days logged and counted. */
export function hourTotals(
  entries: readonly HourLog[],
  year: DateRange,
  dayMinimumMinutes: number,
): RequirementProgress['totals'] {
  const byDay = new Map<string, number>();
  let minutes = 0;
  let coreMinutes = 0;
  let coreHomeMinutes = 0;
  let awayMinutes = 0;
  for (const e of entries) {
    if (e.date < year.startDate || e.date > year.endDate) continue;
    minutes += e.minutes;
    if (e.core) coreMinutes += e.minutes;
    if (e.core && e.location === 'home') coreHomeMinutes += e.minutes;
    if (e.location === 'away') awayMinutes += e.minutes;
    byDay.set(e.date, (byDay.get(e.date) ?? 0) + e.minutes);
  }
  let daysCounted = 0;
  for (const m of byDay.values()) if (m >= dayMinimumMinutes) daysCounted++;
  return { minutes, coreMinutes, coreHomeMinutes, awayMinutes, daysLogged: byDay.size, daysCounted };
}

function goal(
  key: GoalKey,
  unit: Goal['unit'],
  target: number,
  done: number,
  days: RequirementProgress['schoolDays'],
): Goal {
  const remaining = Math.max(0, target - done);
  const met = remaining === 0;
  const expectedByNow = days.total === 0 ? target : (target * days.elapsed) / days.total;
  const share = days.total === 0 ? 0 : target / days.total;
  const behind = met ? false : days.remaining === 0 ? true : done < expectedByNow - share;
  return {
    key,
    unit,
    target,
    done,
    remaining,
    expectedByNow,
    met,
    behind,
    perDay: remaining > 0 && days.remaining > 0 ? remaining / days.remaining : null,
  };
}

export function requirementProgress(input: ProgressInput): RequirementProgress {
  const { profile, year, today } = input;
  const dayMinimumMinutes = Math.max(1, profile?.minMinutesPerDay ?? 1);
  const totals = hourTotals(input.entries, year, dayMinimumMinutes);
  const all = schoolDayNumbers(year, input.breaks);
  const todayN = dayNumber(today);
  const elapsed = all.filter((d) => d < todayN).length;
  const schoolDays = { total: all.length, elapsed, remaining: all.length - elapsed };
  const { band, assumed } = profile
    ? bandFor(profile.hoursByGrade, input.child.gradeLevel)
    : { band: null, assumed: false };
  const base = {
    totals,
    schoolDays,
    dayMinimumMinutes,
    hoursBand: band,
    gradeAssumed: assumed,
    goals: [] as Goal[],
    combine: profile?.rule === 'days_or_hours' ? ('any' as const) : ('all' as const),
    met: false,
    behind: false,
  };
  if (!profile) return { ...base, status: 'no_profile' };
  if (profile.rule === 'none') return { ...base, status: 'no_requirement' };
  if (profile.ageLimit !== null && input.child.age > profile.ageLimit) return { ...base, status: 'over_age' };

  const goals: Goal[] = [];
  const wantsDays = profile.rule !== 'hours';
  const wantsHours = profile.rule !== 'days';
  if (wantsDays && profile.targetDays)
    goals.push(goal('days', 'days', profile.targetDays, totals.daysCounted, schoolDays));
  if (wantsHours && band) goals.push(goal('hours', 'minutes', band.hours * 60, totals.minutes, schoolDays));
  if (profile.averageMinutesPerDay && profile.targetDays && !goals.some((g) => g.key === 'hours'))
    goals.push(
      goal('hours', 'minutes', profile.targetDays * profile.averageMinutesPerDay, totals.minutes, schoolDays),
    );
  if (profile.coreHours)
    goals.push(goal('coreHours', 'minutes', profile.coreHours * 60, totals.coreMinutes, schoolDays));
  if (profile.coreHomeHours)
    goals.push(
      goal('coreHomeHours', 'minutes', profile.coreHomeHours * 60, totals.coreHomeMinutes, schoolDays),
    );

  if (goals.length === 0)
    return {
      ...base,
      status: wantsHours && profile.hoursByGrade.length > 0 ? 'grade_not_covered' : 'no_requirement',
    };
  const any = base.combine === 'any';
  return {
    ...base,
    status: 'tracking',
    goals,
    met: any ? goals.some((g) => g.met) : goals.every((g) => g.met),
    behind: any ? goals.every((g) => g.behind) : goals.some((g) => g.behind),
  };
}
