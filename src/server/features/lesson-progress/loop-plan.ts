import { addDaysIso, daysBetween, type IsoDate } from '@shared/domain/dates';
import type { Placement } from '@shared/domain/lesson-placement';
import { nextLoopItems, placeLoop, type LoopItemDone } from '@shared/domain/loop-placement';
import type { PlanClass, PlanInputs, PlanLesson } from './placement.repository';

/** Without a page's last day, a loop is placed this far ahead (it never ends: it goes round). */
const LOOP_HORIZON_DAYS = 13;

export interface LoopProgress {
  /** The next items as today began, in order (the lesson plan page's "Next"). */
  next: string[];
  /** How many items the child has done, all told. */
  doneCount: number;
  /** Each item the child has done: how many times, and the last day. */
  itemsDone: LoopItemDone[];
}

/**
 * One child's loop class as a plan (ADR 041): each class day from today through `until` (two weeks when not
 * given) with its items — `placed` holds one entry per item and day, so an item can come more than once —
 * and where the loop stands. A loop has no end: nothing is 'not fitting' and there is no projected end.
 */
export function loopPlan(
  cls: PlanClass,
  studentId: string,
  lessons: readonly PlanLesson[],
  inputs: PlanInputs,
  today: IsoDate,
  until: IsoDate | undefined,
  keepToday: boolean,
): { placement: Placement; loop: LoopProgress } {
  const items = lessons.map((l) => l.id);
  const year = cls.schoolYearId ? (inputs.years.find((y) => y.id === cls.schoolYearId) ?? null) : null;
  const done = (inputs.loops?.done ?? []).filter((d) => d.classId === cls.id && d.studentId === studentId);
  const last = until ?? addDaysIso(today, LOOP_HORIZON_DAYS);
  const days =
    last < today ? [] : Array.from({ length: daysBetween(today, last) + 1 }, (_, i) => addDaysIso(today, i));
  const placed = placeLoop({
    today,
    days,
    items,
    perDay: cls.loopPerDay,
    cls: { ...cls, year },
    breaks: inputs.breaks.filter((b) => b.studentIds === null || b.studentIds.includes(studentId)),
    skips: inputs.skips.filter((s) => s.classId === cls.id && s.studentId === studentId).map((s) => s.date),
    absences: inputs.absences.filter((a) => a.studentId === studentId).map((a) => a.date),
    done,
  }).flatMap((day) =>
    day.items
      .filter((i) => !i.done || (keepToday && day.date === today))
      .map((i) => ({ lessonId: i.lessonId, date: day.date })),
  );
  const doneCount =
    inputs.loops?.doneCounts?.find((c) => c.classId === cls.id && c.studentId === studentId)?.count ?? 0;
  const itemsDone = (inputs.loops?.itemsDone ?? []).filter(
    (d) => d.classId === cls.id && d.studentId === studentId,
  );
  return {
    placement: { placed, notFitting: [], projectedEnd: null },
    loop: { next: nextLoopItems(items, cls.loopPerDay, today, done), doneCount, itemsDone },
  };
}
