import { randomUUID } from 'node:crypto';
import { minutesOf } from '@shared/domain/class-schedule';
import { lessonMessages as msg } from '@shared/messages/lessons';
import {
  MAX_LESSONS_PER_CLASS,
  type AddLessonsResult,
  type CopyClassResult,
  type DeleteLessonResult,
  type LessonChildPlan,
  type LessonDto,
  type LessonPlan,
  type NewLessons,
} from '@shared/schemas/lessons';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../scope/scope';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { classesService } from '../classes/classes.service';
import { keepLessonHours } from '../hours/hours.service';
import { computePlans } from '../lesson-progress/placement';
import type { LoopProgress } from '../lesson-progress/loop-plan';
import { loadPlanInputs } from '../lesson-progress/placement.repository';
import * as repo from './lessons.repository';
import * as rescheduleRepo from './reschedule.repository';
import type { StoredLesson } from './lessons.rows';

/**
 * A loop class's child (ADR 041): the next items, the day of the next one, the items done all told, and each
 * item's times done with its last day (the lesson list's 'done').
 */
const loopChildPlan = (
  studentId: string,
  loop: LoopProgress,
  placement: { placed: { date: string }[] },
): LessonChildPlan => ({
  studentId,
  completedCount: loop.doneCount,
  nextDate: placement.placed[0]?.date ?? null,
  projectedEnd: null,
  notFittingCount: 0,
  lessons: [],
  loopNext: loop.next,
  loopDone: loop.itemsDone.map(({ lessonId, count, lastDate }) => ({ lessonId, count, lastDate })),
});

/** A class's duration in minutes: a new lesson's minutes unless given (1 to 1440, as a lesson's). */
export const classMinutes = (cls: { startTime: string; endTime: string }) =>
  Math.min(1440, Math.max(1, minutesOf(cls.endTime) - minutesOf(cls.startTime)));

/**
 * A class's lesson plan: the ordered lessons of a family's class, added one at a time,
 * from a pattern or a pasted list, edited, deleted, reordered, and copied with the class. Where each child's
 * lessons fall is computed (lesson-progress/placement.ts), never stored.
 */
