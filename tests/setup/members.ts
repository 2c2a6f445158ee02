import { randomUUID } from 'node:crypto';
import type { Role } from '../../src/shared/domain/roles';
import { CHILD_COOKIE, createChildSession } from '../../src/server/auth/child-session';
import type { TestApp, TestUser } from './api';

/**
 * Makes a signed-up adult a member of another family (what accepting an invite does), straight in the
 * database, for tests of the rights themselves; the cached session checks are forgotten.
 */
export async function joinFamily(
  t: TestApp,
  adult: TestUser,
  familyId: string,
  role: Exclude<Role, 'parent' | 'child'>,
): Promise<string> {
  const id = randomUUID();
  await t.handle.db
    .updateTable('members')
    .set({ id, familyId, role })
    .where('userId', '=', adult.id)
    .execute();
  t.auth.kit.sessions.cache.forgetAll();
  return id;
}

/** A signed-in child of a family (what the child sign-in does): the cookie header of their session. */
export async function childSignedIn(t: TestApp, familyId: string, studentId: string): Promise<string> {
  const { token } = await createChildSession(t.handle.db, { familyId, studentId, userAgent: 'test' });
  return `${CHILD_COOKIE}=${token}`;
}
