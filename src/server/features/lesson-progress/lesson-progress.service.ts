import { classColor } from '@shared/domain/class-color';
import { addDaysIso, mondayOf, type IsoDate } from '@shared/domain/dates';
import {
  catchUpLessons,
  completionDateProblem,
  isClassDay,
  lessonsNeeded,
  planDays,
} from '@shared/domain/lesson-week';
import type { StudentColor } from '@shared/domain/students';
import { togetherCompletion } from '@shared/domain/together-completion';
import { XP_REWARDS } from '@shared/domain/xp';
import { togetherMessages as tm } from '@shared/messages/together';
import type { TogetherResult, TogetherTickInput } from '@shared/schemas/together';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import type {
  CompleteLessonInput,
  LessonCompletionResult,
  SkipResult,
  WeekDoneResult,
  Week,
  WeekQuery,
} from '@shared/schemas/lesson-plan';
import type { AppDeps } from '../../deps';
import { loopMessages } from '@shared/messages/loops';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import { attendanceService } from '../attendance/attendance.service';
import { recordLessonHours } from '../hours/hours.service';
import { xpMoveStatement } from '../game/game.service';
import { entryLocation } from '@shared/domain/class-place';
import { subjectOfClass } from '@shared/domain/core-subjects';
import { readFlag, readNumber } from '../../db/stored-values';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { type Scope, type StudentKey, type StudentScope, tickWaits } from '../../scope/scope';
import { fromCompletionRow, type StoredCompletion } from './lesson-progress.rows';
import * as repo from './completions.repository';
import * as tickRepo from './lesson-tick.repository';
import { readWeek } from './week.repository';
import * as together from './together.repository';
import { loopCatchUpsAsPlanned, planDaysWithLoops } from '@shared/domain/loop-placement';
import { loopService } from './loop.service';

/**
 * Doing the lesson plans: completing a lesson (with its xp, +15, and the day marked present
 * unless it is marked already, as marking attendance does), un-completing it, skipping a class day for a
 * child and undoing it, and the week view: every child's lessons of a week, placed and done, in one statement.
 * Placement: docs/architecture.md, Lesson placement.
 */
