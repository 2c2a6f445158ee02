import { daysBetween, type IsoDate, weekdayOf } from './dates';
import { placeLessons, type DateRange, type PlacementYear } from './lesson-placement';

/**
 * Doing the lesson plans: which days a class meets for a child, when a lesson may be recorded
 * as done, and what each child has on each day of a few days shown (the week view, the dashboard's today) —
 * the lessons placed there from today on (`placeLessons`), the lessons completed there, and on a past day
 * the catch-up lessons that can still be recorded there (ADR 033).
 * Placement: docs/architecture.md, Lesson placement.
 */

/** Lessons a class can have; a page never needs more of a class's plan than this. */
export const MAX_LESSONS_PER_CLASS = 1000;

export interface PlanDayClass {
  id: string;
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: readonly number[];
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** The class's school year; null: none. */
  year: PlacementYear | null;
}

/**
 * A class day of the class for a child: a weekday of the class and (when the class has a year) a school
 * weekday of the year, inside the class's and the year's dates, and not in one of the child's breaks.
 */
export function isClassDay(cls: PlanDayClass, date: IsoDate, breaks: readonly DateRange[]): boolean {
  const weekday = weekdayOf(date);
  if (!cls.daysOfWeek.includes(weekday)) return false;
  if (cls.startDate && date < cls.startDate) return false;
  if (cls.endDate && date > cls.endDate) return false;
  if (cls.year) {
    if (!cls.year.weekdays.includes(weekday)) return false;
    if (date < cls.year.startDate || date > cls.year.endDate) return false;
  }
  return !breaks.some((b) => b.startDate <= date && date <= b.endDate);
}

/**
 * Why a lesson cannot be recorded as done on `date`: not after today, not before its class's school year
 * starts, not after it ends.
 */
export function completionDateProblem(
  date: IsoDate,
  today: IsoDate,
  yearStart: IsoDate | null,
  yearEnd: IsoDate | null = null,
): 'future' | 'beforeYear' | 'afterYear' | null {
  if (date > today) return 'future';
  if (yearStart && date < yearStart) return 'beforeYear';
  if (yearEnd && date > yearEnd) return 'afterYear';
  return null;
}

/**
 * How many of a class's next lessons a child can need to fill the days from today through `last`: one per
 * day at most, none when `last` is already past.
 */
export function lessonsNeeded(today: IsoDate, last: IsoDate): number {
  if (last < today) return 0;
  return Math.min(daysBetween(today, last) + 1, MAX_LESSONS_PER_CLASS);
}

export interface LessonRef {
  lessonId: string;
  classId: string;
  studentId: string;
  title: string;
  minutes: number;
  /** The lesson's place in its class's plan. */
  position: number;
}

export interface DoneLesson extends LessonRef {
  /** The school day it belongs to (`done_on`). */
  date: IsoDate;
  /** A child's tick waiting for a parent ('Parent confirms completed work'). */
  pending: boolean;
  /** The day the lesson is pinned to (ADR 043), if any. */
  pinnedDate?: IsoDate | null;
}

export interface DayPlanInputs {
  /** The account's today. */
  today: IsoDate;
  /** The days shown: consecutive dates, ascending. */
  days: readonly IsoDate[];
  /** The classes with lessons, in the order a day lists them. */
  classes: readonly PlanDayClass[];
  /** Each (class, child)'s next incomplete lessons in order: at least as many as the days can take. */
  next: readonly LessonRef[];
  /** The completions dated from the earlier of today and the first day through the last day. */
  done: readonly DoneLesson[];
  /** Skipped days ('Skip this day') from the earlier of today and the first day through the last day. */
  skips: readonly { classId: string; studentId: string; date: IsoDate }[];
  /** Days marked absent, over the same days. */
  absences: readonly { studentId: string; date: IsoDate }[];
  /** Breaks that overlap those days; `studentId` null: the whole family's. */
  breaks: readonly (DateRange & { label: string; studentId: string | null })[];
  /**
   * The lessons pinned to one of the days (ADR 043) each (class, child) has not completed; they are not in
   * `next`, which holds the queue without them.
   */
  pins?: readonly (LessonRef & { pinnedDate: IsoDate })[];
  /** The children's shifts ('Push from here') that still hold: from the lesson at `position` on, not before `notBefore`. */
  shifts?: readonly { classId: string; studentId: string; position: number; notBefore: IsoDate }[];
}

