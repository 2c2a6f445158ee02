/**
 * What a committed change touched, so that clients refetch just that (the live-update stream never carries
 * the data itself). The server publishes these kinds; the client maps each to the queries it invalidates,
 * typed so that a new kind fails to compile until the client handles it.
 */
export const CHANGE_KINDS = [
  'profile',
  'classes',
  'events',
  'tasks',
  'bucket-list',
  'learn-list',
  'attendance',
  'assignments',
  'day-blocks',
  'day-schedule',
  'xp',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];
