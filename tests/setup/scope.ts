import type { AppDeps } from '../../src/server/deps';
import { forStudent, scopeFor, type StudentScope } from '../../src/server/scope/scope';

/**
 * A parent's scope for one of the family's children, as a request's would be (the family's stored timezone and
 * setting) at `now`: for tests that call a service directly.
 */
export async function parentScope(
  deps: Pick<AppDeps, 'profiles'>,
  user: { id: string; studentId: string },
  opts: { now?: Date; studentId?: string } = {},
): Promise<StudentScope> {
  const { timezone, confirmCompletions } = (await deps.profiles.get(user.id)).settings;
  const scope = scopeFor(
    user.id,
    { memberId: user.id, role: 'parent', name: null },
    { timezone, confirmCompletions },
    opts.now,
  );
  return forStudent(scope, opts.studentId ?? user.studentId);
}
