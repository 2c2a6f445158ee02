/**
 * Every cached query's key starts with one of these roots: the API modules build their keys from them, the
 * live-update map (lib/realtime.ts) invalidates by them, and the route loaders prefetch with them.
 */
export const queryKeys = {
  me: ['me'],
  dashboard: ['dashboard'],
  game: ['game'],
  classes: ['classes'],
  events: ['events'],
  tasks: ['tasks'],
  tasksToday: ['tasks', 'today'],
  bucketList: ['bucket-list'],
  learnList: ['learn-list'],
  attendance: ['attendance'],
  assignments: ['assignments'],
  dayByDay: ['day-by-day'],
  auth: ['auth'],
} as const;

export type QueryRoot = (typeof queryKeys)[keyof typeof queryKeys][0];
