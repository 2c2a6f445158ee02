import { addDaysIso, mondayOf, weekdayOf } from './dates';

export interface ScheduledClass {
  daysOfWeek: readonly number[];
  startDate: string | null;
  endDate: string | null;
}

/** A class meets on `date` when the weekday matches and the date is inside its optional date range. */
export function classMeetsOn(cls: ScheduledClass, date: string): boolean {
  if (!cls.daysOfWeek.includes(weekdayOf(date))) return false;
  if (cls.startDate && date < cls.startDate) return false;
  if (cls.endDate && date > cls.endDate) return false;
  return true;
}

/** Monday to Sunday of the week containing `today`. */
export function weekDates(today: string): string[] {
  const monday = mondayOf(today);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** `today` and the following six days (the dashboard looks ahead 7 days). */
export function nextSevenDays(today: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(today, i));
}

/** Classes meeting on each date, ordered by start time. */
export function classesByDate<T extends ScheduledClass & { startTime: string }>(
  classes: readonly T[],
  dates: readonly string[],
) {
  return dates.map((date) => ({
    date,
    classes: classes
      .filter((c) => classMeetsOn(c, date))
      .sort((a, b) => a.startTime.localeCompare(b.startTime)),
  }));
}

/**
 * The first meeting still to come: a class meeting today from `nowTime` ('HH:mm') on, or on a later day up
 * to `lastDate`; the earliest start first (then the title). Null when none meets in that window.
 */
export function nextMeeting<T extends ScheduledClass & { startTime: string; title: string }>(
  classes: readonly T[],
  today: string,
  nowTime: string,
  lastDate: string,
): { cls: T; date: string } | null {
  for (let date = today; date <= lastDate; date = addDaysIso(date, 1)) {
    const [first] = classes
      .filter((c) => classMeetsOn(c, date) && (date > today || c.startTime >= nowTime))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title));
    if (first) return { cls: first, date };
  }
  return null;
}
