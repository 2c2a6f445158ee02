import { addMonths, endOfMonth, parseISO, startOfWeek, addDays } from 'date-fns';
import type { IsoDate } from './dates';
import { toIsoDate } from './dates';

/** 'yyyy-MM' — a calendar month. */
export type YearMonth = string;

/** The calendar shows the current month up to this many months ahead (spec §9). */
export const CALENDAR_MONTHS_AHEAD = 24;

export function monthOf(date: IsoDate): YearMonth {
  return date.slice(0, 7);
}

export function addMonthsTo(month: YearMonth, n: number): YearMonth {
  return toIsoDate(addMonths(parseISO(`${month}-01`), n)).slice(0, 7);
}

export function firstDayOf(month: YearMonth): IsoDate {
  return `${month}-01`;
}

export function lastDayOf(month: YearMonth): IsoDate {
  return toIsoDate(endOfMonth(parseISO(`${month}-01`)));
}

/**
 * The months the calendar can show, from the first day of the current month to the last day of the month
 * 24 months ahead. The server bounds generated class events to the same window.
 */
export function calendarWindow(today: IsoDate): {
  from: IsoDate;
  to: IsoDate;
  firstMonth: YearMonth;
  lastMonth: YearMonth;
} {
  const firstMonth = monthOf(today);
  const lastMonth = addMonthsTo(firstMonth, CALENDAR_MONTHS_AHEAD);
  return { from: firstDayOf(firstMonth), to: lastDayOf(lastMonth), firstMonth, lastMonth };
}

/** Previous month is disabled at the current month. */
export function canGoToPreviousMonth(month: YearMonth, today: IsoDate): boolean {
  return month > calendarWindow(today).firstMonth;
}

/** Next month is disabled beyond 24 months ahead. */
export function canGoToNextMonth(month: YearMonth, today: IsoDate): boolean {
  return month < calendarWindow(today).lastMonth;
}

/** Keeps a month inside the window (e.g. a stale month after the date changes). */
export function clampMonth(month: YearMonth, today: IsoDate): YearMonth {
  const { firstMonth, lastMonth } = calendarWindow(today);
  return month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
}

/** The weeks shown for a month: whole weeks starting on `weekStartsOn` (0 = Sunday, 1 = Monday). */
export function monthGrid(month: YearMonth, weekStartsOn: 0 | 1): IsoDate[][] {
  const first = parseISO(`${month}-01`);
  const last = endOfMonth(first);
  const weeks: IsoDate[][] = [];
  let day = startOfWeek(first, { weekStartsOn });
  while (day <= last) {
    const week: IsoDate[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(toIsoDate(day));
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}
