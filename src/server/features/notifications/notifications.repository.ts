import type { Kysely } from 'kysely';
import { storedFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import { fromNotificationPrefRow } from './notifications.rows';

/** The weekly e-mail's choices (`notification_prefs`, ADR 045): every query names the family or the member. */

/** The member's own choice; null: never chosen (off). */
export async function weeklyEmailOf(
  db: Kysely<DB>,
  familyId: string,
  memberId: string,
): Promise<boolean | null> {
  const row = await db
    .selectFrom('notificationPrefs')
    .selectAll()
    .where('userId', '=', familyId)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return row ? fromNotificationPrefRow(row).weeklyEmail : null;
}

export async function setWeeklyEmail(
  db: Kysely<DB>,
  familyId: string,
  memberId: string,
  on: boolean,
  now: string,
): Promise<void> {
  await db
    .insertInto('notificationPrefs')
    .values({ memberId, userId: familyId, weeklyEmail: storedFlag(on), createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ weeklyEmail: storedFlag(on), updatedAt: now }))
    .execute();
}

/** The adult's e-mail address, for the member of this family (null: the member has no sign-in of their own). */
export async function emailOfMember(
  db: Kysely<DB>,
  familyId: string,
  memberId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .innerJoin('user', 'user.id', 'members.userId')
    .select('user.email')
    .where('members.familyId', '=', familyId)
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Turns a member's weekly e-mail off by the member id alone (the unsubscribe link); false: it was not on. */
export async function turnOffForMember(db: Kysely<DB>, memberId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('notificationPrefs')
    .set({ weeklyEmail: storedFlag(false), updatedAt: now })
    .where('memberId', '=', memberId)
    .where('weeklyEmail', '=', storedFlag(true))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the member (any family) gets the weekly e-mail; undefined: no such member. */
export async function subscribedMember(db: Kysely<DB>, memberId: string): Promise<boolean | undefined> {
  const member = await db
    .selectFrom('members')
    .leftJoin('notificationPrefs', 'notificationPrefs.memberId', 'members.id')
    .select(['members.id', 'notificationPrefs.weeklyEmail', 'members.removedAt'])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return undefined;
  return member.removedAt === null && Number(member.weeklyEmail ?? 0) === 1;
}

/** The families with at least one adult (still a member) who wants the weekly e-mail. */
export async function familiesWithDigest(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('notificationPrefs')
    .innerJoin('members', 'members.id', 'notificationPrefs.memberId')
    .select('notificationPrefs.userId')
    .distinct()
    .where('notificationPrefs.weeklyEmail', '=', storedFlag(true))
    .where('members.removedAt', 'is', null)
    .execute();
  return rows.map((r) => r.userId);
}

export interface DigestRecipient {
  memberId: string;
  email: string;
}

/** The family's adults who want the weekly e-mail and have an address: the parent first, then by role and id. */
export async function digestRecipients(db: Kysely<DB>, familyId: string): Promise<DigestRecipient[]> {
  return db
    .selectFrom('notificationPrefs')
    .innerJoin('members', 'members.id', 'notificationPrefs.memberId')
    .innerJoin('user', 'user.id', 'members.userId')
    .select(['members.id as memberId', 'user.email as email'])
    .where('notificationPrefs.userId', '=', familyId)
    .where('members.familyId', '=', familyId)
    .where('notificationPrefs.weeklyEmail', '=', storedFlag(true))
    .where('members.removedAt', 'is', null)
    .where('members.role', 'in', ['parent', 'teacher', 'viewer'])
    .orderBy('members.role')
    .orderBy('members.id')
    .execute();
}
