import { daysBetween } from './dates';
import { countSchoolDays, type DateRange, type SchoolWeek } from './school-days';

type Band = 'start' | 'quarter' | 'half' | 'three-quarters';

export interface YearProgress {
  year: number;
  daysRemaining: number;
  percentComplete: number;
  /** Colour band: changes at 25, 50 and 75 percent. */
  band: Band;
}

const bandOf = (percent: number): Band =>
  percent >= 75 ? 'three-quarters' : percent >= 50 ? 'half' : percent >= 25 ? 'quarter' : 'start';

const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** How far through the calendar year `today` is (today counts as passed). */
export function yearProgress(today: string): YearProgress {
  const year = Number(today.slice(0, 4));
  const totalDays = daysBetween(`${year}-01-01`, `${year + 1}-01-01`);
  const passed = daysBetween(`${year}-01-01`, today) + 1;
  const percentComplete = percentOf(passed, totalDays);
  return { year, daysRemaining: totalDays - passed, percentComplete, band: bandOf(percentComplete) };
}

export interface SchoolYearProgressInput extends SchoolWeek {
  name: string;
  /** The breaks that apply to the child (their days are not school days). */
  breaks: readonly DateRange[];
}

export interface SchoolYearProgress {
  name: string;
  /** School days of the year: its school weekdays from its first to its last day, breaks left out. */
  schoolDays: number;
  /** School days up to and including today. */
  schoolDaysDone: number;
  /** School days after today. */
  daysRemaining: number;
  percentComplete: number;
  band: Band;
}

/**
 * How far through a school year `today` is, in school days: the school days done (today counts as done) of
 * all the year's school days, the child's breaks left out. A year whose every school day is in a break
 * counts its calendar days instead.
 */
export function schoolYearProgress(year: SchoolYearProgressInput, today: string): SchoolYearProgress {
  let total = countSchoolDays(year, year.breaks);
  let done = today < year.startDate ? 0 : countSchoolDays(year, year.breaks, year.startDate, today);
  if (total === 0) {
    total = daysBetween(year.startDate, year.endDate) + 1;
    done = Math.min(total, Math.max(0, daysBetween(year.startDate, today) + 1));
  }
  const percentComplete = percentOf(done, total);
  return {
    name: year.name,
    schoolDays: total,
    schoolDaysDone: done,
    daysRemaining: total - done,
    percentComplete,
    band: bandOf(percentComplete),
  };
}
