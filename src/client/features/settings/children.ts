import { MAX_CHILDREN } from '@shared/domain/students';
import { studentMessages } from '@shared/messages/students';
import type { StudentRemoval } from '@shared/schemas/students';

/** The order the removal confirmation lists counts in. */
const REMOVAL_ORDER = [
  'tasks',
  'bucketList',
  'learnList',
  'attendance',
  'assignments',
  'schedule',
  'achievements',
  'xp',
] as const satisfies readonly (keyof StudentRemoval)[];

/** What removing a child deletes, as the confirmation lists it ('3 to-dos', '12 attendance days', …); nothing for zeros. */
export function removalParts(counts: StudentRemoval): string[] {
  return REMOVAL_ORDER.filter((key) => counts[key] > 0).map((key) =>
    studentMessages.removeCount[key](counts[key]),
  );
}

/** The confirmation's sentence: "This deletes Ava's records for good: 3 to-dos, 12 attendance days." or 'Ava has no records yet.' */
export function removalText(name: string, counts: StudentRemoval): string {
  const parts = removalParts(counts);
  return parts.length === 0
    ? studentMessages.removeNothing(name)
    : `${studentMessages.removeLead(name)} ${parts.join(', ')}.`;
}

/** The family's child ids with the one at `index` moved one place (`delta` -1 up, +1 down); unchanged at the ends. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  const next = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Whether another child can be added (a family has at most 12). */
export const canAddChild = (count: number): boolean => count < MAX_CHILDREN;

/** Whether a child can be removed (the last one stays). */
export const canRemoveChild = (count: number): boolean => count > 1;
