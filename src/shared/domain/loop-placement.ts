import { addDaysIso, type IsoDate } from './dates';
import type { DateRange } from './lesson-placement';
import { isClassDay, type PlanDayClass } from './lesson-week';

/**
 * Loop schedules (ADR 041): a class whose lessons are a loop's items, with no dates. On each class day (a weekday
 * of the class and its year, inside their dates, not in a break, not skipped, not absent) the child does the
 * next `perDay` items after the last one done, wrapping round at the end of the list. A missed day loses
 * nothing: the next class day shows the same items. Computed, never stored, from the items in order and the
 * child's loop completions (each one an item done on a day, `done_on`).
 *
 * "The last one done" is read from the latest day with a completion: of that day's items, the one whose next
 * item was not done that day (the end of the run done), the latest recorded when there are several. So adding
 * or removing items mid-loop simply changes what comes after it, and a past day keeps what was done on it.
 * Where it runs: docs/architecture.md, Lesson placement.
 */

/** Items per class day a loop can have. */
export const LOOP_PER_DAY_MIN = 1;
export const LOOP_PER_DAY_MAX = 10;

export interface LoopDone {
  lessonId: string;
  /** The school day it belongs to (done_on). */
  date: IsoDate;
  /** When it was written (ISO timestamp): orders the ticks of one day. */
  recordedAt: string;
}

export interface LoopInput {
  /** The account's today. */
  today: IsoDate;
  /** The days wanted: consecutive, ascending. */
  days: readonly IsoDate[];
  /** The loop's items (the class's lessons) in position order. */
  items: readonly string[];
  /** Items per class day (more than the loop holds: each item once a day). */
  perDay: number;
  cls: PlanDayClass;
  /** The breaks that apply to this child. */
  breaks: readonly DateRange[];
  /** Days skipped for this class and child. */
  skips: Iterable<IsoDate>;
  /** Days the child is marked absent. */
  absences: Iterable<IsoDate>;
  /**
   * The child's completions of the loop from the latest day with one before the earlier of today and the first
   * day wanted, on (earlier ones change nothing).
   */
  done: readonly LoopDone[];
}

export interface LoopDayItem {
  lessonId: string;
  done: boolean;
  /** A past class day's item still to record there: what that day would have had (not done). */
  catchUp: boolean;
}

export interface LoopDay {
  date: IsoDate;
  items: LoopDayItem[];
}

/**
 * The index of the item that comes next after a day's completions (`dayDone`, the ids done that day): after
 * the end of the run done that day. Null when none of them is an item any more.
 */
export function cursorAfter(items: readonly string[], dayDone: readonly LoopDone[]): number | null {
  const index = new Map(items.map((id, i) => [id, i]));
  const done = dayDone.filter((d) => index.has(d.lessonId));
  if (done.length === 0) return null;
  const doneIds = new Set(done.map((d) => d.lessonId));
  const len = items.length;
  const ends = done.filter((d) => !doneIds.has(items[(index.get(d.lessonId)! + 1) % len]!));
  const pool = ends.length ? ends : done;
  const last = pool.reduce((a, b) =>
    b.recordedAt > a.recordedAt ||
    (b.recordedAt === a.recordedAt && index.get(b.lessonId)! > index.get(a.lessonId)!)
      ? b
      : a,
  );
  return (index.get(last.lessonId)! + 1) % len;
}