export interface DayLesson {
  lessonId: string;
  classId: string;
  title: string;
  minutes: number;
  done: boolean;
  /** Done by the child's tick, waiting for a parent to confirm it. */
  pending: boolean;
  /**
   * A past class day with nothing recorded for the class: the next lesson in the queue, offered to record
   * there ("we did these on Tuesday"). Not done; it is also still placed from today on until it is ticked.
   */
  catchUp: boolean;
  /** An item of a loop class (ADR 041, `loop-placement.ts`): ticked as a loop item, on its day. */
  loop?: boolean;
}

export interface ChildDay {
  date: IsoDate;
  /**
   * In the classes' order: before today, the lessons completed that day and the catch-up lessons; from
   * today on, the lessons placed there (a lesson completed today keeps its place, ticked).
   */
  lessons: DayLesson[];
  /** The classes skipped that day for the child. */
  skippedClassIds: string[];
  /** The break the day is in for the child, if any. */
  breakLabel: string | null;
  absent: boolean;
}

/**
 * Each child's days: what is done and what is placed on each shown day. The rule (ADR 033):
 * - a past day keeps the lessons completed on it (`done_on`), ticked;
 * - a past class day (of the class for the child: not skipped, not absent, not in a break) with no completion
 *   of the class gets a catch-up lesson: the shown past days, earliest first, take the class's next
 *   lessons in the queue in order — what the plan would have placed there; unticked, they roll forward too;
 * - from today on, the plan places the queue as it stood when today began: a lesson completed today keeps
 *   its place (shown there ticked), so a tick never makes the lesson vanish and the next one slide in; from
 *   tomorrow the day's completions are past and the plan closes up. A lesson completed today that is placed
 *   on none of the shown days shows on today.
 */
