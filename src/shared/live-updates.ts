/**
 * What can change in an account, as the server announces it over /api/realtime after a committed write
 * (never the data itself: clients refetch). The server publishes these; the client maps each to the
 * queries it invalidates (`src/client/api/live-updates.ts`), a map typed so a new kind does not compile
 * until the client handles it.
 */
export const CHANGE_KINDS = [
  'profile',
  // The family's children (added, renamed, reordered, removed).
  'students',
  'classes',
  // School years with their terms and breaks.
  'school-years',
  // A class's lesson plan (its lessons added, edited, reordered or deleted; a class copied with its lessons).
  'lessons',
  'events',
  'tasks',
  'bucket-list',
  'learn-list',
  'attendance',
  'assignments',
  'day-blocks',
  'day-schedule',
  'xp',
  // A child's progress through the lesson plans: a lesson completed or un-completed, a day skipped or un-skipped.
  'lesson-progress',
  // The account's signed-in devices (a session ended or began) or the user itself changed.
  'sessions',
  // The family's secret calendar links (made, made again, turned off).
  'calendar-feeds',
  // A child's evaluator links (made, revoked).
  'evaluator-links',
  // A child's transcript courses (added, edited, removed).
  'transcript',
  // The family's transcript settings (hours per credit, GPA bonuses).
  'records-settings',
  // A child's reading log.
  'reading-log',
  // A child's work samples (the portfolio) and their files.
  'portfolio',
  // The family's grading scale or a class's grading categories (every average and letter may move).
  'grading',
  // A child's report card comments.
  'report-card',
  // A child's hours log (an entry logged, edited or deleted; a lesson's entry comes and goes with 'lesson-progress').
  'hours',
  // The family's requirement profiles and which one each child is schooled under.
  'requirement-profiles',
  // The family's other adults and pending invites (invited, joined, role changed, removed, revoked).
  'members',
  // A child's tick waiting for a parent came, was withdrawn, confirmed or sent back ('To confirm').
  'confirmations',
  // The family's education savings accounts, purchases, receipts and programs.
  'esa',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

const known = new Set<string>(CHANGE_KINDS);

/** True for a kind this build knows (an event from a newer server may carry others). */
export function isChangeKind(value: unknown): value is ChangeKind {
  return typeof value === 'string' && known.has(value);
}