/** The loop's days: what is done, what a past class day still offers, and what each class day from today on gets. */
export function placeLoop(input: LoopInput): LoopDay[] {
  const { today, days, items } = input;
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const len = items.length;
  const n = Math.min(Math.max(input.perDay, 1), len);
  const index = new Map(items.map((id, i) => [id, i]));
  const doneByDay = new Map<IsoDate, LoopDone[]>();
  for (const d of input.done) {
    if (!index.has(d.lessonId)) continue;
    doneByDay.set(d.date, [...(doneByDay.get(d.date) ?? []), d]);
  }
  /** The cursor as a day begins: after the latest day with a completion before it (the first item when none). */
  const cursorAt = (date: IsoDate): number => cursorBefore(items, input.done, date);
  const off = new Set<IsoDate>([...input.skips, ...input.absences]);
  const meets = (date: IsoDate) => !off.has(date) && isClassDay(input.cls, date, input.breaks);
  const next = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => items[(from + i) % len]!);
  const offset = (id: string, from: number) => (index.get(id)! - from + len) % len;

  const shown = new Set(days);
  const out: LoopDay[] = [];
  const emit = (date: IsoDate, dayItems: LoopDayItem[]) => {
    if (shown.has(date)) out.push({ date, items: dayItems });
  };
  if (len === 0) return days.map((date) => ({ date, items: [] }));

  // Past days: what was done there, and what a class day with less than its items done still offers.
  for (const date of days) {
    if (date >= today) break;
    const start = cursorAt(date);
    const doneHere = (doneByDay.get(date) ?? [])
      .map((d) => d.lessonId)
      .sort((a, b) => offset(a, start) - offset(b, start));
    const dayItems: LoopDayItem[] = doneHere.map((lessonId) => ({ lessonId, done: true, catchUp: false }));
    if (meets(date) && doneHere.length < n) {
      const missing = next(start, n).filter((id) => !doneHere.includes(id));
      for (const lessonId of missing.slice(0, n - doneHere.length))
        dayItems.push({ lessonId, done: false, catchUp: true });
      dayItems.sort((a, b) => offset(a.lessonId, start) - offset(b.lessonId, start));
    }
    emit(date, dayItems);
  }
  if (last < today) return out;

  // Today: the next items as today began; today's ticks stay in place, and anything else done today shows too.
  const start = cursorAt(today);
  const doneToday = (doneByDay.get(today) ?? []).map((d) => d.lessonId);
  let cursor = start;
  const todayItems: LoopDayItem[] = [];
  if (meets(today)) {
    for (const lessonId of next(start, n))
      todayItems.push({ lessonId, done: doneToday.includes(lessonId), catchUp: false });
    cursor = start + n;
  }
  for (const lessonId of doneToday)
    if (!todayItems.some((i) => i.lessonId === lessonId))
      todayItems.push({ lessonId, done: true, catchUp: false });
  for (const lessonId of doneToday) cursor = Math.max(cursor, start + offset(lessonId, start) + 1);
  todayItems.sort((a, b) => offset(a.lessonId, start) - offset(b.lessonId, start));
  emit(today, todayItems);

  // The days to come: each class day takes the next items.
  for (let date = addDaysIso(today, 1); date <= last; date = addDaysIso(date, 1)) {
    if (!meets(date)) {
      emit(date, []);
      continue;
    }
    emit(
      date,
      next(cursor, n).map((lessonId) => ({ lessonId, done: false, catchUp: false })),
    );
    cursor += n;
  }
  return out;
}

/** The next `perDay` items as today begins (the lesson plan page's "next"): today's own ticks do not move it. */
export function nextLoopItems(
  items: readonly string[],
  perDay: number,
  today: IsoDate,
  done: readonly LoopDone[],
): string[] {
  const len = items.length;
  if (len === 0) return [];
  const start = cursorBefore(items, done, today);
  const n = Math.min(Math.max(perDay, 1), len);
  return Array.from({ length: n }, (_, i) => items[(start + i) % len]!);
}

/** The cursor as `date` begins: after the latest day before it with a completion of a current item (0: none). */
function cursorBefore(items: readonly string[], done: readonly LoopDone[], date: IsoDate): number {
  const byDay = new Map<IsoDate, LoopDone[]>();
  for (const d of done) if (d.date < date) byDay.set(d.date, [...(byDay.get(d.date) ?? []), d]);
  for (const day of [...byDay.keys()].sort().reverse()) {
    const c = cursorAfter(items, byDay.get(day)!);
    if (c !== null) return c;
  }
  return 0;
}
