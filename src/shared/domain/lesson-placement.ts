import { addDaysIso, type IsoDate, weekdayOf } from './dates';

/**
 * Where a child's lessons of one class fall. Computed, never stored: the lessons the child
 * has not completed, in order, take the class days from today on, one per day. A class day is a weekday
 * of the class (and of the school year, when the class has one), inside the year's and the class's dates,
 * not in one of the child's breaks, not skipped for this class and child, not a day the child is marked
 * absent, and not a day on which the child already completed a lesson of this class (so doing two today
 * pulls the plan one day earlier, and a missed day rolls everything to the next class day by itself).
 * Where it runs: docs/architecture.md, Lesson placement.
 */

export interface PlacementYear {
  startDate: IsoDate;
  endDate: IsoDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
}

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface PlacementInput {
  /** The account's today. */
  today: IsoDate;
  /** The class's lessons in position order, each with whether this child has completed it. */
  lessons: readonly { id: string; completed: boolean }[];
  /** The class's weekdays (0 = Sunday); none means the class has no plan. */
  classWeekdays: readonly number[];
  /** The class's own first and last day, when it has them. */
  classStart?: IsoDate | null;
  classEnd?: IsoDate | null;
  /** The school year the class belongs to; null: none. */
  year: PlacementYear | null;
  /** The breaks that apply to this child. */
  breaks: readonly DateRange[];
  /** Days skipped for this class and child ('Skip this day'). */
  skips: Iterable<IsoDate>;
  /** Days this child is marked absent. */
  absences: Iterable<IsoDate>;
  /** Days on which this child completed a lesson of this class. */
  completedOn: Iterable<IsoDate>;
  /** Stop once a lesson is placed after this day (a page that shows a week needs no more). */
  until?: IsoDate;
}

export interface PlacedLesson {
  lessonId: string;
  date: IsoDate;
}

export interface Placement {
  /** The incomplete lessons that have a day, in order. */
  placed: PlacedLesson[];
  /** The incomplete lessons with no class day left before the year (or the class) ends, in order. */
  notFitting: string[];
  /** The day of the last placed lesson; null when none is placed. */
  projectedEnd: IsoDate | null;
}

/** Without a year or a class end date, a plan still stops somewhere: ten years of days. */
const OPEN_ENDED_DAYS = 3653;

export function placeLessons(input: PlacementInput): Placement {
  const queue = input.lessons.filter((l) => !l.completed).map((l) => l.id);
  const weekdays = new Set(input.classWeekdays);
  if (input.year) {
    const school = new Set(input.year.weekdays);
    for (const d of [...weekdays]) if (!school.has(d)) weekdays.delete(d);
  }
  // No lesson left, or a class with no weekday: no plan (nothing placed, nothing to warn about).
  if (queue.length === 0 || weekdays.size === 0) return { placed: [], notFitting: [], projectedEnd: null };

  const first = latest(input.today, input.year?.startDate, input.classStart);
  const last = earliest(addDaysIso(first, OPEN_ENDED_DAYS), input.year?.endDate, input.classEnd);
  const taken = new Set<IsoDate>([...input.skips, ...input.absences, ...input.completedOn]);
  const breaks = [...input.breaks].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));

  const placed: PlacedLesson[] = [];
  let next = 0;
  let day = first;
  while (next < queue.length && day <= last) {
    if (input.until && day > input.until) break;
    const inBreak = breaks.find((b) => b.startDate <= day && day <= b.endDate);
    if (inBreak) {
      day = addDaysIso(inBreak.endDate, 1);
      continue;
    }
    if (weekdays.has(weekdayOf(day)) && !taken.has(day)) placed.push({ lessonId: queue[next++]!, date: day });
    day = addDaysIso(day, 1);
  }
  const stoppedEarly = input.until !== undefined && next < queue.length && day <= last;
  return {
    placed,
    notFitting: stoppedEarly ? [] : queue.slice(next),
    projectedEnd: stoppedEarly ? null : (placed.at(-1)?.date ?? null),
  };
}

function latest(first: IsoDate, ...others: (IsoDate | null | undefined)[]): IsoDate {
  return others.reduce<IsoDate>((a, b) => (b && b > a ? b : a), first);
}

function earliest(first: IsoDate, ...others: (IsoDate | null | undefined)[]): IsoDate {
  return others.reduce<IsoDate>((a, b) => (b && b < a ? b : a), first);
}
