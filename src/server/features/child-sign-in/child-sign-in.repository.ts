import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Db = Kysely<DB> | Transaction<DB>;

/** A family's child with their stored sign-in hash (null: sign-in off), or undefined for another family's. */
export async function childOfFamily(db: Db, familyId: string, studentId: string) {
  return db
    .selectFrom('students')
    .select(['id', 'signInHash'])
    .where('userId', '=', familyId)
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** How many of the child's sessions have not ended or expired. */
export async function activeSessionCount(db: Db, familyId: string, studentId: string, nowIso: string) {
  const row = await db
    .selectFrom('childSessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('familyId', '=', familyId)
    .where('studentId', '=', studentId)
    .where('expiresAt', '>', nowIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function familyCode(db: Db, familyId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('signInCode')
    .where('id', '=', familyId)
    .executeTakeFirst();
  return row?.signInCode ?? null;
}

/** Gives the family a new code; throws on a unique-key collision (the caller retries with another). */
export async function setFamilyCode(db: Db, familyId: string, code: string): Promise<void> {
  await db.updateTable('profiles').set({ signInCode: code }).where('id', '=', familyId).execute();
}

export async function setSignInHash(db: Db, familyId: string, studentId: string, hash: string | null) {
  await db
    .updateTable('students')
    .set({ signInHash: hash })
    .where('userId', '=', familyId)
    .where('id', '=', studentId)
    .execute();
}

/** The child's member row (id = the child's id, role child), made once. */
export async function ensureChildMember(db: Db, familyId: string, studentId: string) {
  await db
    .insertInto('members')
    .values({
      id: studentId,
      familyId,
      userId: null,
      studentId,
      role: 'child',
      createdAt: new Date().toISOString(),
      removedAt: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteChildSessions(db: Db, familyId: string, studentId: string) {
  await db
    .deleteFrom('childSessions')
    .where('familyId', '=', familyId)
    .where('studentId', '=', studentId)
    .execute();
}

/** The children with sign-in on in the family that has this code (the sign-in matches the name among them). */
export async function signInChildrenByCode(db: Db, code: string) {
  return db
    .selectFrom('students')
    .innerJoin('profiles', 'profiles.id', 'students.userId')
    .select(['students.id', 'students.userId as familyId', 'students.name', 'students.signInHash'])
    .where('profiles.signInCode', '=', code)
    .where('students.signInHash', 'is not', null)
    .orderBy('students.position')
    .orderBy('students.id')
    .execute();
}
