/**
 * Calendar dates travel as 'yyyy-MM-dd' strings everywhere (API, database, client state). The maths here
 * is plain UTC day arithmetic on those strings: no timezone can shift a calendar date, and it is an
 * order of magnitude cheaper than parsing and formatting through date-fns, which matters where a
 * request walks hundreds of attendance dates (streaks, perfect months).
 */
export type IsoDate = string;

export const ISO_DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The months' names in the app's English, January first (index = month - 1). */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Their three-letter forms, as date-fns' 'MMM' writes them: 'Jan' … 'Dec'. */
export const MONTH_SHORT_NAMES: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

const MS_PER_DAY = 86_400_000;

/** Milliseconds of the date's UTC midnight (setUTCFullYear: Date.UTC would read years 0–99 as 19xx). */
function utcMs(date: IsoDate): number {
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d.getTime();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function fromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** True for a real calendar date in 'yyyy-MM-dd' form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE_RE.test(value) && fromUtcMs(utcMs(value)) === value;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function zoned(timezone: string): Intl.DateTimeFormat {
  let f = dateFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    dateFormatters.set(timezone, f);
  }
  return f;
}

function zonedParts(timezone: string, now: Date) {
  const parts: Record<string, number> = {};
  for (const p of zoned(timezone).formatToParts(now))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const todayByZone = new Map<string, { quarter: number; date: IsoDate }>();

/**
 * Today's date in the account's timezone — the one rule for "today" on server and client. Zone offsets
 * are whole quarter hours, so a zone's date can only change on a UTC quarter hour: the answer is kept
 * for the rest of the quarter (reading a zone's wall clock is the slow part of a dashboard load).
 */
export function todayIn(timezone: string, now: Date = new Date()): IsoDate {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  const known = todayByZone.get(timezone);
  if (known?.quarter === quarter) return known.date;
  const p = zonedParts(timezone, now);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const offsetMs =
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) -
    (now.getTime() - now.getUTCMilliseconds());
  // Historical offsets (local mean time) were not whole quarter hours: those answers are not kept.
  if (offsetMs % QUARTER_HOUR_MS === 0) todayByZone.set(timezone, { quarter, date });
  return date;
}

/** Minutes since midnight now, in the account's timezone. */
export function minutesNowIn(timezone: string, now: Date = new Date()): number {
  const p = zonedParts(timezone, now);
  return p.hour * 60 + p.minute;
}

/** The wall clock in the account's timezone. */
export function clockIn(
  timezone: string,
  now: Date = new Date(),
): { hours: number; minutes: number; seconds: number } {
  const p = zonedParts(timezone, now);
  return { hours: p.hour, minutes: p.minute, seconds: p.second };
}

/** A 'yyyy-MM-dd' date as a local Date at midnight (for date-fns calendar maths; no timezone involved). */
export function fromIsoDate(date: IsoDate): Date {
  const d = new Date(0, 0, 1);
  d.setFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d;
}

/** A local Date's calendar date. */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDaysIso(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(utcMs(date) + days * MS_PER_DAY);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY);
}

/** Whole days since 1970-01-01: loops over many dates work on these integers instead of strings. */
export function dayNumber(date: IsoDate): number {
  // Howard Hinnant's days_from_civil: integer arithmetic only, no Date allocated.
  const m = Number(date.slice(5, 7));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The weekday (0 = Sunday) of a day number; 1970-01-01 was a Thursday. */
export function weekdayOfDayNumber(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 0 = Sunday … 6 = Saturday, as the spec stores weekdays. */
export function weekdayOf(date: IsoDate): number {
  return new Date(utcMs(date)).getUTCDay();
}

/** Monday of the week containing `date` (the dashboard's week starts Monday). */
export function mondayOf(date: IsoDate): IsoDate {
  const wd = weekdayOf(date);
  return addDaysIso(date, wd === 0 ? -6 : 1 - wd);
}
