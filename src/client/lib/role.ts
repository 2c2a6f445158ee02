import { canWrite, roleMay, type Right, type Role } from '../../shared/domain/roles';
import { useMe } from './session';

/** The signed-in member's role (ADR 024), from /api/me; undefined while it loads. */
export function useRole(): Role | undefined {
  return useMe().data?.member.role;
}

/**
 * What the signed-in member may do, for hiding controls (the server refuses anyway): `write` the family's
 * data (parent, teacher), `tick` a child's work (not a viewer), `own` the family (parent only); `viewOnly`: a
 * viewer, who sees no control that changes anything.
 */
export function useCan(): {
  write: boolean;
  tick: boolean;
  own: boolean;
  viewOnly: boolean;
  may: (right: Right) => boolean;
} {
  const role = useRole();
  return {
    write: role !== undefined && canWrite(role),
    tick: role !== undefined && roleMay(role, 'child:write'),
    own: role === 'parent',
    viewOnly: role === 'viewer',
    may: (right) => role !== undefined && roleMay(role, right),
  };
}

/** A child signed in on their own: the pages show their own day and hide what the server would refuse. */
export const useIsChild = (): boolean => useRole() === 'child';
