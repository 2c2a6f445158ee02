import type { IsoDate } from '@shared/domain/dates';
import { placeLessons, type Placement } from '@shared/domain/lesson-placement';
import type { PlanClass, PlanCompletion, PlanInputs, PlanLesson } from './placement.repository';
import { loopPlan, type LoopProgress } from './loop-plan';

/** One child's plan in one class: where its remaining lessons fall, and what it has completed. */
export interface ChildClassPlan {
  cls: PlanClass;
  studentId: string;
  lessons: PlanLesson[];
  /** This child's completions of the class's lessons. */
  completions: PlanCompletion[];
  placement: Placement;
  /** A loop class (ADR 041): where the loop stands; `placement.placed` has an entry per item and day. */
  loop?: LoopProgress;
}

/**
 * Places every enrolled child's lessons in every class of the inputs. A break applies to a
 * child when it is the family's or names the child, whatever the class's year; a class of a year keeps to
 * that year's dates and school weekdays. `until` bounds the work to the days a page shows. `keepToday`: the
 * lessons completed today keep their places in the queue (placed, though completed) until tomorrow, as the week
 * view shows them (ADR 033).
 * The rule: docs/architecture.md, Lesson placement.
 */
export function computePlans(
  inputs: PlanInputs,
  today: IsoDate,
  until?: IsoDate,
  options: { keepToday?: boolean } = {},
): ChildClassPlan[] {
  const lessonsByClass = groupBy(inputs.lessons, (l) => l.classId);
  const completionsBy = groupBy(inputs.completions, (c) => `${c.classId}/${c.studentId}`);
  const skipsBy = groupBy(inputs.skips, (s) => `${s.classId}/${s.studentId}`);
  const absencesBy = groupBy(inputs.absences, (a) => a.studentId);
  const shiftsBy = groupBy(inputs.shifts, (s) => `${s.classId}/${s.studentId}`);
  const years = new Map(inputs.years.map((y) => [y.id, y]));

  const plans: ChildClassPlan[] = [];
  for (const cls of inputs.classes) {
    const lessons = lessonsByClass.get(cls.id) ?? [];
    if (lessons.length === 0) continue;
    const year = cls.schoolYearId ? (years.get(cls.schoolYearId) ?? null) : null;
    for (const studentId of cls.studentIds) {
      if (cls.scheduleKind === 'loop') {
        const { placement, loop } = loopPlan(
          cls,
          studentId,
          lessons,
          inputs,
          today,
          until,
          !!options.keepToday,
        );
        plans.push({ cls, studentId, lessons, completions: [], placement, loop });
        continue;
      }
      const completions = completionsBy.get(`${cls.id}/${studentId}`) ?? [];
      const kept = (c: { date: IsoDate }) => options.keepToday === true && c.date === today;
      const done = new Set(completions.filter((c) => !kept(c)).map((c) => c.lessonId));
      const placement = placeLessons({
        today,
        until,
        lessons: lessons.map((l) => ({ id: l.id, completed: done.has(l.id), pinnedDate: l.pinnedDate })),
        shifts: shiftsBy.get(`${cls.id}/${studentId}`) ?? [],
        classWeekdays: cls.daysOfWeek,
        classStart: cls.startDate,
        classEnd: cls.endDate,
        year,
        breaks: inputs.breaks.filter((b) => b.studentIds === null || b.studentIds.includes(studentId)),
        skips: (skipsBy.get(`${cls.id}/${studentId}`) ?? []).map((s) => s.date),
        absences: (absencesBy.get(studentId) ?? []).map((a) => a.date),
        completedOn: completions.filter((c) => !kept(c)).map((c) => c.date),
      });
      plans.push({ cls, studentId, lessons, completions, placement });
    }
  }
  return plans;
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
