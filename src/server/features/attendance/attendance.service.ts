import {
  attendanceWeek,
  isMarkableDate,
  toAttendanceSummary,
  type AttendanceSummary,
} from '../../../shared/domain/attendance';
import { todayIn } from '../../../shared/domain/dates';
import { XP_REWARDS } from '../../../shared/domain/xp';
import { attendanceMessages } from '../../../shared/messages/attendance';
import type { AttendanceRangeQuery, AttendanceRecord, MarkAttendanceInput, MarkAttendanceResult } from '../../../shared/schemas/attendance';
import type { AppDeps } from '../../deps';
import { validationFailed } from '../../http/app-error';
import * as repo from './attendance.repository';

/**
 * Attendance per date: none, present or absent. Marking upserts on (user_id, date); clearing deletes.
 * A day marked present earns xp once (one ledger row per date); un-marking it (absent or cleared) takes
 * that xp back, in the same transaction as the change.
 */
export function attendanceService(deps: Pick<AppDeps, 'db' | 'bus' | 'profiles' | 'game'>) {
  const { db, bus, profiles, game } = deps;

  const todayFor = async (userId: string) => todayIn((await profiles.get(userId)).settings.timezone);

  return {
    list: (userId: string, range: AttendanceRangeQuery): Promise<AttendanceRecord[]> =>
      repo.findInRange(db, userId, range.from, range.to),

    async mark(userId: string, input: MarkAttendanceInput): Promise<MarkAttendanceResult> {
      const today = await todayFor(userId);
      if (input.dates.some((date) => !isMarkableDate(date, today))) {
        throw validationFailed(attendanceMessages.afterTomorrow, { dates: attendanceMessages.afterTomorrow });
      }
      // One lock order for every request, so two overlapping bulk marks cannot deadlock on Postgres.
      const dates = [...input.dates].sort();
      const result = await db.transaction().execute(async (trx): Promise<MarkAttendanceResult> => {
        let xpChange = 0;
        if (input.status === 'none') {
          const deleted = await repo.deleteDates(trx, userId, dates);
          for (const record of deleted) {
            if (record.present) xpChange -= await game.revoke(trx, userId, 'attendance', record.date);
          }
          return { status: input.status, records: [], count: deleted.length, xpChange };
        }
        const present = input.status === 'present';
        const records = await repo.upsertDates(trx, userId, dates, present);
        for (const date of dates) {
          xpChange += present
            ? await game.award(trx, userId, 'attendance', date, XP_REWARDS.attendance)
            : -(await game.revoke(trx, userId, 'attendance', date));
        }
        return { status: input.status, records, count: records.length, xpChange };
      });
      if (result.count > 0 || result.xpChange !== 0) {
        bus.publish(userId, ...(result.xpChange !== 0 ? (['attendance', 'xp'] as const) : (['attendance'] as const)));
      }
      return result;
    },

    /** The dashboard's attendance numbers: this week (Monday start) and the overall rate, in one query. */
    async summary(userId: string, today?: string): Promise<AttendanceSummary> {
      const week = attendanceWeek(today ?? (await todayFor(userId)));
      return toAttendanceSummary(await repo.countAttendance(db, userId, week.from, week.to));
    },
  };
}

export type AttendanceService = ReturnType<typeof attendanceService>;
