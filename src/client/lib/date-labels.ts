import { MONTH_NAMES, MONTH_SHORT_NAMES } from '../../shared/domain/dates';

/**
 * The few date and time labels the dashboard and the shell show, in the app's English, without date-fns
 * (its format() and locale weigh ~6 KB gzip on every signed-in page). Output matches date-fns patterns.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'MMM d': Nov 16 */
export const monthDay = (d: Date) => `${MONTH_SHORT_NAMES[d.getMonth()]} ${d.getDate()}`;

/** 'MMM d, yyyy': Nov 22, 2026 */
export const monthDayYear = (d: Date) => `${monthDay(d)}, ${d.getFullYear()}`;

/** 'EEEE': Monday */
export const weekdayName = (d: Date) => WEEKDAYS[d.getDay()]!;

/** 'EEE': Mon */
export const shortWeekdayName = (d: Date) => weekdayName(d).slice(0, 3);

/** 'EEEEE': M (a weekday's initial) */
export const weekdayInitial = (d: Date) => weekdayName(d).slice(0, 1);

/** 'MMMM d': November 16 */
export const longMonthDay = (d: Date) => `${MONTH_NAMES[d.getMonth()]} ${d.getDate()}`;

/** 'MMMM d, yyyy': November 16, 2026 */
export const longMonthDayYear = (d: Date) => `${longMonthDay(d)}, ${d.getFullYear()}`;

/** 'MMMM yyyy': November 2026 */
export const monthYear = (d: Date) => `${MONTH_NAMES[d.getMonth()]} ${d.getFullYear()}`;

/** 'EEEE, MMMM d': Monday, November 16 */
export const weekdayLongMonthDay = (d: Date) => `${weekdayName(d)}, ${longMonthDay(d)}`;

/** 'EEEE, MMMM d, yyyy': Monday, November 16, 2026 (pages other than the dashboard and shell use these too, ADR 050) */
export const fullDate = (d: Date) => `${weekdayName(d)}, ${longMonthDayYear(d)}`;

/** 'EEE, MMM d': Mon, Nov 16 */
export const shortWeekdayMonthDay = (d: Date) => `${shortWeekdayName(d)}, ${monthDay(d)}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' (24h) or 'h:mm a' (12h) of a wall-clock time. */
export function clockLabel(hours: number, minutes: number, timeFormat: '12h' | '24h'): string {
  if (timeFormat === '24h') return `${pad(hours)}:${pad(minutes)}`;
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}
