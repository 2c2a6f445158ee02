import type { Kysely } from 'kysely';
import { completionDateProblem } from '@shared/domain/lesson-week';
import type { IsoDate } from '@shared/domain/dates';
import { XP_REWARDS } from '@shared/domain/xp';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import { loopMessages } from '@shared/messages/loops';
import type { CompleteLessonInput, LessonCompletionResult } from '@shared/schemas/lesson-plan';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import { type StudentKey, type StudentScope, tickWaits } from '../../scope/scope';
import { attendanceService } from '../attendance/attendance.service';
import { recordLessonHours } from '../hours/hours.service';
import { findLessonForChild } from './completions.repository';
import * as repo from './loop.repository';
import type { StoredLoopCompletion } from './loop.rows';

/**
 * Ticking a loop class's items (ADR 041). An item is done many times over a year: each time is a loop
 * completion on its day (`done_on`), earning what a lesson's tick earns, on that day — xp (+15), the day
 * marked present unless it is marked, the hours log's entry — in one transaction. Un-ticking names the day.
 * With 'Parent confirms completed work' a child's own tick waits (ADR 052): it is kept, pending, on its day and
 * earns nothing until a parent confirms it (on 'To confirm', or by ticking it too), exactly as a weekly lesson's.
 */
export function loopService(deps: AppDeps) {
  const { db, bus, game } = deps;
  const attendance = attendanceService(deps);

  /** The item, when it is of a loop class the child is enrolled in (404 otherwise; 409 for a weekly class). */
  async function loopItem(trx: Kysely<DB>, child: StudentKey, lessonId: string) {
    const item = await findLessonForChild(trx, child, lessonId);
    if (!item) throw notFound(loopMessages.itemNotFound);
    if (item.scheduleKind !== 'loop') throw new AppError('CONFLICT', loopMessages.notLoop);
    return item;
  }

  async function settle(
    trx: Kysely<DB>,
    child: StudentKey,
    written: StoredLoopCompletion,
    kinds: ChangeKind[],
  ) {
    const xp = await game.award(trx, child, 'lesson', written.id, XP_REWARDS.lesson);
    const day = await attendance.markPresentUnlessMarked(trx, child, written.date, written.recordedBy);
    kinds.push('lesson-progress');
    if (await recordLessonHours(trx, child, { ...written, loop: true })) kinds.push('hours');
    if (xp + day.xpChange !== 0) kinds.push('xp');
    if (day.marked) kinds.push('attendance');
    return { xpChange: xp + day.xpChange, attendanceMarked: day.marked };
  }

  /**
   * Confirms the family's waiting loop tick in `trx`: it earns, on its day, what a loop tick earns. Undefined when
   * it was not waiting (confirmed, withdrawn or sent back already, or not the family's): nothing changes.
   */
  async function confirmIn(trx: Kysely<DB>, familyId: string, completionId: string) {
    const row = await repo.settleLoopPending(trx, familyId, completionId);
    if (!row) return undefined;
    const kinds: ChangeKind[] = ['confirmations'];
    const child = { familyId, studentId: row.studentId };
    return { child, kinds, ...(await settle(trx, child, row, kinds)) };
  }

  const result = (
    row: { lessonId: string; classId: string; studentId: string },
    done: { date: string; minutes: number } | null,
    change: { xpChange: number; attendanceMarked: boolean; pending: boolean },
  ): LessonCompletionResult => ({
    lessonId: row.lessonId,
    classId: row.classId,
    studentId: row.studentId,
    completed: done !== null,
    date: done?.date ?? null,
    minutes: done?.minutes ?? null,
    ...change,
  });

  return {
    /**
     * Records the item done on a day (default today); once per day: ticking it again changes nothing — except
     * that an adult's tick of a child's waiting one confirms it.
     */
    async complete(
      child: StudentScope,
      lessonId: string,
      input: CompleteLessonInput,
    ): Promise<LessonCompletionResult> {
      // 'Parent confirms completed work': a child's own tick waits for a parent (ADR 024, ADR 052).
      const waits = tickWaits(child);
      const kinds: ChangeKind[] = [];
      const out = await db.transaction().execute(async (trx) => {
        const item = await loopItem(trx, child, lessonId);
        const date = input?.date ?? child.today;
        const problem = completionDateProblem(date, child.today, item.yearStart, item.yearEnd);
        if (problem) {
          const message =
            problem === 'future'
              ? m.futureCompletion
              : problem === 'beforeYear'
                ? m.beforeYearStart(item.yearStart ?? '')
                : m.afterYearEnd(item.yearEnd ?? '');
          throw validationFailed(message, { date: message });
        }
        const written = await repo.insertLoopCompletion(trx, child, {
          id: crypto.randomUUID(),
          studentId: child.studentId,
          lessonId,
          classId: item.classId,
          date,
          minutes: input?.minutes ?? Number(item.minutes),
          recordedAt: new Date().toISOString(),
          recordedBy: child.actor.memberId,
          pending: waits,
        });
        if (!written) {
          // Done that day already (another tab, a double tap): the first record stands.
          const existing = (await repo.findLoopCompletion(trx, child, lessonId, date))!;
          // An adult ticks an item whose child's tick waits: that confirms it.
          const confirmed = existing.pending && !waits && (await confirmIn(trx, child.familyId, existing.id));
          if (confirmed) {
            kinds.push(...confirmed.kinds);
            const { xpChange, attendanceMarked } = confirmed;
            return result(existing, existing, { xpChange, attendanceMarked, pending: false });
          }
          const none = { xpChange: 0, attendanceMarked: false };
          return result(existing, existing, { ...none, pending: existing.pending });
        }
        if (waits) {
          kinds.push('lesson-progress', 'confirmations');
          return result(written, written, { xpChange: 0, attendanceMarked: false, pending: true });
        }
        return result(written, written, { ...(await settle(trx, child, written, kinds)), pending: false });
      });
      if (kinds.length) bus.publishChild(child, ...kinds);
      return out;
    },

    /**
     * Takes back the item's completion on that day, with its xp and hour entry (attendance stays); a child's
     * waiting tick withdrawn leaves the parent's 'To confirm' list.
     */
    async uncomplete(child: StudentScope, lessonId: string, date: IsoDate): Promise<LessonCompletionResult> {
      const kinds: ChangeKind[] = [];
      const out = await db.transaction().execute(async (trx) => {
        const item = await loopItem(trx, child, lessonId);
        const removed = await repo.deleteLoopCompletion(trx, child, lessonId, date);
        const xp = removed ? -(await game.revoke(trx, child, 'lesson', removed.id)) : 0;
        if (removed) kinds.push('lesson-progress', 'hours', 'confirmations');
        if (xp !== 0) kinds.push('xp');
        return result({ lessonId, classId: item.classId, studentId: child.studentId }, null, {
          xpChange: xp,
          attendanceMarked: false,
          pending: false,
        });
      });
      if (kinds.length) bus.publishChild(child, ...kinds);
      return out;
    },

    /** "Mark this week as done as planned": records the loop items offered on the week's past days (in its transaction). */
    async recordCatchUps(
      trx: Kysely<DB>,
      child: StudentScope,
      items: readonly { lessonId: string; classId: string; date: IsoDate; minutes: number }[],
      recordedAt: string,
      kinds: ChangeKind[],
    ): Promise<{ lessonId: string; date: IsoDate }[]> {
      const recorded: { lessonId: string; date: IsoDate }[] = [];
      for (const item of items) {
        const written = await repo.insertLoopCompletion(trx, child, {
          id: crypto.randomUUID(),
          studentId: child.studentId,
          lessonId: item.lessonId,
          classId: item.classId,
          date: item.date,
          minutes: item.minutes,
          recordedAt,
          recordedBy: child.actor.memberId,
          pending: false,
        });
        if (!written) continue;
        await settle(trx, child, written, kinds);
        recorded.push({ lessonId: item.lessonId, date: item.date });
      }
      return recorded;
    },

    /** A parent confirms a child's waiting loop tick on 'To confirm' (the confirmations service's transaction). */
    confirmPending: confirmIn,

    /** 'Not yet': the waiting loop tick goes (nothing was earned). Undefined when it was not waiting. */
    async rejectPending(trx: Kysely<DB>, familyId: string, completionId: string) {
      const row = await repo.deleteLoopPending(trx, familyId, completionId);
      if (!row) return undefined;
      return { child: { familyId, studentId: row.studentId }, kinds: ['lesson-progress'] as ChangeKind[] };
    },
  };
}
