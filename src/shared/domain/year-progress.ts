import { daysBetween } from './dates';

export interface YearProgress {
  year: number;
  daysRemaining: number;
  percentComplete: number;
  /** Colour band: changes at 25, 50 and 75 percent. */
  band: 'start' | 'quarter' | 'half' | 'three-quarters';
}

/** How far through the calendar year `today` is (today counts as passed). */
export function yearProgress(today: string): YearProgress {
  const year = Number(today.slice(0, 4));
  const totalDays = daysBetween(`${year}-01-01`, `${year + 1}-01-01`);
  const passed = daysBetween(`${year}-01-01`, today) + 1;
  const percentComplete = Math.round((passed / totalDays) * 1000) / 10;
  const band = percentComplete >= 75 ? 'three-quarters' : percentComplete >= 50 ? 'half' : percentComplete >= 25 ? 'quarter' : 'start';
  return { year, daysRemaining: totalDays - passed, percentComplete, band };
}
