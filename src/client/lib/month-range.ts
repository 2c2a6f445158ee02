import { endOfMonth, parseISO } from 'date-fns';
import type { IsoDate } from '../../shared/domain/dates';
import { toIsoDate } from '@shared/domain/dates';

/** 'yyyy-MM' of a date: the calendar loads attendance one month at a time. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** First and last day of a 'yyyy-MM' month, for GET /api/attendance?from&to. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  return { from, to: toIsoDate(endOfMonth(parseISO(from))) };
}

/** The distinct months that hold any of these dates, in order. */
export function monthsOf(dates: IsoDate[]): string[] {
  return [...new Set(dates.map(monthOf))].sort();
}
