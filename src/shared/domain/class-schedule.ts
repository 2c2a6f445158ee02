import { addDaysIso, daysBetween, weekdayOf, type IsoDate } from './dates';

/** 'HH:MM' (24-hour) — how class start and end times are stored. */
export type TimeOfDay = string;

const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The spec's time slots: every 30 minutes from 6:00 AM to 10:30 PM, as 'HH:MM'. */
export const TIME_SLOTS: readonly TimeOfDay[] = Array.from({ length: 34 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.includes(value);
}

export function isTimeOfDay(value: string): boolean {
  return HHMM_RE.test(value);
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(time: TimeOfDay): number {
  const m = HHMM_RE.exec(time);
  if (!m) throw new Error(`Not an HH:MM time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 'HH:MM' → 'h:mm AM' (12-hour) or 'HH:MM' (24-hour). */
export function formatTimeOfDay(time: TimeOfDay, format: '12h' | '24h' = '12h'): string {
  const minutes = minutesOf(time);
  if (format === '24h') return time;
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** The class time text, e.g. '9:00 AM - 10:00 AM'. */
export function formatClassTimes(start: TimeOfDay, end: TimeOfDay): string {
  return `${formatTimeOfDay(start)} - ${formatTimeOfDay(end)}`;
}

const TIME_12_RE = /^\s*(\d{1,2}):([0-5]\d)\s*([AaPp][Mm])\s*$/;

/** 'h:mm AM/PM' → minutes since midnight; 12 AM counts as 0 and 12 PM as 12. Null when it does not parse. */
export function parseTime12(text: string): number | null {
  const m = TIME_12_RE.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = m[3]?.toUpperCase() === 'PM';
  const h24 = (hour % 12) + (pm ? 12 : 0);
  return h24 * 60 + Number(m[2]);
}

/** 'h:mm AM - h:mm PM' → start and end in minutes since midnight, or null when either side does not parse. */
export function parseClassTimes(text: string): { start: number; end: number } | null {
  const [from, to, ...rest] = text.split(' - ');
  if (from === undefined || to === undefined || rest.length > 0) return null;
  const start = parseTime12(from);
  const end = parseTime12(to);
  return start === null || end === null ? null : { start, end };
}

/** Hours per week = class duration × number of weekdays, rounded to one decimal. */
export function hoursPerWeek(start: TimeOfDay, end: TimeOfDay, daysOfWeek: readonly number[]): number {
  const hours = ((minutesOf(end) - minutesOf(start)) / 60) * new Set(daysOfWeek).size;
  return Math.round(hours * 10) / 10;
}

/** Weekday choices in the order the spec shows them: Monday to Sunday, Sunday stored as 0. */
export const WEEKDAYS: readonly { value: number; label: string; short: string }[] = [
  { value: 1, label: 'Monday', short: 'Mon' },
  { value: 2, label: 'Tuesday', short: 'Tue' },
  { value: 3, label: 'Wednesday', short: 'Wed' },
  { value: 4, label: 'Thursday', short: 'Thu' },
  { value: 5, label: 'Friday', short: 'Fri' },
  { value: 6, label: 'Saturday', short: 'Sat' },
  { value: 0, label: 'Sunday', short: 'Sun' },
];

/** Unique weekday numbers sorted Monday first, Sunday last (the display order). */
export function sortWeekdays(days: readonly number[]): number[] {
  return WEEKDAYS.map((d) => d.value).filter((v) => days.includes(v));
}

/** 'Mon, Wed, Fri' — or 'Every day' for all seven. */
export function formatWeekdays(days: readonly number[]): string {
  const sorted = sortWeekdays(days);
  if (sorted.length === 7) return 'Every day';
  return sorted.map((v) => WEEKDAYS.find((d) => d.value === v)?.short).join(', ');
}

/**
 * The dates in [from, to] (inclusive) that fall on one of `daysOfWeek`, limited to `bounds` (the calendar
 * window), so a typo such as year 2099 cannot produce an unbounded list.
 */
export function occurrenceDates(
  daysOfWeek: readonly number[],
  from: IsoDate,
  to: IsoDate,
  bounds: { from: IsoDate; to: IsoDate },
): IsoDate[] {
  const start = from > bounds.from ? from : bounds.from;
  const end = to < bounds.to ? to : bounds.to;
  const days = new Set(daysOfWeek);
  const dates: IsoDate[] = [];
  const span = daysBetween(start, end);
  for (let i = 0; i <= span; i++) {
    const date = addDaysIso(start, i);
    if (days.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}
