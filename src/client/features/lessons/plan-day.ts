import { daysBetween, MONTH_SHORT_NAMES, type IsoDate } from '@shared/domain/dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A plan's day as the lesson plan shows it: 'Tue Sep 8'; with the year when it is a year or more away
 * ('Fri May 28, 2027'), so a far projected end is not mistaken for this year's.
 */
export function planDay(date: IsoDate, today: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const label = `${WEEKDAYS[weekday]} ${MONTH_SHORT_NAMES[m - 1]} ${d}`;
  return Math.abs(daysBetween(today, date)) >= 365 ? `${label}, ${y}` : label;
}
