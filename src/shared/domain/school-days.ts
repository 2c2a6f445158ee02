import { dayNumber, weekdayOfDayNumber, type IsoDate } from './dates';

/**
 * Counting a school year's school days: the dates from its first to its last day that fall on one of its
 * school weekdays and in none of the given breaks. Kept apart from the year's rules (school-year.ts) so the
 * dashboard's year progress needs nothing more than this and dates.ts.
 */

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface SchoolWeek extends DateRange {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
}

/**
 * The school days of `year` in [from, to] (both inclusive, defaulting to the year's own first and last day)
 * as day numbers, skipping the days of `breaks`. A year lasts at most 500 days, so this is a short loop.
 */
export function schoolDayNumbers(
  year: SchoolWeek,
  breaks: readonly DateRange[] = [],
  from: IsoDate = year.startDate,
  to: IsoDate = year.endDate,
): number[] {
  const first = dayNumber(from > year.startDate ? from : year.startDate);
  const last = dayNumber(to < year.endDate ? to : year.endDate);
  const weekdays = new Set(year.weekdays);
  const off = breaks.map((b) => [dayNumber(b.startDate), dayNumber(b.endDate)] as const);
  const out: number[] = [];
  for (let day = first; day <= last; day++) {
    if (!weekdays.has(weekdayOfDayNumber(day))) continue;
    if (off.some(([s, e]) => s <= day && day <= e)) continue;
    out.push(day);
  }
  return out;
}

/** How many school days `year` has in [from, to] (the whole year by default), breaks left out. */
export function countSchoolDays(
  year: SchoolWeek,
  breaks: readonly DateRange[] = [],
  from?: IsoDate,
  to?: IsoDate,
): number {
  return schoolDayNumbers(year, breaks, from, to).length;
}
