import { addDaysIso, type IsoDate, weekdayOf } from './dates';

/**
 * Where a child's lessons of one class fall. Computed, never stored: the lessons the child
 * has not completed, in order, take the class days from today on, one per day. A class day is a weekday
 * of the class (and of the school year, when the class has one), inside the year's and the class's dates,
 * not in one of the child's breaks, not skipped for this class and child, not a day the child is marked
 * absent, and not a day on which the child already completed a lesson of this class (so doing two today
 * pulls the plan one day earlier, and a missed day rolls everything to the next class day by itself).
 * Rescheduling is an input, never a stored placement (ADR 043): a lesson pinned to a day from today on takes that
 * day and leaves the queue (the others keep one per class day around it), and a shift ("Push from here") holds
 * its lesson and every later one to no earlier than a fixed day.
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
  /**
   * The class's lessons in position order, each with whether this child has completed it and the day it is
   * pinned to, if any.
   */
  lessons: readonly { id: string; completed: boolean; pinnedDate?: IsoDate | null }[];
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
  /**
   * This child's shifts ("Push from here"): the lesson and every later one in the queue fall no earlier than
   * `notBefore`. A shift of a completed lesson, or of one not in `lessons`, is ignored.
   */
  shifts?: readonly PlacementShift[];
}

export interface PlacementShift {
  lessonId: string;
  notBefore: IsoDate;
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
  const weekdays = new Set(input.classWeekdays);
  if (input.year) {
    const school = new Set(input.year.weekdays);
    for (const d of [...weekdays]) if (!school.has(d)) weekdays.delete(d);
  }
  const incomplete = input.lessons.flatMap((l, index) => (l.completed ? [] : [{ ...l, index }]));
  // No lesson left, or a class with no weekday: no plan (nothing placed, nothing to warn about).
  if (incomplete.length === 0 || weekdays.size === 0)
    return { placed: [], notFitting: [], projectedEnd: null };

  const first = latest(input.today, input.year?.startDate, input.classStart);
  const last = earliest(addDaysIso(first, OPEN_ENDED_DAYS), input.year?.endDate, input.classEnd);
  // A pin from today on holds its day, whatever the day (ADR 043); a pin left behind (its day passed, the
  // lesson not done) or beyond the plan's end puts the lesson back in the queue, in its place.
  const isPinned = (l: { pinnedDate?: IsoDate | null }) =>
    !!l.pinnedDate && first <= l.pinnedDate && l.pinnedDate <= last;
  const pinned = incomplete.filter(isPinned);
  const queue = incomplete.filter((l) => !isPinned(l));
  const pinnedDays = new Set(pinned.map((l) => l.pinnedDate!));
  const taken = new Set<IsoDate>([...input.skips, ...input.absences, ...input.completedOn]);
  const breaks = [...input.breaks].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const floors = shiftFloors(input, queue);

  const placed: (PlacedLesson & { index: number })[] = [];
  let next = 0;
  let day = first;
  while (next < queue.length && day <= last) {
    if (input.until && day > input.until) break;
    const floor = floors[next];
    if (floor && day < floor) {
      day = floor;
      continue;
    }
    const inBreak = breaks.find((b) => b.startDate <= day && day <= b.endDate);
    if (inBreak) {
      day = addDaysIso(inBreak.endDate, 1);
      continue;
    }
    if (weekdays.has(weekdayOf(day)) && !taken.has(day) && !pinnedDays.has(day)) {
      const lesson = queue[next++]!;
      placed.push({ lessonId: lesson.id, date: day, index: lesson.index });
    }
    day = addDaysIso(day, 1);
  }
  const stoppedEarly = input.until !== undefined && next < queue.length && day <= last;
  for (const l of pinned)
    if (!input.until || l.pinnedDate! <= input.until)
      placed.push({ lessonId: l.id, date: l.pinnedDate!, index: l.index });
  placed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index));
  return {
    placed: placed.map(({ lessonId, date }) => ({ lessonId, date })),
    notFitting: stoppedEarly ? [] : queue.slice(next).map((l) => l.id),
    projectedEnd: stoppedEarly ? null : (placed.at(-1)?.date ?? null),
  };
}

/**
 * For each lesson of the queue, the day it may fall no earlier than: the latest `notBefore` of the shifts of
 * incomplete lessons at or before it in the plan (a shift pushes its lesson and every later one).
 */
function shiftFloors(input: PlacementInput, queue: readonly { index: number }[]): (IsoDate | undefined)[] {
  if (!input.shifts?.length) return [];
  const indexOf = new Map(input.lessons.map((l, i) => [l.id, i]));
  const shifts = input.shifts.flatMap((s) => {
    const index = indexOf.get(s.lessonId);
    return index === undefined || input.lessons[index]!.completed ? [] : [{ index, notBefore: s.notBefore }];
  });
  return queue.map((l) =>
    shifts.reduce<IsoDate | undefined>(
      (floor, s) => (s.index <= l.index && (!floor || s.notBefore > floor) ? s.notBefore : floor),
      undefined,
    ),
  );
}

function latest(first: IsoDate, ...others: (IsoDate | null | undefined)[]): IsoDate {
  return others.reduce<IsoDate>((a, b) => (b && b > a ? b : a), first);
}

function earliest(first: IsoDate, ...others: (IsoDate | null | undefined)[]): IsoDate {
  return others.reduce<IsoDate>((a, b) => (b && b < a ? b : a), first);
}
