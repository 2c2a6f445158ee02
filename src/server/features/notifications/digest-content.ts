import { addDaysIso, type IsoDate } from '@shared/domain/dates';
import { paceSentence } from '@shared/domain/progress-wording';
import { paceLine, pacingGoal, weekSpan } from '@shared/domain/weekly-digest';
import type { AppDeps } from '../../deps';
import { forStudent, scopeFor, type Scope } from '../../scope/scope';
import { hoursService } from '../hours/hours.service';
import { lessonProgressService } from '../lesson-progress/lesson-progress.service';

/** One day of a child's coming week, as the week view places it. */
export interface DigestDay {
  date: IsoDate;
  lessons: { classTitle: string; title: string; minutes: number }[];
  /** The break the day is in, if any. */
  breakLabel: string | null;
}

export interface DigestChild {
  name: string;
  days: DigestDay[];
  /** Class days of the week just ending with nothing recorded (the week view's catch-up lessons). */
  behind: number;
  /** '12 hours behind Missouri's pace'; null: no requirement tracked. */
  pace: string | null;
  /** The progress page's sentence ('At this pace Ada reaches …'); null with no requirement. */
  paceDetail: string | null;
}

export interface DigestContent {
  weekStart: IsoDate;
  /** '30 Nov – 4 Dec'. */
  span: string;
  children: DigestChild[];
}

/**
 * What a family's weekly e-mail says (ADR 045), from the same services as the pages: the coming week from the
 * week view's placement (`lessonProgressService.week`), the lessons behind from the week just ending's catch-up
 * lessons, the pace from the records' progress read (`hoursService.progress`) in `progress-wording`'s words.
 * The family's day is its timezone's at `now` (a scope the job builds as the family's parent would have it).
 */
export async function digestContent(
  deps: AppDeps,
  familyId: string,
  timezone: string,
  weekStart: IsoDate,
  now: Date,
): Promise<DigestContent> {
  const scope: Scope = scopeFor(
    familyId,
    { memberId: familyId, role: 'parent', name: null },
    { timezone, confirmCompletions: false },
    now,
  );
  const progress = lessonProgressService(deps);
  const hours = hoursService(deps);
  const [coming, past] = await Promise.all([
    progress.week(scope, { start: weekStart }),
    progress.week(scope, { start: addDaysIso(weekStart, -7) }),
  ]);
  const classTitle = new Map(coming.classes.map((c) => [c.id, c.title]));
  const behindOf = new Map(
    past.children.map((c) => [
      c.student.id,
      c.days
        .filter((d) => d.date < scope.today)
        .reduce((n, d) => n + d.lessons.filter((l) => l.catchUp && !l.done).length, 0),
    ]),
  );
  const children: DigestChild[] = [];
  let lastLessonDay: IsoDate | null = null;
  for (const child of coming.children) {
    const days: DigestDay[] = child.days.map((d) => ({
      date: d.date,
      breakLabel: d.breakLabel,
      lessons: d.lessons
        .filter((l) => !l.done)
        .map((l) => ({ classTitle: classTitle.get(l.classId) ?? '', title: l.title, minutes: l.minutes })),
    }));
    for (const d of days)
      if (d.lessons.length && (!lastLessonDay || d.date > lastLessonDay)) lastLessonDay = d.date;
    const p = await hours.progress(forStudent(scope, child.student.id));
    const tracking = p.status === 'tracking' && p.profile !== null && p.schoolYear !== null;
    const goal = tracking ? pacingGoal(p.goals) : undefined;
    children.push({
      name: child.student.name,
      days,
      behind: behindOf.get(child.student.id) ?? 0,
      pace: tracking ? paceLine(p.profile!.name, p.goals) : null,
      paceDetail:
        goal && p.schoolYear
          ? paceSentence(goal, {
              childName: child.student.name,
              endDate: p.schoolYear.endDate,
              elapsedDays: p.schoolDays.elapsed,
              remainingDays: p.schoolDays.remaining,
            }).text
          : null,
    });
  }
  return { weekStart, span: weekSpan(weekStart, lastLessonDay), children };
}