export function lessonProgressService(deps: AppDeps) {
  const { db, dialect, bus, game } = deps;
  const attendance = attendanceService(deps);
  const loops = loopService(deps);

  const dateProblem = (
    problem: 'future' | 'beforeYear' | 'afterYear',
    lesson: { yearStart: string | null; yearEnd: string | null },
  ) => {
    const message =
      problem === 'future'
        ? m.futureCompletion
        : problem === 'beforeYear'
          ? m.beforeYearStart(lesson.yearStart ?? '')
          : m.afterYearEnd(lesson.yearEnd ?? '');
    return validationFailed(message, { date: message });
  };

  /** The week's days from `start` (a Monday), and how many next lessons per class its placement needs. */
  const weekRange = (today: IsoDate, start: IsoDate) => {
    const days = Array.from({ length: 7 }, (_, i) => addDaysIso(start, i));
    const end = days[6]!;
    // Placement from today on, and a catch-up lesson per past day (ADR 033).
    const past = days.filter((d) => d < today).length;
    return { days, end, from: today < start ? today : start, limit: lessonsNeeded(today, end) + past };
  };

  /**
   * What a (confirmed) completion earns, in its transaction: the lesson's xp, the day marked present unless it
   * is marked, the hours log's entry. Adds the change kinds to announce after the commit.
   */
  async function settle(
    trx: Kysely<DB>,
    child: StudentKey,
    written: StoredCompletion,
    kinds: ChangeKind[],
  ): Promise<{ xpChange: number; attendanceMarked: boolean }> {
    const xp = await game.award(trx, child, 'lesson', written.lessonId, XP_REWARDS.lesson);
    const day = await attendance.markPresentUnlessMarked(trx, child, written.date, written.recordedBy);
    kinds.push('lesson-progress');
    if (await recordLessonHours(trx, child, written)) kinds.push('hours');
    if (xp + day.xpChange !== 0) kinds.push('xp');
    if (day.marked) kinds.push('attendance');
    return { xpChange: xp + day.xpChange, attendanceMarked: day.marked };
  }

  /**
   * The day and minutes of a tick of the lesson (the child's: 404 otherwise), or the error that refuses it: a
   * loop's item (409), a day to come or outside the class's year (400).
   */
  const tickOf = (
    lesson:
      | { scheduleKind: string; minutes: number | string; yearStart: string | null; yearEnd: string | null }
      | undefined,
    input: CompleteLessonInput,
    today: IsoDate,
  ) => {
    if (!lesson) throw notFound(m.lessonNotFound);
    // A loop's items are done again and again, each time on its own day: they have their own tick (ADR 041).
    if (lesson.scheduleKind === 'loop') throw new AppError('CONFLICT', loopMessages.loopItem);
    // The school day it belongs to (`done_on`): its hours and attendance are that day's (ADR 033).
    const date = input?.date ?? today;
    const problem = completionDateProblem(date, today, lesson.yearStart, lesson.yearEnd);
    if (problem) throw dateProblem(problem, lesson);
    return { date, minutes: input?.minutes ?? Number(lesson.minutes) };
  };

  /**
   * A lesson completed already (another tab, a double tap): the first record stands; an adult's tick of a lesson
   * whose child's tick waits confirms it (unless a parent has just done so).
   */
  async function completedAlready(
    trx: Kysely<DB>,
    child: StudentKey,
    existing: StoredCompletion & { pending: boolean },
    waits: boolean,
    kinds: ChangeKind[],
  ): Promise<LessonCompletionResult> {
    if (!existing.pending || waits)
      return completion(existing, { xpChange: 0, attendanceMarked: false, pending: existing.pending });
    if (!(await repo.settlePending(trx, child.familyId, existing.id)))
      return completion(existing, { xpChange: 0, attendanceMarked: false, pending: false });
    const settled = await settle(trx, child, existing, kinds);
    kinds.push('confirmations');
    return completion(existing, { ...settled, pending: false });
  }

  /** SQLite (and PostgreSQL when a tick meets an un-tick): the tick in one transaction, statement by statement. */
  async function completeInTransaction(
    child: StudentScope,
    lessonId: string,
    input: CompleteLessonInput,
    waits: boolean,
  ): Promise<LessonCompletionResult> {
    const kinds: ChangeKind[] = [];
    const result = await db.transaction().execute(async (trx): Promise<LessonCompletionResult> => {
      const lesson = await repo.findLessonForChild(trx, child, lessonId);
      const { date, minutes } = tickOf(lesson, input, child.today);
      const written = await repo.insertCompletion(
        trx,
        child,
        {
          id: crypto.randomUUID(),
          studentId: child.studentId,
          lessonId,
          classId: lesson!.classId,
          date,
          minutes,
          recordedAt: new Date().toISOString(),
          recordedBy: child.actor.memberId,
        },
        waits,
      );
      if (!written)
        return completedAlready(trx, child, (await repo.findCompletion(trx, child, lessonId))!, waits, kinds);
      if (waits) {
        kinds.push('lesson-progress', 'confirmations');
        return completion(written, { xpChange: 0, attendanceMarked: false, pending: true });
      }
      return completion(written, { ...(await settle(trx, child, written, kinds)), pending: false });
    });
    if (kinds.length) bus.publishChild(child, ...kinds);
    return result;
  }

  /**
   * PostgreSQL: the lesson read (its checks), then the completion, the present day, the xp, the hour entry and the
   * change event's NOTIFY in one statement (ADR 058); achievements judged after it, as a to-do's tick does (ADR 049).
   */
  async function completeInOneStatement(
    child: StudentScope,
    lessonId: string,
    input: CompleteLessonInput,
    waits: boolean,
  ): Promise<LessonCompletionResult> {
    const lesson = await tickRepo.findLessonToTick(db, child, lessonId);
    const { date, minutes } = tickOf(lesson, input, child.today);
    const { relay } = bus;
    const recordedAt = new Date().toISOString();
    const row = await tickRepo.tickLesson(db, {
      userId: child.familyId,
      studentId: child.studentId,
      lessonId,
      classId: lesson!.classId,
      completionId: crypto.randomUUID(),
      date,
      minutes,
      recordedAt,
      recordedBy: child.actor.memberId,
      pending: waits ? 1 : 0,
      attendanceId: crypto.randomUUID(),
      lessonLedgerId: crypto.randomUUID(),
      lessonXp: XP_REWARDS.lesson,
      dayLedgerId: crypto.randomUUID(),
      dayXp: XP_REWARDS.attendance,
      hourEntryId: crypto.randomUUID(),
      hourMinutes: Math.min(1440, minutes),
      subject: subjectOfClass(lesson!),
      core: readFlag(lesson!.core) ? 1 : 0,
      // A class taught away from home (co-op, tutor, online) logs away (ADR 042).
      location: entryLocation('home', lesson!.place),
      announceChannel: relay?.channel ?? null,
      announcePayloads: relay
        ? TICK_KINDS.map((kinds) =>
            relay.payload({ familyId: child.familyId, kinds, studentId: child.studentId }),
          )
        : [],
    });
    if (!row) {
      const existing = await repo.findCompletion(db, child, lessonId);
      // Un-ticked again since: tick it as SQLite does.
      if (!existing) return completeInTransaction(child, lessonId, input, waits);
      if (!existing.pending || waits) return completedAlready(db, child, existing, waits, []);
      const kinds: ChangeKind[] = [];
      const result = await db
        .transaction()
        .execute((trx) => completedAlready(trx, child, existing, waits, kinds));
      if (kinds.length) bus.publishChild(child, ...kinds);
      return result;
    }
    const lessonXp = readNumber(row.lessonXp);
    const dayXp = readNumber(row.dayXp);
    const earned = [
      ...(lessonXp > 0 ? ['lesson' as const] : []),
      ...(dayXp > 0 ? ['attendance' as const] : []),
    ];
    await game.judgeAfterAwards(db, child, earned, row.xpLevel === null ? null : readNumber(row.xpLevel));
    const kinds = tickKinds({
      pending: waits,
      hours: row.hoursWritten,
      xp: lessonXp + dayXp !== 0,
      attendance: row.dayMarked,
    });
    (readNumber(row.announced) > 0 ? bus.publishChildRelayed : bus.publishChild)(child, ...kinds);
    return completion(fromCompletionRow(row), {
      xpChange: lessonXp + dayXp,
      attendanceMarked: row.dayMarked,
      pending: waits,
    });
  }

  /** An un-tick's answer. */
  const uncompleted = (child: StudentKey, lessonId: string, classId: string, xpChange: number) => ({
    lessonId,
    classId,
    studentId: child.studentId,
    completed: false as const,
    date: null,
    minutes: null,
    xpChange,
    attendanceMarked: false,
    pending: false,
  });

  /** What an un-tick announces when it removed a completion (a waiting tick withdrawn leaves 'To confirm'). */
  const UNTICK_KINDS: ChangeKind[] = ['lesson-progress', 'hours', 'confirmations'];

  /**
   * PostgreSQL: the completion (with its hour entry), its xp and the change event's NOTIFY in one statement
   * (`changeWithXp`, ADR 058); when it removed nothing, the lesson read tells 404 from "not completed".
   */
  async function uncompleteInOneStatement(
    child: StudentKey,
    lessonId: string,
  ): Promise<LessonCompletionResult> {
    const { relay } = bus;
    const event = (...kinds: ChangeKind[]) =>
      relay!.payload({ familyId: child.familyId, kinds, studentId: child.studentId });
    const moved = await game.changeWithXp(
      db,
      child,
      untickStatement,
      { userId: child.familyId, studentId: child.studentId, lessonId },
      { kind: 'lesson', reward: XP_REWARDS.lesson },
      relay
        ? { channel: relay.channel, ifXp: event(...UNTICK_KINDS, 'xp'), ifNot: event(...UNTICK_KINDS) }
        : null,
    );
    if (!moved) {
      const lesson = await repo.findLessonForChild(db, child, lessonId);
      if (!lesson) throw notFound(m.lessonNotFound);
      return uncompleted(child, lessonId, lesson.classId, 0);
    }
    const kinds = moved.xpChange !== 0 ? [...UNTICK_KINDS, 'xp' as const] : UNTICK_KINDS;
    (moved.announced ? bus.publishChildRelayed : bus.publishChild)(child, ...kinds);
    return uncompleted(child, lessonId, moved.row.classId, moved.xpChange);
  }

  return {
    /**
     * Records that the child did the lesson (once: completing it again changes nothing): on PostgreSQL in one
     * statement after the lesson's read (ADR 058), on SQLite in one transaction (group commit, ADR 026).
     */
    complete(
      child: StudentScope,
      lessonId: string,
      input: CompleteLessonInput,
    ): Promise<LessonCompletionResult> {
      // 'Parent confirms completed work': a child's own tick waits for a parent (ADR 024).
      const waits = tickWaits(child);
      return dialect === 'postgres'
        ? completeInOneStatement(child, lessonId, input, waits)
        : completeInTransaction(child, lessonId, input, waits);
    },

    /** Takes the completion back, with its xp (the day's attendance stays as it is). */
    async uncomplete(child: StudentKey, lessonId: string): Promise<LessonCompletionResult> {
      if (dialect === 'postgres') return uncompleteInOneStatement(child, lessonId);
      const kinds: ChangeKind[] = [];
      const result = await db.transaction().execute(async (trx): Promise<LessonCompletionResult> => {
        const lesson = await repo.findLessonForChild(trx, child, lessonId);
        if (!lesson) throw notFound(m.lessonNotFound);
        // Its hour entry goes with it (hour_entries.lesson_completion_id cascades; SQLite enforces foreign keys).
        const removed = await repo.deleteCompletion(trx, child, lessonId);
        const xp = removed ? -(await game.revoke(trx, child, 'lesson', lessonId)) : 0;
        if (removed) kinds.push(...UNTICK_KINDS);
        if (xp !== 0) kinds.push('xp');
        return uncompleted(child, lessonId, lesson.classId, xp);
      });
      if (kinds.length) bus.publishChild(child, ...kinds);
      return result;
    },

    /**
     * A lesson taught together (ADR 042): one tick records it for each enrolled child named (default all) who is
     * present on the day and has not done it, each with their own completion, minutes, hour entry, present day
     * and xp, and their own note, in one transaction. A child named who is not enrolled: 400, nothing written.
     */
    async completeTogether(
      scope: Scope,
      classId: string,
      lessonId: string,
      input: TogetherTickInput,
    ): Promise<TogetherResult> {
      const { today, familyId } = scope;
      const kinds: ChangeKind[] = [];
      const result = await db.transaction().execute(async (trx): Promise<TogetherResult> => {
        const lesson = await together.findClassLesson(trx, familyId, classId, lessonId);
        if (!lesson) throw notFound(tm.lessonNotFound);
        if (!lesson.together) throw new AppError('CONFLICT', tm.notTogether);
        const date = input?.date ?? today;
        const problem = completionDateProblem(date, today, lesson.yearStart, lesson.yearEnd);
        if (problem) throw dateProblem(problem, lesson);
        const enrolled = await together.enrolledIds(trx, familyId, classId);
        const notes = new Map((input?.notes ?? []).map((n) => [n.studentId, n.note || null]));
        const named = input?.studentIds;
        const decision = togetherCompletion({
          enrolled,
          absent: await together.absentOn(trx, familyId, enrolled, date),
          done: await together.completedBy(trx, familyId, enrolled, lessonId),
          requested: named,
        });
        const enrolledSet = new Set(enrolled);
        if (decision.notEnrolled.length || [...notes.keys()].some((id) => !enrolledSet.has(id)))
          throw validationFailed(tm.notEnrolled, { studentIds: tm.notEnrolled });
        const recordedAt = new Date().toISOString();
        let xpChange = 0;
        const recorded: string[] = [];
        for (const studentId of decision.complete) {
          const child = { familyId, studentId };
          const written = await repo.insertCompletion(trx, child, {
            id: crypto.randomUUID(),
            studentId,
            lessonId,
            classId,
            date,
            minutes: input?.minutes ?? lesson.minutes,
            recordedAt,
            recordedBy: scope.actor.memberId,
            note: notes.get(studentId) ?? null,
          });
          if (!written) continue;
          xpChange += (await settle(trx, child, written, kinds)).xpChange;
          recorded.push(studentId);
        }
        return {
          classId,
          lessonId,
          date,
          studentIds: recorded,
          absent: decision.absent,
          already: decision.done,
          xpChange,
        };
      });
      for (const studentId of result.studentIds) bus.publishChild({ familyId, studentId }, ...new Set(kinds));
      return result;
    },

    /**
     * Undoes a lesson taught together for all the class's children: each one's completion of it (of `date` when
     * given), with its xp and hour entry; the days' attendance stays, as un-completing one lesson leaves it.
     */
    async uncompleteTogether(
      scope: Scope,
      classId: string,
      lessonId: string,
      date: IsoDate | undefined,
    ): Promise<TogetherResult> {
      const { familyId } = scope;
      const kinds: ChangeKind[] = [];
      const result = await db.transaction().execute(async (trx): Promise<TogetherResult> => {
        const lesson = await together.findClassLesson(trx, familyId, classId, lessonId);
        if (!lesson) throw notFound(tm.lessonNotFound);
        const enrolled = await together.enrolledIds(trx, familyId, classId);
        const done = new Set(await together.completedBy(trx, familyId, enrolled, lessonId, date));
        let xpChange = 0;
        const removed: string[] = [];
        for (const studentId of enrolled) {
          if (!done.has(studentId)) continue;
          const child = { familyId, studentId };
          if (!(await repo.deleteCompletion(trx, child, lessonId))) continue;
          xpChange -= await game.revoke(trx, child, 'lesson', lessonId);
          removed.push(studentId);
        }
        if (removed.length) kinds.push('lesson-progress', 'hours', 'confirmations');
        if (xpChange !== 0) kinds.push('xp');
        return {
          classId,
          lessonId,
          date: date ?? null,
          studentIds: removed,
          absent: [],
          already: [],
          xpChange,
        };
      });
      for (const studentId of result.studentIds) bus.publishChild({ familyId, studentId }, ...kinds);
      return result;
    },

    /**
     * A parent confirms a child's waiting completion (the confirmations service, inside its transaction): it
     * counts from now, with the xp, the day's attendance and the hour entry a completion earns. Undefined when
     * it was not waiting (confirmed or withdrawn already): nothing changes.
     */
    async confirmPending(trx: Kysely<DB>, familyId: string, completionId: string) {
      const row = await repo.settlePending(trx, familyId, completionId);
      if (!row) return undefined;
      const kinds: ChangeKind[] = [];
      const child = { familyId, studentId: row.studentId };
      const { xpChange } = await settle(trx, child, row, kinds);
      return { child, kinds, xpChange };
    },

    /** 'Not yet': the waiting completion goes; nothing was earned. Undefined when it was not waiting. */
    async rejectPending(trx: Kysely<DB>, familyId: string, completionId: string) {
      const row = await repo.deletePending(trx, familyId, completionId);
      if (!row) return undefined;
      return {
        child: { familyId, studentId: row.studentId },
        kinds: ['lesson-progress'] as ChangeKind[],
      };
    },

    /** 'Skip this day': the class's lessons for the child from that day on move one class day later. */
    async skip(child: StudentScope, classId: string, date: IsoDate): Promise<SkipResult> {
      const cls = await repo.findClassForChild(db, child, classId);
      if (!cls) throw notFound(m.classNotFound);
      if (date < child.today) throw validationFailed(m.pastSkip, { date: m.pastSkip });
      if (!isClassDay(cls, date, await repo.childBreaksOn(db, child, date)))
        throw validationFailed(m.notClassDay, { date: m.notClassDay });
      if (await repo.insertSkip(db, child, classId, date)) bus.publishChild(child, 'lesson-progress');
      return { studentId: child.studentId, classId, date, skipped: true };
    },

    /** Undoes a skip of today or a later day: the lessons move back. */
    async unskip(child: StudentScope, classId: string, date: IsoDate): Promise<SkipResult> {
      if (!(await repo.findClassForChild(db, child, classId))) throw notFound(m.classNotFound);
      if (date < child.today) throw validationFailed(m.pastUnskip, { date: m.pastUnskip });
      if (await repo.deleteSkip(db, child, classId, date)) bus.publishChild(child, 'lesson-progress');
      return { studentId: child.studentId, classId, date, skipped: false };
    },

    /**
     * "Mark this week as done as planned" for a child: each past day of the week gets the catch-up lessons the
     * week shows there (the lessons the plan would have placed there, in queue order), recorded on that day
     * with their xp, hours and a present day, `recorded_at` now. One transaction; nothing for a week to come.
     */
    async markWeekDone(child: StudentScope, start: IsoDate): Promise<WeekDoneResult> {
      const { today } = child;
      if (start >= today) throw validationFailed(m.weekNotPast, { start: m.weekNotPast });
      const range = weekRange(today, start);
      const kinds: ChangeKind[] = [];
      const recordedAt = new Date().toISOString();
      const lessons = await db.transaction().execute(async (trx) => {
        const found = await readWeek(trx, dialect, {
          familyId: child.familyId,
          studentId: child.studentId,
          from: range.from,
          to: range.end,
          limit: range.limit,
        });
        const days = planDays({ today, days: range.days, ...found.plan }, [child.studentId]).get(
          child.studentId,
        )!;
        const recorded: { lessonId: string; date: IsoDate }[] = [];
        // The loops' past days too, each day after the one before it (ADR 041).
        const loopDays = { today, days: range.days, ...found.plan, ...found.plan.loops };
        const loopItems = loopCatchUpsAsPlanned(loopDays, child.studentId);
        recorded.push(...(await loops.recordCatchUps(trx, child, loopItems, recordedAt, kinds)));
        for (const { date, lesson } of catchUpLessons(days)) {
          const written = await repo.insertCompletion(trx, child, {
            id: crypto.randomUUID(),
            studentId: child.studentId,
            lessonId: lesson.lessonId,
            classId: lesson.classId,
            date,
            minutes: lesson.minutes,
            recordedAt,
            recordedBy: child.actor.memberId,
          });
          if (!written) continue;
          await settle(trx, child, written, kinds);
          recorded.push({ lessonId: lesson.lessonId, date });
        }
        return recorded;
      });
      if (kinds.length) bus.publishChild(child, ...new Set(kinds));
      return { studentId: child.studentId, start, recorded: lessons.length, lessons };
    },

    /**
     * The family's week (every child's) or one child's: Monday to Sunday, the lessons done
     * each day and, from today on, the lessons the plan places there; skipped classes, breaks and absences. One
     * statement.
     */
    async week(scope: Scope, query: WeekQuery, studentId?: string): Promise<Week> {
      const { today } = scope;
      const start = query.start ?? mondayOf(today);
      const { days, end, from, limit } = weekRange(today, start);
      const found = await readWeek(db, dialect, {
        familyId: scope.familyId,
        studentId,
        // Placement starts today: a week still to come needs what lies between today and it too.
        from,
        to: end,
        limit,
      });
      const { plan } = found;
      const byChild = planDaysWithLoops(
        { today, days, ...plan },
        found.students.map((s) => s.id),
      );
      return {
        start,
        end,
        today,
        classes: plan.classInfo.map((c) => ({ ...c, color: classColor(c.id) })),
        children: found.students.map((s) => ({
          student: { ...s, color: s.color as StudentColor },
          days: byChild.get(s.id)!,
        })),
      };
    },
  };
}

