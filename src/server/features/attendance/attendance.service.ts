import type { Kysely } from 'kysely';
import {
  attendanceWeek,
  isMarkableDate,
  toAttendanceSummary,
  type AttendanceSummary,
} from '@shared/domain/attendance';
import { XP_REWARDS } from '@shared/domain/xp';
import { attendanceMessages } from '@shared/messages/attendance';
import type {
  AttendanceRangeQuery,
  AttendanceDay,
  AttendanceRecord,
  MarkAttendanceInput,
  MarkAttendanceResult,
} from '@shared/schemas/attendance';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { notFound, validationFailed } from '../../http/app-error';
import type { Scope, StudentKey, StudentScope } from '../../scope/scope';
import * as repo from './attendance.repository';

/**
 * Attendance per child and date: none, present or absent. Marking upserts on (user_id, student_id, date);
 * clearing deletes. A day marked present earns the child xp once (one ledger row per date); un-marking it
 * (absent or cleared) takes that xp back, in the same transaction as the change. One request may mark
 * several of the family's children at once (the same dates and status for each).
 */
export function attendanceService(deps: Pick<AppDeps, 'db' | 'bus' | 'game'>) {
  const { db, bus, game } = deps;

  /** The day's xp follows its mark: a present day earns it once, a day un-marked present gives it back. */
  const syncDayXp = async (trx: Kysely<DB>, child: StudentKey, date: string, present: boolean) =>
    present
      ? game.award(trx, child, 'attendance', date, XP_REWARDS.attendance)
      : -(await game.revoke(trx, child, 'attendance', date));

  return {
    list: (child: StudentKey, range: AttendanceRangeQuery): Promise<AttendanceDay[]> =>
      repo.findInRange(db, child, range.from, range.to),

    async mark(scope: Scope, input: MarkAttendanceInput): Promise<MarkAttendanceResult> {
      const { familyId } = scope;
      if (input.dates.some((date) => !isMarkableDate(date, scope.today))) {
        throw validationFailed(attendanceMessages.afterTomorrow, { dates: attendanceMessages.afterTomorrow });
      }
      // One lock order for every request, so two overlapping bulk marks cannot deadlock on Postgres.
      const dates = [...input.dates].sort();
      const children = [...input.studentIds].sort().map((studentId): StudentKey => ({ familyId, studentId }));
      /** The children whose attendance changed, with their xp change. */
      const changed = new Map<string, number>();
      const result = await db.transaction().execute(async (trx): Promise<MarkAttendanceResult> => {
        const family = await repo.familyChildIds(trx, familyId, input.studentIds);
        if (children.some((c) => !family.has(c.studentId))) throw notFound();
        let xpChange = 0;
        if (input.status === 'none') {
          const clearedDates = new Set<string>();
          for (const child of children) {
            const deleted = await repo.deleteDates(trx, child, dates);
            let childXp = 0;
            for (const record of deleted) {
              clearedDates.add(record.date);
              if (record.present) childXp -= await game.revoke(trx, child, 'attendance', record.date);
            }
            if (deleted.length > 0) changed.set(child.studentId, childXp);
            xpChange += childXp;
          }
          return { status: input.status, records: [], count: clearedDates.size, xpChange };
        }
        const present = input.status === 'present';
        const records: AttendanceRecord[] = [];
        for (const child of children) {
          records.push(...(await repo.upsertDates(trx, child, dates, present, scope.actor.memberId)));
          let childXp = 0;
          for (const date of dates) childXp += await syncDayXp(trx, child, date, present);
          changed.set(child.studentId, childXp);
          xpChange += childXp;
        }
        return { status: input.status, records, count: dates.length, xpChange };
      });
      for (const [studentId, xp] of changed) {
        bus.publishChild(
          { familyId, studentId },
          ...(xp !== 0 ? (['attendance', 'xp'] as const) : (['attendance'] as const)),
        );
      }
      return result;
    },

    /**
     * Marks the child present on `date` unless the day is marked already (present, or absent: an absence
     * stays), inside the caller's transaction, with the xp marking present gives. Completing a lesson does
     * this. The caller announces 'attendance' (and 'xp') after its commit when the day was marked.
     */
    async markPresentUnlessMarked(
      trx: Kysely<DB>,
      child: StudentKey,
      date: string,
      by: string,
    ): Promise<{ marked: boolean; xpChange: number }> {
      if (!(await repo.insertDateUnlessMarked(trx, child, date, true, by)))
        return { marked: false, xpChange: 0 };
      return { marked: true, xpChange: await syncDayXp(trx, child, date, true) };
    },

    /** The dashboard's attendance numbers: this week (Monday start) and the overall rate, in one query. */
    async summary(child: StudentScope): Promise<AttendanceSummary> {
      const week = attendanceWeek(child.today);
      return toAttendanceSummary(await repo.countAttendance(db, child, week.from, week.to));
    },
  };
}

export type AttendanceService = ReturnType<typeof attendanceService>;
