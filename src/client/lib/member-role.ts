import type { Role } from '../../shared/domain/roles';
import { useMe } from './session';

/** The signed-in member's role in the family (DESIGN.md §12); undefined while the session loads. */
export function useRole(): Role | undefined {
  return useMe().data?.member.role;
}

/** A child signed in on their own: the pages show their own day and hide what the server would refuse. */
export const useIsChild = (): boolean => useRole() === 'child';
