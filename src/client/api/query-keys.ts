/**
 * Every key the client caches, one factory per resource. A resource's keys all start with its root
 * (`all`), so a live update or a write invalidates a resource by its root (`./live-updates.ts`).
 * A per-child resource's keys are `[root, studentId, …]` (`PER_CHILD_RESOURCES`), so a change to one
 * child invalidates that child's entries only.
 * Light on purpose (no hooks, no fetchers): the shell and the router import it.
 */
import { ME_KEY } from '../lib/me';

export const queryKeys = {
  /** The signed-in user, the family's settings and its children, or null. */
  me: { all: ME_KEY },
  /** The 'All children' overview: one card per child. */
  family: {
    all: ['family'],
    overview: ['family', 'overview'],
    /** A child's sign-in as the parent manages it (the family's code in it); refreshed with the children. */
    signIn: (studentId: string) => ['family', 'sign-in', studentId] as const,
  },
  dashboard: {
    all: ['dashboard'],
    child: (studentId: string) => ['dashboard', studentId] as const,
  },
  /** XP, level and achievements of a child. */
  game: {
    all: ['game'],
    child: (studentId: string) => ['game', studentId] as const,
  },
  tasks: {
    all: ['tasks'],
    child: (studentId: string) => ['tasks', studentId] as const,
    /** Every cached 'today' list of a child; one ends with the client's today, so midnight refetches. */
    today: (studentId: string) => ['tasks', studentId, 'today'] as const,
    todayOn: (studentId: string, day: string) => ['tasks', studentId, 'today', day] as const,
  },
  bucketList: {
    all: ['bucket-list'],
    child: (studentId: string) => ['bucket-list', studentId] as const,
  },
  learnList: {
    all: ['learn-list'],
    child: (studentId: string) => ['learn-list', studentId] as const,
  },
  classes: { all: ['classes'] },
  /** The family's school years with their terms and breaks. */
  schoolYears: { all: ['school-years'] },
  /** A class's lesson plan: its lessons and each enrolled child's progress (the family's). */
  lessons: {
    all: ['lessons'],
    plan: (classId: string) => ['lessons', classId] as const,
  },
  events: {
    all: ['events'],
    range: (from: string, to: string) => ['events', from, to] as const,
  },
  assignments: {
    all: ['assignments'],
    child: (studentId: string) => ['assignments', studentId] as const,
    overview: (studentId: string) => ['assignments', studentId, 'overview'] as const,
  },
  attendance: {
    all: ['attendance'],
    child: (studentId: string) => ['attendance', studentId] as const,
    /** One 'yyyy-MM' month of a child's records. */
    month: (studentId: string, month: string) => ['attendance', studentId, 'month', month] as const,
    summary: (studentId: string) => ['attendance', studentId, 'summary'] as const,
  },
  dayByDay: {
    /** Every child's planner page (the saved blocks and the settings in each are the family's). */
    all: ['day-by-day'],
    child: (studentId: string) => ['day-by-day', studentId] as const,
    /** A child's planner page, keyed by today so it moves on at midnight. */
    page: (studentId: string, today: string) => ['day-by-day', studentId, 'page', today] as const,
  },
  /** The family's grading scale (Settings). */
  gradingScale: { all: ['grading-scale'] },
  /** A child's report card, per term. */
  reportCard: {
    all: ['report-card'],
    child: (studentId: string) => ['report-card', studentId] as const,
    term: (studentId: string, termId: string) => ['report-card', studentId, termId] as const,
  },
  /** The family's secret calendar links (Settings → Calendar & Time). */
  calendarFeeds: { all: ['calendar-feeds'] },
  /** A child's evaluator links (Records › Share & print). */
  evaluatorLinks: {
    all: ['evaluator-links'],
    child: (studentId: string) => ['evaluator-links', studentId] as const,
  },
  /** An evaluator's view through a secret link (no session). */
  evaluator: {
    all: ['evaluator'],
    summary: (token: string) => ['evaluator', token] as const,
  },
  /** The family's week of lessons (every child's, or one child's), per Monday. */
  week: {
    all: ['week'],
    of: (start: string, studentId?: string) => ['week', start, studentId ?? 'all'] as const,
  },
  /** A child's transcript (every year), with the family's transcript settings in it. */
  transcript: {
    all: ['transcript'],
    child: (studentId: string) => ['transcript', studentId] as const,
  },
  /** The family's transcript settings (hours per credit, GPA bonuses). */
  recordsSettings: { all: ['records-settings'] },
  /** A child's reading log, per window. */
  readingLog: {
    all: ['reading-log'],
    child: (studentId: string) => ['reading-log', studentId] as const,
    window: (studentId: string, from: string, to: string) => ['reading-log', studentId, from, to] as const,
  },
  /** A child's work samples (the portfolio), per window; the family's storage. */
  portfolio: {
    all: ['portfolio'],
    child: (studentId: string) => ['portfolio', studentId] as const,
  },
  /** A child's hours log (a window of entries) and progress towards their requirement. */
  hours: {
    all: ['hours'],
    child: (studentId: string) => ['hours', studentId] as const,
    entries: (studentId: string, from: string, to: string) =>
      ['hours', studentId, 'entries', from, to] as const,
    progress: (studentId: string, schoolYearId?: string) =>
      ['hours', studentId, 'progress', schoolYearId ?? 'current'] as const,
  },
  /** The requirement templates, the family's copies and each child's pick. */
  requirementProfiles: { all: ['requirement-profiles'] },
  members: { all: ['members'] },
  /** The family's education savings accounts (overview, an account's purchases, programs, the card). */
  esa: {
    all: ['esa'],
    overview: ['esa', 'overview'],
    programs: ['esa', 'programs'],
    account: (id: string) => ['esa', 'account', id] as const,
    summary: ['esa', 'summary'],
  },
  /** The family's children's ticks waiting for a parent ('To confirm', ADR 024). */
  confirmations: { all: ['confirmations'] },
  auth: {
    all: ['auth'],
    config: ['auth', 'config'],
    sessions: ['auth', 'sessions'],
    secondFactor: ['auth', 'second-factor'],
    activity: ['auth', 'activity'],
  },
} as const;

export type Resource = keyof typeof queryKeys;

/** Resources whose keys are `[root, studentId, …]`. */
export const PER_CHILD_RESOURCES = [
  'dashboard',
  'game',
  'tasks',
  'bucketList',
  'learnList',
  'assignments',
  'attendance',
  'dayByDay',
  'evaluatorLinks',
  'transcript',
  'readingLog',
  'portfolio',
  'reportCard',
  'hours',
] as const satisfies readonly Resource[];

const perChildRoots: ReadonlySet<string> = new Set(PER_CHILD_RESOURCES.map((r) => queryKeys[r].all[0]));

/**
 * Whether a cached key is stale after a change to `roots`: every entry of those roots, or, when the
 * change names a child, that child's entries of the per-child roots (the family-wide ones still all).
 */
export function isKeyAffected(
  key: readonly unknown[],
  roots: ReadonlySet<string>,
  studentId?: string,
): boolean {
  const root = String(key[0]);
  if (!roots.has(root)) return false;
  return studentId === undefined || !perChildRoots.has(root) || key[1] === studentId;
}
