import type { Kysely } from 'kysely';
import type { Role } from '../../shared/domain/roles';
import type { DB } from '../db/types';
import { prepared, type Params } from '../db/prepared';

/** Who a request acts as in a family (ADR 024): set on every signed-in request by the rights check. */
export interface RequestMember {
  /** The member id `recorded_by` columns hold (the parent's is the family's user id; a child's is the child's id). */
  id: string;
  /** The family's id: the parent's user id, which every family row is scoped by. */
  familyId: string;
  role: Role;
  /** The child a child member is (null for adults). */
  studentId: string | null;
}

const memberByUser = prepared((db: Kysely<DB>, p: Params<{ userId: string }>) =>
  db
    .selectFrom('members')
    .select(['id', 'familyId', 'role', 'studentId'])
    .where('userId', '=', p.userId)
    .where('removedAt', 'is', null),
);

/**
 * The member an adult user is. A user who belongs to no family (a new sign-up, or an adult removed from
 * another family) is the parent of their own: that row is made here, once.
 */
export async function memberOfUser(db: Kysely<DB>, userId: string): Promise<RequestMember> {
  const found = await memberByUser.executeTakeFirst(db, { userId });
  if (found) return found;
  await db
    .insertInto('members')
    .values({
      id: userId,
      familyId: userId,
      userId,
      studentId: null,
      role: 'parent',
      createdAt: new Date().toISOString(),
      removedAt: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await memberByUser.executeTakeFirst(db, { userId });
  if (!made) throw new Error(`no family for user ${userId}`);
  return made;
}
