import { randomUUID } from 'node:crypto';
import { addDaysIso, type IsoDate } from '@shared/domain/dates';
import { pinDateProblem, withGapBefore, type PinDateProblem } from '@shared/domain/lesson-reschedule';
import { lessonMessages } from '@shared/messages/lessons';
import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import type { LessonPinResult, LessonShiftResult } from '@shared/schemas/reschedule';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { Scope } from '../../scope/scope';
import { computePlans } from '../lesson-progress/placement';
import { loadPlanInputs, type PlanLesson } from '../lesson-progress/placement.repository';
import * as lessons from './lessons.repository';
import type { StoredLessonShift } from './lessons.rows';
import * as repo from './reschedule.repository';

const pinProblems: Record<PinDateProblem, string> = {
  past: msg.pinPast,
  outsideYear: msg.pinOutsideYear,
  notClassDay: msg.pinNotClassDay,
  inBreak: msg.pinInBreak,
};

/**
 * Reschedule from here (ADR 043): pin a lesson to a day, or push a lesson and every later one by some class days,
 * and take either back. Neither stores a placement: a pin is the lesson's day, a push resolves, when it is made,
 * to the day each enrolled child's lesson may fall no earlier than (`lesson_shifts`), so it does not keep
 * pushing as the days pass. The placement (lesson-progress/placement.ts) takes both as inputs.
 */
export function rescheduleService(deps: AppDeps) {
  const { db, bus } = deps;

  async function existingLesson(userId: string, lessonId: string) {
    const lesson = await lessons.findLesson(db, userId, lessonId);
    if (!lesson) throw notFound(lessonMessages.notFound);
    const cls = await lessons.findClass(db, userId, lesson.classId);
    if (!cls) throw notFound(lessonMessages.notFound);
    return { lesson, cls };
  }

  return {
    /** Pins the lesson to `date`: a class day of the class, from today on, inside its year, not in a break. */
    async pin(scope: Scope, lessonId: string, date: IsoDate): Promise<LessonPinResult> {
      const userId = scope.familyId;
      const { lesson, cls } = await existingLesson(userId, lessonId);
      const [year, breaks] = await Promise.all([
        cls.schoolYearId ? repo.findYear(db, userId, cls.schoolYearId) : null,
        repo.breaksOn(db, userId, date, cls.studentIds),
      ]);
      const problem = pinDateProblem({ ...cls, year }, date, scope.today, breaks);
      if (problem) throw validationFailed(pinProblems[problem], { date: pinProblems[problem] });
      await repo.setPin(db, userId, lessonId, date);
      bus.publish(userId, 'lessons');
      return { lessonId, pinnedDate: date, previousDate: lesson.pinnedDate ?? null };
    },

    async unpin(scope: Scope, lessonId: string): Promise<LessonPinResult> {
      const userId = scope.familyId;
      const { lesson } = await existingLesson(userId, lessonId);
      await repo.setPin(db, userId, lessonId, null);
      bus.publish(userId, 'lessons');
      return { lessonId, pinnedDate: null, previousDate: lesson.pinnedDate ?? null };
    },

    /**
     * Pushes the lesson and every later one by `days` class days, for each enrolled child who has it still to
     * do: counted from where the lesson stands without its own push (so pushing again sets the push, it does
     * not add to it), as the lesson plan shows it. A lesson pushed past the year's end does not fit.
     */
    async shift(scope: Scope, lessonId: string, days: number): Promise<LessonShiftResult> {
      const { familyId: userId, today } = scope;
      const { lesson, cls } = await existingLesson(userId, lessonId);
      if (lesson.pinnedDate && lesson.pinnedDate >= today) throw new AppError('CONFLICT', msg.pushPinned);
      const inputs = await loadPlanInputs(db, userId, {
        studentIds: cls.studentIds,
        classIds: [cls.id],
        from: today,
      });
      const previousDays = maxDays(inputs.shifts.filter((s) => s.lessonId === lessonId));
      const standIn = (i: number): PlanLesson => ({
        id: `gap:${i}`,
        classId: cls.id,
        position: lesson.position,
        title: '',
        notes: null,
        minutes: 0,
        pinnedDate: null,
      });
      const plans = computePlans(
        {
          ...inputs,
          lessons: withGapBefore(inputs.lessons, (l) => l.id, lessonId, days, standIn),
          shifts: inputs.shifts.filter((s) => s.lessonId !== lessonId),
        },
        today,
        undefined,
        { keepToday: true },
      );
      const now = new Date().toISOString();
      const shifts = plans.flatMap((plan): StoredLessonShift[] => {
        if (plan.completions.some((c) => c.lessonId === lessonId)) return [];
        const placed = plan.placement.placed.find((p) => p.lessonId === lessonId);
        const fits = !!placed || plan.placement.notFitting.includes(lessonId);
        if (!fits) return [];
        // Pushed past the last class day: no earlier than the day after the last lesson that still fits.
        const notBefore = placed?.date ?? addDaysIso(plan.placement.placed.at(-1)?.date ?? today, 1);
        return [
          {
            id: randomUUID(),
            studentId: plan.studentId,
            classId: cls.id,
            lessonId,
            days,
            notBefore,
            createdAt: now,
          },
        ];
      });
      if (shifts.length === 0) throw new AppError('CONFLICT', msg.nothingToPush);
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if (!(await lessons.findLesson(trx, userId, lessonId))) throw notFound(lessonMessages.notFound);
        await repo.replaceShifts(trx, userId, lessonId, shifts);
      });
      bus.publish(userId, 'lessons');
      return { lessonId, days, previousDays };
    },

    /** Removes the lesson's push: it and the later lessons fall where they would without it. */
    async unshift(scope: Scope, lessonId: string): Promise<LessonShiftResult> {
      const userId = scope.familyId;
      await existingLesson(userId, lessonId);
      const previousDays = await repo.shiftDays(db, userId, lessonId);
      await repo.replaceShifts(db, userId, lessonId, []);
      bus.publish(userId, 'lessons');
      return { lessonId, days: null, previousDays };
    },
  };
}

function maxDays(shifts: readonly { days: number }[]): number | null {
  return shifts.length === 0 ? null : Math.max(...shifts.map((s) => s.days));
}
