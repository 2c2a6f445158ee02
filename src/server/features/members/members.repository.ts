import type { Kysely, Transaction } from 'kysely';
import type { Invite, Member } from '@shared/schemas/members';
import { authDb } from '../../auth/auth-tables';
import type { DB } from '../../db/types';
import { fromInviteRow } from './members.rows';

type Db = Kysely<DB> | Transaction<DB>;

/** The most pending invites the list shows (newest first). */
export const MAX_LISTED_INVITES = 50;

const toIso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

/** The family's adults (parent first, then by when they joined); removed ones are left out. */
export async function listAdults(db: Db, familyId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('user as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.role', 'm.createdAt', 'u.name', 'u.email'])
    .where('m.familyId', '=', familyId)
    .where('m.removedAt', 'is', null)
    .where('m.role', '<>', 'child')
    .orderBy('m.createdAt')
    .orderBy('m.id')
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role as Member['role'],
      since: toIso(r.createdAt),
    }))
    .sort((a, b) => Number(b.role === 'parent') - Number(a.role === 'parent'));
}

/** The family's invites not used and not expired yet. */
export async function listPendingInvites(db: Db, familyId: string, now: string): Promise<Invite[]> {
  const rows = await db
    .selectFrom('invites')
    .select(['id', 'role', 'email', 'expiresAt', 'createdAt'])
    .where('familyId', '=', familyId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_INVITES)
    .execute();
  return rows.map(fromInviteRow);
}

export async function insertInvite(db: Db, row: DB['invites']): Promise<void> {
  await db.insertInto('invites').values(row).execute();
}

/** Deletes one of the family's unused invites; false when there is none with this id. */
export async function deleteInvite(db: Db, familyId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invites')
    .where('familyId', '=', familyId)
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invites')
    .select(['id', 'familyId', 'role', 'email', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invite used, only if it still is unused and unexpired; false when another request was first. */
export async function useInvite(db: Db, id: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ usedAt: now, usedBy: userId })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The parent's name: what an invite calls the family. */
export async function parentName(db: Db, familyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('name').where('id', '=', familyId).executeTakeFirst();
  return row?.name;
}

/** The user's current membership (not removed), if any. */
export async function memberOfUser(db: Db, userId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'familyId', 'role'])
    .where('userId', '=', userId)
    .where('removedAt', 'is', null)
    .executeTakeFirst();
}

export async function childCount(db: Db, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Drops a user's own empty family's parent row (a fresh account joining another family). */
export async function dropOwnParentRow(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('members')
    .where('id', '=', userId)
    .where('familyId', '=', userId)
    .where('role', '=', 'parent')
    .execute();
}

export async function insertMember(db: Db, row: DB['members']): Promise<void> {
  await db.insertInto('members').values(row).execute();
}

/** One of the family's adults other than the parent (not removed). */
export async function findOtherAdult(db: Db, familyId: string, id: string) {
  return db
    .selectFrom('members as m')
    .leftJoin('user as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.userId', 'm.role', 'u.name'])
    .where('m.familyId', '=', familyId)
    .where('m.id', '=', id)
    .where('m.removedAt', 'is', null)
    .where('m.role', 'in', ['teacher', 'viewer'])
    .executeTakeFirst();
}

export async function setRole(
  db: Db,
  familyId: string,
  id: string,
  role: 'teacher' | 'viewer',
): Promise<void> {
  await db
    .updateTable('members')
    .set({ role })
    .where('familyId', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/** Removes an adult: the row stays (records name who recorded them), without its login. */
export async function markRemoved(db: Db, familyId: string, id: string, now: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ removedAt: now, userId: null })
    .where('familyId', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/** Ends every signed-in device of a user. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await authDb(db as Kysely<DB>)
    .deleteFrom('session')
    .where('userId', '=', userId)
    .execute();
}
