import { addDaysIso, type IsoDate, weekdayOf } from './dates';
import type { DateRange, PlacementYear } from './lesson-placement';

/**
 * What the calendar feed (ADR 020) covers and where a class meets. The feed is computed on
 * each request for a bounded window around the account's today: a month back (so last weeks' sessions
 * stay in the calendar app) and half a year ahead (the plan as it stands today).
 */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

export interface FeedWindow {
  from: IsoDate;
  to: IsoDate;
}

export function feedWindow(today: IsoDate): FeedWindow {
  return { from: addDaysIso(today, -FEED_DAYS_BACK), to: addDaysIso(today, FEED_DAYS_AHEAD) };
}

export interface SessionClass {
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: readonly number[];
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** The school year the class belongs to, when it has one. */
  year: PlacementYear | null;
}

/**
 * The days of `window` on which a class meets: a weekday of the class (and a school weekday of its year),
 * inside the class's own dates and its year's, and not in one of `breaks` (those that apply to whoever the
 * feed is for). A class without dates or a year meets every week.
 */
export function sessionDates(cls: SessionClass, breaks: readonly DateRange[], window: FeedWindow): IsoDate[] {
  const weekdays = new Set(cls.daysOfWeek);
  if (cls.year) {
    const school = new Set(cls.year.weekdays);
    for (const d of [...weekdays]) if (!school.has(d)) weekdays.delete(d);
  }
  if (weekdays.size === 0) return [];
  const first = [window.from, cls.startDate, cls.year?.startDate].reduce<IsoDate>(
    (a, b) => (b && b > a ? b : a),
    window.from,
  );
  const last = [window.to, cls.endDate, cls.year?.endDate].reduce<IsoDate>(
    (a, b) => (b && b < a ? b : a),
    window.to,
  );
  const dates: IsoDate[] = [];
  for (let day = first; day <= last; day = addDaysIso(day, 1)) {
    if (!weekdays.has(weekdayOf(day))) continue;
    if (breaks.some((b) => b.startDate <= day && day <= b.endDate)) continue;
    dates.push(day);
  }
  return dates;
}
