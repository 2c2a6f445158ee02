import { daysBetween, type IsoDate, weekdayOf } from './dates';
import { placeLessons, type DateRange, type PlacementYear } from './lesson-placement';

/**
 * Doing the lesson plans: which days a class meets for a child, when a lesson may be recorded
 * as done, and what each child has on each day of a few days shown (the week view, the dashboard's today) —
 * the lessons placed there from today on (`placeLessons`) and the lessons completed there.
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

/** Why a lesson cannot be recorded as done on `date`: not after today, not before its class's year starts. */
export function completionDateProblem(
  date: IsoDate,
  today: IsoDate,
  yearStart: IsoDate | null,
): 'future' | 'beforeYear' | null {
  if (date > today) return 'future';
  if (yearStart && date < yearStart) return 'beforeYear';
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
}

export interface DoneLesson extends LessonRef {
  date: IsoDate;
  /** The lesson's place in its class's plan (orders two lessons of a class done the same day). */
  position: number;
  /** A child's tick waiting for a parent ('Parent confirms completed work'). */
  pending: boolean;
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
}

export interface DayLesson {
  lessonId: string;
  classId: string;
  title: string;
  minutes: number;
  done: boolean;
  /** Done by the child's tick, waiting for a parent to confirm it. */
  pending: boolean;
}

export interface ChildDay {
  date: IsoDate;
  /** The lessons completed that day and (from today on) the lessons placed there, in the classes' order. */
  lessons: DayLesson[];
  /** The classes skipped that day for the child. */
  skippedClassIds: string[];
  /** The break the day is in for the child, if any. */
  breakLabel: string | null;
  absent: boolean;
}

/** Each child's days: what is done and what is placed on each shown day. */
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
  const shown = new Set(days);

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
    const add = (date: IsoDate, lesson: DayLesson, position: number) => {
      const day = byDay.get(date);
      if (!day) return;
      day.lessons.push(lesson);
      rank.set(lesson, [order.get(lesson.classId) ?? order.size, position]);
    };

    for (const cls of inputs.classes) {
      const key = pair(cls.id, studentId);
      const done = doneBy.get(key) ?? [];
      const skips = skipsBy.get(key) ?? [];
      for (const s of skips) if (shown.has(s.date)) byDay.get(s.date)!.skippedClassIds.push(cls.id);
      const queue = nextBy.get(key);
      if (!queue?.length || last < today) continue;
      const titles = new Map(queue.map((l) => [l.lessonId, l]));
      const placement = placeLessons({
        today,
        until: last,
        lessons: queue.map((l) => ({ id: l.lessonId, completed: false })),
        classWeekdays: cls.daysOfWeek,
        classStart: cls.startDate,
        classEnd: cls.endDate,
        year: cls.year,
        breaks,
        skips: skips.map((s) => s.date),
        absences: absent,
        completedOn: done.map((d) => d.date),
      });
      for (const p of placement.placed) {
        if (p.date < first) continue;
        const l = titles.get(p.lessonId)!;
        add(
          p.date,
          {
            lessonId: l.lessonId,
            classId: l.classId,
            title: l.title,
            minutes: l.minutes,
            done: false,
            pending: false,
          },
          Number.MAX_SAFE_INTEGER,
        );
      }
    }
    for (const d of inputs.done) {
      if (d.studentId !== studentId || !shown.has(d.date)) continue;
      add(
        d.date,
        {
          lessonId: d.lessonId,
          classId: d.classId,
          title: d.title,
          minutes: d.minutes,
          done: true,
          pending: d.pending,
        },
        d.position,
      );
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
