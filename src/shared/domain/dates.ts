import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Calendar dates travel as 'yyyy-MM-dd' strings everywhere (API, database, client state). */
export type IsoDate = string;

export const ISO_DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a real calendar date in 'yyyy-MM-dd' form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const d = parseISO(value);
  return !Number.isNaN(d.getTime()) && format(d, 'yyyy-MM-dd') === value;
}

/** Today's date in the account's timezone — the one rule for "today" on server and client. */
export function todayIn(timezone: string, now: Date = new Date()): IsoDate {
  return format(new TZDate(now.getTime(), timezone), 'yyyy-MM-dd');
}

/** Minutes since midnight now, in the account's timezone. */
export function minutesNowIn(timezone: string, now: Date = new Date()): number {
  const d = new TZDate(now.getTime(), timezone);
  return d.getHours() * 60 + d.getMinutes();
}

/** A 'yyyy-MM-dd' date as a local Date at midnight (for date-fns calendar maths; no timezone involved). */
export function fromIsoDate(date: IsoDate): Date {
  return parseISO(date);
}

export function toIsoDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return toIsoDate(addDaysFns(parseISO(date), days));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** 0 = Sunday … 6 = Saturday, as the spec stores weekdays. */
export function weekdayOf(date: IsoDate): number {
  return parseISO(date).getDay();
}

/** Monday of the week containing `date` (the dashboard's week starts Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  const wd = weekdayOf(date);
  return addDaysIso(date, wd === 0 ? -6 : 1 - wd);
}
