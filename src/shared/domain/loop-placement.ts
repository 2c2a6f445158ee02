import { addDaysIso, type IsoDate } from './dates';
import type { DateRange } from './lesson-placement';
import { isClassDay, planDays, type ChildDay, type DayPlanInputs, type PlanDayClass } from './lesson-week';

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
  /**
   * A child's tick waiting for a parent (ADR 052). It places the loop as a done one does (as a weekly lesson's
   * waiting tick leaves the queue); only what it earns waits.
   */
  pending?: boolean;
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
  /** Done by a child's tick that waits for a parent (ADR 052). */
  pending: boolean;
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
  const waiting = new Set<string>();
  for (const d of input.done) {
    if (!index.has(d.lessonId)) continue;
    doneByDay.set(d.date, [...(doneByDay.get(d.date) ?? []), d]);
    if (d.pending) waiting.add(`${d.date}|${d.lessonId}`);
  }
  const pendingOn = (date: IsoDate, lessonId: string) => waiting.has(`${date}|${lessonId}`);
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
    const dayItems: LoopDayItem[] = doneHere.map((lessonId) => ({
      lessonId,
      done: true,
      pending: pendingOn(date, lessonId),
      catchUp: false,
    }));
    if (meets(date) && doneHere.length < n) {
      const missing = next(start, n).filter((id) => !doneHere.includes(id));
      for (const lessonId of missing.slice(0, n - doneHere.length))
        dayItems.push({ lessonId, done: false, pending: false, catchUp: true });
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
      todayItems.push({
        lessonId,
        done: doneToday.includes(lessonId),
        pending: pendingOn(today, lessonId),
        catchUp: false,
      });
    cursor = start + n;
  }
  for (const lessonId of doneToday)
    if (!todayItems.some((i) => i.lessonId === lessonId))
      todayItems.push({ lessonId, done: true, pending: pendingOn(today, lessonId), catchUp: false });
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
      next(cursor, n).map((lessonId) => ({ lessonId, done: false, pending: false, catchUp: false })),
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

// ---- A page's days (the week view, the dashboard's today): the loops beside the weekly plan ----

export interface LoopItem {
  lessonId: string;
  classId: string;
  title: string;
  minutes: number;
  position: number;
}

/** What placing the loops needs: who is enrolled in which loop, each loop's items in order, the completions. */
export interface LoopPlanInputs {
  pairs: readonly { studentId: string; classId: string }[];
  items: readonly LoopItem[];
  done: readonly (LoopDone & { studentId: string; classId: string; minutes: number })[];
  /** How many times each child has done items of each loop, all told (the lesson plan page). */
  doneCounts?: readonly { studentId: string; classId: string; count: number }[];
  /** How many times each child has done each item, and the last day (the lesson plan page's list). */
  itemsDone?: readonly LoopItemDone[];
}

/** An item of a loop a child has done: how many times (waiting ticks too, as a weekly lesson's 'done'), the last day. */
export interface LoopItemDone {
  studentId: string;
  classId: string;
  lessonId: string;
  count: number;
  lastDate: IsoDate;
}

export interface LoopDayInputs extends LoopPlanInputs {
  today: IsoDate;
  days: readonly IsoDate[];
  /** Every class (weekly and loop) in the order a day lists them. */
  classOrder: readonly string[];
  /** The loop classes, with their items per day. */
  loopClasses: readonly (PlanDayClass & { perDay: number })[];
  skips: readonly { classId: string; studentId: string; date: IsoDate }[];
  absences: readonly { studentId: string; date: IsoDate }[];
  /** `studentId` null: the whole family's. */
  breaks: readonly (DateRange & { studentId: string | null })[];
}