export function lessonsService(deps: AppDeps) {
  const { db, bus } = deps;
  const classes = classesService(deps);

  async function existingClass(userId: string, classId: string) {
    const cls = await repo.findClass(db, userId, classId);
    if (!cls) throw notFound(msg.classNotFound);
    return cls;
  }

  return {
    /** Everything the lesson plan page shows, in one request: the lessons, and each enrolled child's progress. */
    async plan(scope: Scope, classId: string): Promise<LessonPlan> {
      const { familyId: userId, today } = scope;
      const cls = await repo.findClass(db, userId, classId);
      if (!cls) throw notFound(msg.classNotFound);
      const [lessons, inputs, years] = await Promise.all([
        repo.listLessons(db, userId, classId),
        loadPlanInputs(db, userId, { studentIds: cls.studentIds, classIds: [classId], from: today }),
        repo.listYears(db, userId),
      ]);
      // As the week shows it: a lesson completed today keeps its place until tomorrow (ADR 033).
      const plans = new Map(
        computePlans(inputs, today, undefined, { keepToday: true }).map((p) => [p.studentId, p]),
      );
      const doneBy = new Map<string, string[]>();
      for (const plan of plans.values())
        for (const c of plan.completions)
          doneBy.set(c.lessonId, [...(doneBy.get(c.lessonId) ?? []), plan.studentId]);
      const children = cls.studentIds.map((studentId): LessonChildPlan => {
        const plan = plans.get(studentId);
        if (plan?.loop) return loopChildPlan(studentId, plan.loop, plan.placement);
        const done = new Set(plan?.completions.map((c) => c.lessonId));
        const planned = plan?.placement.placed.filter((p) => !done.has(p.lessonId)) ?? [];
        return {
          studentId,
          completedCount: plan?.completions.length ?? 0,
          nextDate: planned[0]?.date ?? null,
          projectedEnd: planned.at(-1)?.date ?? null,
          notFittingCount: plan?.placement.notFitting.filter((id) => !done.has(id)).length ?? 0,
          lessons: [
            ...(plan?.completions ?? []).map((c) => ({ lessonId: c.lessonId, date: c.date, done: true })),
            ...planned.map((p) => ({ lessonId: p.lessonId, date: p.date, done: false })),
          ],
        };
      });
      return {
        today,
        class: {
          id: cls.id,
          title: cls.title,
          emoji: cls.emoji,
          daysOfWeek: cls.daysOfWeek,
          minutes: classMinutes(cls),
          schoolYearId: cls.schoolYearId,
          studentIds: cls.studentIds,
          scheduleKind: cls.scheduleKind,
          loopPerDay: Number(cls.loopPerDay),
        },
        lessons: lessons.map((l) => repo.toLessonDto(l, doneBy.get(l.id) ?? [], shiftDaysOf(inputs, l.id))),
        children,
        years,
      };
    },

    /** Appends lessons at the end of the plan; a class holds at most 1,000 (409 beyond, nothing written). */
    async add(userId: string, classId: string, input: NewLessons): Promise<AddLessonsResult> {
      await deps.profiles.get(userId);
      const now = new Date().toISOString();
      const added = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const cls = await repo.findClass(trx, userId, classId);
        if (!cls) throw notFound(msg.classNotFound);
        const { count, next } = await repo.planSize(trx, userId, classId);
        if (count + input.titles.length > MAX_LESSONS_PER_CLASS)
          throw new AppError('CONFLICT', msg.classFull(MAX_LESSONS_PER_CLASS, MAX_LESSONS_PER_CLASS - count));
        const minutes = input.minutes ?? classMinutes(cls);
        const lessons = input.titles.map((title, i): StoredLesson => ({
          id: randomUUID(),
          classId,
          position: next + i,
          title,
          notes: input.notes,
          minutes,
          createdAt: now,
          updatedAt: now,
        }));
        await repo.insertLessons(trx, userId, lessons);
        return lessons;
      });
      bus.publish(userId, 'lessons');
      return { lessons: added.map((l) => repo.toLessonDto(l, [])) };
    },

    async update(
      userId: string,
      id: string,
      patch: { title?: string; notes?: string | null; minutes?: number },
    ): Promise<LessonDto> {
      const updated = await db.transaction().execute(async (trx) => {
        const lesson = await repo.findLesson(trx, userId, id);
        if (!lesson) throw notFound(msg.notFound);
        const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
        const next = { ...lesson, ...defined, updatedAt: new Date().toISOString() };
        await repo.updateLesson(trx, userId, id, {
          title: next.title,
          notes: next.notes,
          minutes: next.minutes,
          updatedAt: next.updatedAt,
        });
        return repo.toLessonDto(
          next,
          await repo.completedBy(trx, userId, id),
          await rescheduleRepo.shiftDays(trx, userId, id),
        );
      });
      bus.publish(userId, 'lessons');
      return updated;
    },

    /**
     * Deletes the lesson, and with it the children's completions of it (the confirmation says so; the xp they
     * earned stays, as for every deleted item). The plan's other lessons keep their order.
     */
    async remove(userId: string, id: string): Promise<DeleteLessonResult> {
      const deletedCompletions = await db.transaction().execute(async (trx) => {
        if (!(await repo.findLesson(trx, userId, id))) throw notFound(msg.notFound);
        await keepLessonHours(trx, userId, { lessonId: id });
        return repo.deleteLesson(trx, userId, id);
      });
      bus.publish(userId, 'lessons');
      return { id, deletedCompletions };
    },

    /** Puts the class's lessons in the given order: every lesson id of the class, each once (else 400). */
    async reorder(userId: string, classId: string, ids: readonly string[]): Promise<void> {
      await deps.profiles.get(userId);
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        if (!(await repo.findClass(trx, userId, classId))) throw notFound(msg.classNotFound);
        const current = await repo.listLessons(trx, userId, classId);
        const known = new Map(current.map((l) => [l.id, l.position]));
        if (
          ids.length !== current.length ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !known.has(id))
        )
          throw validationFailed(msg.orderIncomplete, { ids: msg.orderIncomplete });
        const moves = ids
          .map((id, position) => ({ id, position }))
          .filter((m) => known.get(m.id) !== m.position);
        await repo.setPositions(trx, userId, classId, moves, new Date().toISOString());
      });
      bus.publish(userId, 'lessons');
    },

    /**
     * A new class with the class's fields and all of its lessons (none of the children's completions), for
     * other children or another year, in one transaction. Left out, the children and the year are the class's.
     */
    async copy(
      scope: Scope,
      classId: string,
      input: { studentIds?: string[]; schoolYearId?: string | null },
    ): Promise<CopyClassResult> {
      const userId = scope.familyId;
      const source = await existingClass(userId, classId);
      const schoolYearId = input.schoolYearId === undefined ? source.schoolYearId : input.schoolYearId;
      if (schoolYearId !== null && !(await repo.yearExists(db, userId, schoolYearId)))
        throw notFound(msg.yearNotFound);
      const { id: _id, studentIds, ...fields } = source;
      let lessonCount = 0;
      const created = await classes.create(
        scope,
        { ...fields, schoolYearId, studentIds: input.studentIds ?? studentIds },
        async (trx, newClassId) => {
          if (!(await repo.findClass(trx, userId, classId))) throw notFound(msg.classNotFound);
          const now = new Date().toISOString();
          const lessons = await repo.listLessons(trx, userId, classId);
          await repo.insertLessons(
            trx,
            userId,
            lessons.map((l, position) => ({
              ...l,
              id: randomUUID(),
              classId: newClassId,
              position,
              // A pin is a day of this class's plan, not the copy's.
              pinnedDate: null,
              createdAt: now,
              updatedAt: now,
            })),
          );
          lessonCount = lessons.length;
        },
      );
      bus.publish(userId, 'lessons');
      return { ...created, lessonCount };
    },
  };
}

/** A lesson's push, in class days (the largest of its children's, ADR 043); null: none. */
function shiftDaysOf(inputs: { shifts: readonly { lessonId: string; days: number }[] }, lessonId: string) {
  const days = inputs.shifts.filter((s) => s.lessonId === lessonId).map((s) => s.days);
  return days.length === 0 ? null : Math.max(...days);
}

export type LessonsService = ReturnType<typeof lessonsService>;
