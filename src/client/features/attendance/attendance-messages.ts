import type { AttendanceStatus } from '../../../shared/domain/attendance';

/** Which part of the page a change came from: today's card or one chosen date, or a bulk selection. */
export type MarkScope = 'single' | 'bulk';

export const attendanceFailures = {
  load: 'Failed to load attendance records',
  mark: 'Failed to mark attendance',
  update: 'Failed to update attendance',
  delete: 'Failed to delete attendance',
  clear: 'Failed to clear attendance',
} as const;

/** The spec's success toast for a change; `count` is how many days the server marked or cleared. */
export function successMessage(scope: MarkScope, status: AttendanceStatus, count: number): string {
  if (scope === 'single') return status === 'none' ? 'Attendance record deleted' : 'Attendance updated';
  if (status === 'none') return `Cleared attendance for ${count} day(s)`;
  return `Marked ${count} day(s) as ${status}`;
}

/** The spec's failure toast: marking a new day vs updating a recorded one; deleting one vs clearing many. */
export function failureMessage(scope: MarkScope, status: AttendanceStatus, hadRecord: boolean): string {
  if (status === 'none') return scope === 'single' ? attendanceFailures.delete : attendanceFailures.clear;
  if (scope === 'single' && hadRecord) return attendanceFailures.update;
  return attendanceFailures.mark;
}

/** What clearing attendance records does (the confirmation's text); clearing also takes back a present day's xp. */
export function clearConfirmation(count: number): string {
  return `${
    count === 1
      ? 'The attendance record will be deleted and the day shown as not marked.'
      : 'The attendance records will be deleted and the days shown as not marked.'
  } This action cannot be undone.`;
}
