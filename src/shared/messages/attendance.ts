import type { AttendanceStatus } from '../domain/attendance';

/** The spec's attendance messages (§5): the server's answers and validation, then the page's toasts. */
export const attendanceMessages = {
  afterTomorrow: 'Attendance can only be marked up to tomorrow.',
  loginToView: 'You must be logged in to view attendance',
  loginToMark: 'You must be logged in to mark attendance',
  status: "Status must be 'present', 'absent' or 'none'.",
  startDate: 'Please provide a valid start date (yyyy-MM-dd).',
  endDate: 'Please provide a valid end date (yyyy-MM-dd).',
  startAfterEnd: 'The start date must not be after the end date.',
  rangeTooLong: (maxDays: number) => `Please request at most ${maxDays} days at a time.`,
  invalidDates: 'Please choose valid dates (yyyy-MM-dd).',
  noDates: 'Please choose at least one date.',
  tooManyDates: (max: number) => `Please choose at most ${max} dates at a time.`,
  repeatedDate: 'Each date may appear only once.',
  noChildren: 'Please choose at least one child.',
  tooManyChildren: (max: number) => `Please choose at most ${max} children at a time.`,
  repeatedChild: 'Each child may appear only once.',
} as const;

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
