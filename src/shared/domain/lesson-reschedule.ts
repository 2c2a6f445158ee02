import type { IsoDate } from './dates';
import { isClassDay, type PlanDayClass } from './lesson-week';
import type { DateRange } from './lesson-placement';

/**
 * Reschedule from here (ADR 043): what a push and a pin may be. Both stay inputs to the computed placement
 * (`placeLessons`): a pin is the lesson's day, a push resolves, when it is made, to the day its lesson (and every
 * later one) may fall no earlier than.
 */

/** "Push from here" moves a lesson by 1 to this many class days. */
export const MAX_PUSH_DAYS = 60;

/**
 * The class's lessons with `days` stand-ins put just before `lessonId`: placed as they are, each stand-in takes
 * one class day, so the lesson lands `days` class days later than it stood — the day its push resolves to.
 * Unknown lesson: the lessons as they are.
 */
export function withGapBefore<T>(
  lessons: readonly T[],
  idOf: (lesson: T) => string,
  lessonId: string,
  days: number,
  standIn: (n: number) => T,
): T[] {
  const at = lessons.findIndex((l) => idOf(l) === lessonId);
  if (at < 0) return [...lessons];
  return [
    ...lessons.slice(0, at),
    ...Array.from({ length: days }, (_, i) => standIn(i)),
    ...lessons.slice(at),
  ];
}

export type PinDateProblem = 'past' | 'outsideYear' | 'notClassDay' | 'inBreak';

/**
 * Why a lesson cannot be pinned to `date`: before today; outside the class's school year or its own dates; not
 * a weekday of the class (or of the year); in a break of any child enrolled (`breaks`: theirs and the family's).
 * The placement holds a pin whatever the day; the API only refuses a day the class does not meet.
 */
export function pinDateProblem(
  cls: PlanDayClass,
  date: IsoDate,
  today: IsoDate,
  breaks: readonly DateRange[],
): PinDateProblem | null {
  if (date < today) return 'past';
  if (cls.year && (date < cls.year.startDate || date > cls.year.endDate)) return 'outsideYear';
  if ((cls.startDate && date < cls.startDate) || (cls.endDate && date > cls.endDate)) return 'outsideYear';
  if (!isClassDay(cls, date, [])) return 'notClassDay';
  if (breaks.some((b) => b.startDate <= date && date <= b.endDate)) return 'inBreak';
  return null;
}