export function planDays(inputs: DayPlanInputs, studentIds: readonly string[]): Map<string, ChildDay[]> {
  const { today, days } = inputs;
  const first = days[0];
  const last = days.at(-1);
  const result = new Map<string, ChildDay[]>();
  if (!first || !last) {
    for (const id of studentIds) result.set(id, []);
    return result;
  }
  const order = new Map(inputs.classes.map((c, i) => [c.id, i]));
  const pair = (classId: string, studentId: string) => `${classId}\u0000${studentId}`;
  const nextBy = groupBy(inputs.next, (l) => pair(l.classId, l.studentId));
  const doneBy = groupBy(inputs.done, (d) => pair(d.classId, d.studentId));
  const skipsBy = groupBy(inputs.skips, (s) => pair(s.classId, s.studentId));
  const absencesBy = groupBy(inputs.absences, (a) => a.studentId);
  const pinsBy = groupBy(inputs.pins ?? [], (p) => pair(p.classId, p.studentId));
  const shiftsBy = groupBy(inputs.shifts ?? [], (x) => pair(x.classId, x.studentId));
  const shown = new Set(days);
  const pastDays = days.filter((d) => d < today);

  for (const studentId of studentIds) {
    const breaks = inputs.breaks.filter((b) => b.studentId === null || b.studentId === studentId);
    const absent = new Set((absencesBy.get(studentId) ?? []).map((a) => a.date));
    const byDay = new Map<IsoDate, ChildDay>(
      days.map((date) => [
        date,
        {
          date,
          lessons: [],
          skippedClassIds: [],
          breakLabel: breaks.find((b) => b.startDate <= date && date <= b.endDate)?.label ?? null,
          absent: absent.has(date),
        },
      ]),
    );
    // Per day: [class order, position] of each lesson, to sort by.
    const rank = new Map<DayLesson, [number, number]>();
    const add = (date: IsoDate, l: LessonRef, state: Pick<DayLesson, 'done' | 'pending' | 'catchUp'>) => {
      const day = byDay.get(date);
      if (!day) return;
      const lesson: DayLesson = {
        lessonId: l.lessonId,
        classId: l.classId,
        title: l.title,
        minutes: l.minutes,
        ...state,
      };
      day.lessons.push(lesson);
      rank.set(lesson, [order.get(l.classId) ?? order.size, l.position]);
    };
    /** Today's completions placed on a shown day (the others show on today). */
    const keptInPlace = new Set<string>();

    for (const cls of inputs.classes) {
      const key = pair(cls.id, studentId);
      const done = doneBy.get(key) ?? [];
      const skips = skipsBy.get(key) ?? [];
      for (const s of skips) if (shown.has(s.date)) byDay.get(s.date)!.skippedClassIds.push(cls.id);
      const queue = nextBy.get(key) ?? [];

      // Past days: a catch-up lesson on each class day with nothing recorded for the class.
      const skipped = new Set(skips.map((s) => s.date));
      const recorded = new Set(done.map((d) => d.date));
      let taken = 0;
      for (const date of pastDays) {
        if (taken >= queue.length) break;
        if (skipped.has(date) || absent.has(date) || recorded.has(date) || !isClassDay(cls, date, breaks))
          continue;
        add(date, queue[taken++]!, { done: false, pending: false, catchUp: true });
      }

      // From today on: the queue as it stood when today began (today's completions keep their places).
      if (last < today) continue;
      const doneToday = done.filter((d) => d.date === today);
      const lessons: (LessonRef & { doneToday?: DoneLesson; pinnedDate?: IsoDate | null })[] = [
        ...queue,
        ...(pinsBy.get(key) ?? []),
        ...doneToday.map((d) => ({ ...d, doneToday: d })),
      ].sort((a, b) => a.position - b.position || (a.lessonId < b.lessonId ? -1 : 1));
      if (lessons.length === 0) continue;
      const byId = new Map(lessons.map((l) => [l.lessonId, l]));
      const placement = placeLessons({
        today,
        until: last,
        lessons: lessons.map((l) => ({ id: l.lessonId, completed: false, pinnedDate: l.pinnedDate ?? null })),
        // A shift holds from its lesson on: the first lesson read at or after its place in the plan.
        shifts: (shiftsBy.get(key) ?? []).flatMap((x) => {
          const from = lessons.find((l) => l.position >= x.position);
          return from ? [{ lessonId: from.lessonId, notBefore: x.notBefore }] : [];
        }),
        classWeekdays: cls.daysOfWeek,
        classStart: cls.startDate,
        classEnd: cls.endDate,
        year: cls.year,
        breaks,
        skips: skipped,
        absences: absent,
        // Only days from today on matter, and today's completions are in the queue.
        completedOn: [],
      });
      for (const p of placement.placed) {
        if (p.date < first) continue;
        const l = byId.get(p.lessonId)!;
        if (l.doneToday) keptInPlace.add(l.lessonId);
        add(p.date, l, { done: !!l.doneToday, pending: l.doneToday?.pending ?? false, catchUp: false });
      }
    }
    for (const d of inputs.done) {
      if (d.studentId !== studentId || !shown.has(d.date) || d.date > today) continue;
      if (d.date === today && keptInPlace.has(d.lessonId)) continue;
      add(d.date, d, { done: true, pending: d.pending, catchUp: false });
    }
    for (const day of byDay.values()) {
      day.lessons.sort((a, b) => {
        const [ca, pa] = rank.get(a)!;
        const [cb, pb] = rank.get(b)!;
        return ca - cb || pa - pb;
      });
    }
    result.set(studentId, [...byDay.values()]);
  }
  return result;
}

/**
 * "Mark this week as done as planned": the catch-up lessons of one child's shown past days, each with the
 * day it is recorded on, in the order the days and the classes list them.
 */
export function catchUpLessons(days: readonly ChildDay[]): { date: IsoDate; lesson: DayLesson }[] {
  return days.flatMap((day) =>
    day.lessons.filter((l) => l.catchUp).map((lesson) => ({ date: day.date, lesson })),
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
