import type { AppDeps } from '../deps';
import type { ReadCache } from '../http/read-cache';
import type { FamilyContext } from './scope';

/**
 * Kept reads (ADR 019) that only the family's children or settings change: a write forgets every other kept
 * read of the family, these only on a 'students' or 'profile' announcement (`read-cache.ts`).
 */
export const FAMILY_CONTEXT_KEY = 'scope:family';
export const studentContextKey = (studentId: string) => `scope:child:${studentId}`;
export const isScopeKey = (key: string) => key.startsWith('scope:');

/** The family's context as the scope hook keeps it: with the rule 'every adult must use a second factor'. */
export type FamilyRules = FamilyContext & { requireSecondFactor: boolean };

/** The family's context, and a child's (null when the child is not the family's), each one cached read. */
export function familyContexts(deps: Pick<AppDeps, 'profiles' | 'students'> & { readCache: ReadCache }) {
  const { readCache, profiles, students } = deps;
  return {
    family: (familyId: string): Promise<FamilyRules> =>
      readCache.remember(familyId, FAMILY_CONTEXT_KEY, async () => {
        const { timezone, confirmCompletions, requireSecondFactor } = (await profiles.get(familyId)).settings;
        return { timezone, confirmCompletions, requireSecondFactor };
      }),
    student: (familyId: string, studentId: string): Promise<FamilyContext | null> =>
      readCache.remember(
        familyId,
        studentContextKey(studentId),
        () => students.context(familyId, studentId),
        (found) => found !== null,
      ),
  };
}