/** The change kinds a tick announces: a waiting one's, or by what a settled one did (`settle`'s order). */
function tickKinds(did: {
  pending: boolean;
  hours: boolean;
  xp: boolean;
  attendance: boolean;
}): ChangeKind[] {
  if (did.pending) return ['lesson-progress', 'confirmations'];
  const kinds: ChangeKind[] = ['lesson-progress'];
  if (did.hours) kinds.push('hours');
  if (did.xp) kinds.push('xp');
  if (did.attendance) kinds.push('attendance');
  return kinds;
}

/**
 * Every tick's kinds, in the order its statement picks the NOTIFY's payload (lesson-tick.repository.ts, `TickRow`):
 * the waiting tick's, then 2 + (hours: 1) + (xp: 2) + (attendance: 4), counted from 1.
 */
const TICK_KINDS: ChangeKind[][] = [
  tickKinds({ pending: true, hours: false, xp: false, attendance: false }),
  ...Array.from({ length: 8 }, (_, bits) =>
    tickKinds({ pending: false, hours: (bits & 1) > 0, xp: (bits & 2) > 0, attendance: (bits & 4) > 0 }),
  ),
];

/** The un-tick's one statement (prepared once). */
const untickStatement = xpMoveStatement(tickRepo.untickChange, 'revoke');

function completion(
  row: { lessonId: string; classId: string; studentId: string; date: string; minutes: number },
  change: { xpChange: number; attendanceMarked: boolean; pending: boolean },
): LessonCompletionResult {
  return {
    lessonId: row.lessonId,
    classId: row.classId,
    studentId: row.studentId,
    completed: true,
    date: row.date,
    minutes: row.minutes,
    ...change,
  };
}

export type LessonProgressService = ReturnType<typeof lessonProgressService>;
