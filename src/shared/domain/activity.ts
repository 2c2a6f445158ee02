/** What the account activity log records (issue 39, ADR 032). */
export const ACTIVITY_KINDS = [
  'sign-in',
  'export',
  'import',
  'child-deleted',
  'records-deleted',
  'share-link-created',
  'share-link-revoked',
  'feed-created',
  'feed-revoked',
  'member-invited',
  'invite-revoked',
  'member-removed',
  'member-role-changed',
  'second-factor-on',
  'second-factor-off',
  'recovery-codes-new',
  'family-rule-changed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How long an entry is kept. */
export const ACTIVITY_KEEP_DAYS = 400;
/** The most entries the list answers (newest first). */
export const ACTIVITY_LIST_LIMIT = 200;
/** Exports within this window at or past this count e-mail the parent. */
export const EXPORT_ALERT_WINDOW_MS = 60 * 60 * 1000;
export const EXPORT_ALERT_COUNT = 3;

/** The oldest moment still kept, `now` minus 400 days (ISO). */
export function activityCutoff(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** Several exports in an hour (this one included), or one from a device not seen before: the parent is told. */
export function exportNeedsAlert(exportsInLastHour: number, newDevice: boolean): boolean {
  return newDevice || exportsInLastHour >= EXPORT_ALERT_COUNT;
}
