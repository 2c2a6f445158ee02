import { addDaysIso, daysBetween, mondayOf, type IsoDate } from './dates';

/** Per date an account has no record ('none'), or a record saying present or absent. */
export type AttendanceStatus = 'present' | 'absent' | 'none';

/** At most this many dates in one bulk mark, and at most this many days in one range query. */
export const ATTENDANCE_MAX_DATES = 366;
export const ATTENDANCE_MAX_RANGE_DAYS = 366;

/** The last date attendance may be marked for: tomorrow in the account's timezone. */
export function lastMarkableDate(today: IsoDate): IsoDate {
  return addDaysIso(today, 1);
}

/** The spec's picker rule, enforced by the server too: nothing later than tomorrow. */
export function isMarkableDate(date: IsoDate, today: IsoDate): boolean {
  return date <= lastMarkableDate(today);
}

/** Days covered by an inclusive range, e.g. 2026-03-01..2026-03-31 → 31. */
export function rangeLengthDays(from: IsoDate, to: IsoDate): number {
  return daysBetween(from, to) + 1;
}

/** The week the dashboard counts: Monday to Sunday around `today`. */
export function attendanceWeek(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = mondayOf(today);
  return { from, to: addDaysIso(from, 6) };
}

/** Overall attendance rate in whole percent; 0 when nothing is recorded. */
export function attendanceRatePercent(present: number, recorded: number): number {
  if (recorded <= 0) return 0;
  return Math.round((present / recorded) * 100);
}

export interface AttendanceCounts {
  weekPresent: number;
  weekRecorded: number;
  overallPresent: number;
  overallRecorded: number;
}

export interface AttendanceSummary extends AttendanceCounts {
  ratePercent: number;
}

export function toAttendanceSummary(counts: AttendanceCounts): AttendanceSummary {
  return { ...counts, ratePercent: attendanceRatePercent(counts.overallPresent, counts.overallRecorded) };
}

/** The same summary from a list of records (what the server computes with one aggregate query). */
export function summarizeAttendance(
  records: { date: IsoDate; present: boolean }[],
  today: IsoDate,
): AttendanceSummary {
  const week = attendanceWeek(today);
  const counts: AttendanceCounts = { weekPresent: 0, weekRecorded: 0, overallPresent: 0, overallRecorded: 0 };
  for (const r of records) {
    const inWeek = r.date >= week.from && r.date <= week.to;
    counts.overallRecorded += 1;
    if (r.present) counts.overallPresent += 1;
    if (inWeek) {
      counts.weekRecorded += 1;
      if (r.present) counts.weekPresent += 1;
    }
  }
  return toAttendanceSummary(counts);
}

export interface SelectionSummary {
  total: number;
  withAttendance: number;
  present: number;
  absent: number;
}

/** The side panel's Selection Summary: how many selected dates have a record, and of which kind. */
export function summarizeSelection(
  dates: IsoDate[],
  statusOf: (date: IsoDate) => AttendanceStatus,
): SelectionSummary {
  const summary: SelectionSummary = { total: 0, withAttendance: 0, present: 0, absent: 0 };
  for (const date of new Set(dates)) {
    summary.total += 1;
    const status = statusOf(date);
    if (status === 'none') continue;
    summary.withAttendance += 1;
    summary[status] += 1;
  }
  return summary;
}

/** '1 day' / '3 days' — for labels; the spec's toasts keep their literal 'day(s)'. */
export function dayCountLabel(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}