/** One child's loops as `placeLoop` takes them, with each loop's items. */
function childLoops(inputs: LoopDayInputs, studentId: string) {
  const classes = new Map(inputs.loopClasses.map((c) => [c.id, c]));
  const breaks = inputs.breaks.filter((b) => b.studentId === null || b.studentId === studentId);
  const absences = inputs.absences.filter((a) => a.studentId === studentId).map((a) => a.date);
  return inputs.pairs.flatMap(({ studentId: child, classId }) => {
    const cls = classes.get(classId);
    const items = inputs.items.filter((i) => i.classId === classId);
    if (child !== studentId || !cls || items.length === 0) return [];
    const input: LoopInput = {
      today: inputs.today,
      days: inputs.days,
      items: items.map((i) => i.lessonId),
      perDay: cls.perDay,
      cls,
      breaks,
      skips: inputs.skips
        .filter((s) => s.classId === classId && s.studentId === studentId)
        .map((s) => s.date),
      absences,
      done: inputs.done.filter((d) => d.classId === classId && d.studentId === studentId),
    };
    return [{ classId, items: new Map(items.map((i) => [i.lessonId, i])), input }];
  });
}

/**
 * "Mark this week as done as planned" for a child's loops: each shown past class day, earliest first, records
 * the items it offers, so the next past day offers the items after them (not the same ones again).
 */
export function loopCatchUpsAsPlanned(
  inputs: LoopDayInputs,
  studentId: string,
): { lessonId: string; classId: string; date: IsoDate; minutes: number }[] {
  const out: { lessonId: string; classId: string; date: IsoDate; minutes: number }[] = [];
  for (const { classId, items, input } of childLoops(inputs, studentId)) {
    const added: LoopDone[] = [];
    for (const date of inputs.days.filter((d) => d < inputs.today)) {
      const day = placeLoop({ ...input, days: [date], done: [...input.done, ...added] })[0];
      for (const item of day?.items.filter((i) => i.catchUp) ?? []) {
        added.push({
          lessonId: item.lessonId,
          date,
          recordedAt: `~${added.length.toString().padStart(6, '0')}`,
        });
        out.push({ lessonId: item.lessonId, classId, date, minutes: items.get(item.lessonId)!.minutes });
      }
    }
  }
  return out;
}

/**
 * Adds each child's loop items to their days (`planDays`' result), marked `loop`, in the classes' order: a past
 * day's done items and catch-up offers, today's next items (ticks stay), and the days to come.
 */
export function addLoopDays(byChild: Map<string, ChildDay[]>, inputs: LoopDayInputs): void {
  if (inputs.pairs.length === 0) return;
  const order = new Map(inputs.classOrder.map((id, i) => [id, i]));
  const rank = (classId: string) => order.get(classId) ?? order.size;
  for (const [studentId, days] of byChild) {
    const dayOf = new Map(days.map((d) => [d.date, d]));
    let added = false;
    for (const { classId, items, input } of childLoops(inputs, studentId)) {
      for (const loopDay of placeLoop(input)) {
        const day = dayOf.get(loopDay.date);
        if (!day) continue;
        for (const item of loopDay.items) {
          const l = items.get(item.lessonId)!;
          day.lessons.push({
            lessonId: l.lessonId,
            classId,
            title: l.title,
            minutes: l.minutes,
            done: item.done,
            pending: item.pending,
            catchUp: item.catchUp,
            loop: true,
          });
          added = true;
        }
      }
    }
    // In the classes' order (a stable sort keeps each class's own order).
    if (added) for (const day of days) day.lessons.sort((a, b) => rank(a.classId) - rank(b.classId));
  }
}

/** The loops' part of a page's plan read (beside `DayPlanInputs`). */
export type LoopReadInputs = Omit<LoopDayInputs, 'today' | 'days' | 'skips' | 'absences' | 'breaks'>;

/** `planDays` with the loops' items added: what each child has on each shown day, weekly and loop alike. */
export function planDaysWithLoops(
  inputs: DayPlanInputs & { loops: LoopReadInputs },
  studentIds: readonly string[],
): Map<string, ChildDay[]> {
  const byChild = planDays(inputs, studentIds);
  addLoopDays(byChild, { ...inputs, ...inputs.loops });
  return byChild;
}
