/**
 * Every key the client caches, one factory per resource. A resource's keys all start with its root
 * (`all`), so a live update or a write invalidates a resource by its root (`./live-updates.ts`).
 * Light on purpose (no hooks, no fetchers): the shell and the router import it.
 */
export const queryKeys = {
  /** The signed-in user and profile (with settings), or null. */
  me: { all: ['me'] },
  dashboard: { all: ['dashboard'] },
  /** XP, level and achievements. */
  game: { all: ['game'] },
  tasks: {
    all: ['tasks'],
    /** Every cached 'today' list; one ends with the client's today, so midnight refetches. */
    today: ['tasks', 'today'],
    todayOn: (day: string) => ['tasks', 'today', day] as const,
  },
  bucketList: { all: ['bucket-list'] },
  learnList: { all: ['learn-list'] },
  classes: { all: ['classes'] },
  events: {
    all: ['events'],
    range: (from: string, to: string) => ['events', from, to] as const,
  },
  assignments: {
    all: ['assignments'],
    overview: ['assignments', 'overview'],
  },
  attendance: {
    all: ['attendance'],
    /** One 'yyyy-MM' month of records. */
    month: (month: string) => ['attendance', 'month', month] as const,
    summary: ['attendance', 'summary'],
  },
  dayByDay: {
    all: ['day-by-day'],
    pages: ['day-by-day', 'page'],
    /** The planner page, keyed by today so it moves on at midnight. */
    page: (today: string) => ['day-by-day', 'page', today] as const,
  },
  auth: {
    all: ['auth'],
    config: ['auth', 'config'],
    sessions: ['auth', 'sessions'],
  },
} as const;

export type Resource = keyof typeof queryKeys;
