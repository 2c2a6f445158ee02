import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { StudentKey } from './scope';

/**
 * The ownership checks features share: a request names a class by id, and its scope says whose it may be. Used
 * inside the caller's transaction when the write depends on the answer.
 */

/** Whether the class is the family's. */
export async function isFamilyClass(db: Kysely<DB>, familyId: string, classId: string): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('userId', '=', familyId)
    .where('id', '=', classId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the class is the family's and the child is enrolled in it. */
export async function isEnrolled(db: Kysely<DB>, child: StudentKey, classId: string): Promise<boolean> {
  const row = await db
    .selectFrom('classStudents as cs')
    .innerJoin('classes as c', 'c.id', 'cs.classId')
    .select('cs.classId')
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId)
    .where('cs.classId', '=', classId)
    .where('c.userId', '=', child.familyId)
    .executeTakeFirst();
  return row !== undefined;
}
