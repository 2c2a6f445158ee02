import type { QueryClient } from '@tanstack/react-query';
import type { ChangeKind } from '../../shared/live-updates';
import { isKeyAffected, queryKeys, type Resource } from './query-keys';

/**
 * The resources each change kind makes stale. Typed against every kind, so a kind added in
 * `src/shared/live-updates.ts` does not compile until it is handled here.
 */
const resourcesByKind = {
  profile: ['me'],
  // The children themselves: the switcher (from `me`), the overview's cards, a calendar link per child and the
  // week's rows.
  students: ['me', 'family', 'calendarFeeds', 'week'],
  // A child's xp and level are on the child (`me.students`) and in its game state.
  xp: ['me', 'game'],
  // A class write regenerates its calendar events; deleting a class deletes its assignments. Its weekdays
  // move where its lessons fall.
  classes: [
    'classes',
    'events',
    'assignments',
    'lessons',
    'week',
    'transcript',
    'readingLog',
    'reportCard',
    'hours',
  ],
  lessons: ['lessons', 'week'],
  events: ['events'],
  // A year's weekdays and breaks move where lessons fall.
  'school-years': ['schoolYears', 'week', 'reportCard'],
  tasks: ['tasks'],
  'bucket-list': ['bucketList'],
  'learn-list': ['learnList'],
  // A day marked absent moves that child's lessons on.
  attendance: ['attendance', 'lessons', 'week', 'reportCard'],
  // A class average is a linked transcript course's grade, and a report card's.
  assignments: ['assignments', 'transcript', 'reportCard'],
  'day-blocks': ['dayByDay'],
  'day-schedule': ['dayByDay'],
  // A lesson completed or a day skipped moves the week's plan and shows on the class's lesson plan.
  // A completed lesson logs hours: the report card's and the transcript's credits from hours move too.
  'lesson-progress': ['week', 'lessons', 'hours', 'reportCard', 'transcript'],
  // A revoked session of this device makes /api/me answer 401, which signs the page out.
  sessions: ['auth', 'me'],
  'calendar-feeds': ['calendarFeeds'],
  'evaluator-links': ['evaluatorLinks'],
  transcript: ['transcript'],
  // Hours per credit and the bonuses change every child's credits and weighted GPA.
  'records-settings': ['recordsSettings', 'transcript'],
  'reading-log': ['readingLog'],
  portfolio: ['portfolio'],
  // The scale or a class's categories move every average and letter.
  grading: ['gradingScale', 'assignments', 'reportCard', 'transcript'],
  'report-card': ['reportCard'],
  hours: ['hours', 'reportCard', 'transcript'],
  // A child's pick or a profile's figures change the progress.
  'requirement-profiles': ['requirementProfiles', 'hours'],
  // A member joined, changed role or left: the list, and the own rights (a changed role answers in /api/me).
  members: ['members', 'me'],
  // A tick came or went: the parent's 'To confirm' list, and the child's to-dos and week show it waiting.
  confirmations: ['confirmations', 'tasks', 'week'],
  esa: ['esa'],
} as const satisfies Record<ChangeKind, readonly Resource[]>;

/** Change kinds that can move xp, and so unlock an achievement. */
export const XP_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'xp',
  'tasks',
  'bucket-list',
  'learn-list',
  'attendance',
  'assignments',
  'lesson-progress',
]);

/** The roots a change of these kinds makes stale, with the dashboard and the family overview, which show a bit of everything. */
export function staleRoots(kinds: readonly ChangeKind[]): Set<string> {
  const roots = new Set<string>([queryKeys.dashboard.all[0], queryKeys.family.all[0]]);
  for (const kind of kinds)
    for (const resource of resourcesByKind[kind]) roots.add(queryKeys[resource].all[0]);
  return roots;
}

/**
 * Marks stale (and refetches, where shown) every query of the resources these kinds changed. With
 * `studentId` (a change to one child) the per-child queries of the other children are left alone, so a
 * tab showing another child does not refetch. Writes call it with the kinds the server will announce,
 * so the page is fresh without waiting for the live update.
 */
export function invalidateKinds(
  qc: QueryClient,
  kinds: readonly ChangeKind[],
  studentId?: string,
): Promise<void> {
  const roots = staleRoots(kinds);
  return qc.invalidateQueries({ predicate: (q) => isKeyAffected(q.queryKey, roots, studentId) });
}
