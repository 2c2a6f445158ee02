import type { Kysely } from 'kysely';
import { readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';

type Db = Kysely<DB>;

/** The queries of lessons taught together (ADR 042); each is scoped by the family. */

/** The family's lesson of the class, with the class's together flag and its school year's dates. */
export async function findClassLesson(db: Db, familyId: string, classId: string, lessonId: string) {
  const row = await db
    .selectFrom('lessons as l')
    .innerJoin('classes as c', 'c.id', 'l.classId')
    .leftJoin('schoolYears as y', 'y.id', 'c.schoolYearId')
    .select([
      'l.id',
      'l.classId',
      'l.minutes',
      'c.together',
      'y.startDate as yearStart',
      'y.endDate as yearEnd',
    ])
    .where('l.userId', '=', familyId)
    .where('l.id', '=', lessonId)
    .where('l.classId', '=', classId)
    .where('c.userId', '=', familyId)
    .executeTakeFirst();
  return row ? { ...row, minutes: Number(row.minutes), together: readFlag(row.together) } : undefined;
}

/** The class's children, in the family's order. */
export async function enrolledIds(db: Db, familyId: string, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('classStudents as cs')
    .innerJoin('students as s', 's.id', 'cs.studentId')
    .select('cs.studentId')
    .where('cs.userId', '=', familyId)
    .where('s.userId', '=', familyId)
    .where('cs.classId', '=', classId)
    .orderBy('s.position')
    .orderBy('cs.studentId')
    .execute();
  return rows.map((r) => r.studentId);
}

/** Which of these children are marked absent on the day. */
export async function absentOn(
  db: Db,
  familyId: string,
  studentIds: readonly string[],
  date: string,
): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('attendance')
    .select('studentId')
    .where('userId', '=', familyId)
    .where('studentId', 'in', [...studentIds])
    .where('date', '=', date)
    .where('present', '=', 0)
    .execute();
  return rows.map((r) => r.studentId);
}

/** Which of these children have completed the lesson (on any day, or only on `date`; waiting or not). */
export async function completedBy(
  db: Db,
  familyId: string,
  studentIds: readonly string[],
  lessonId: string,
  date?: string,
): Promise<string[]> {
  if (studentIds.length === 0) return [];
  let q = db
    .selectFrom('lessonCompletions')
    .select('studentId')
    .where('userId', '=', familyId)
    .where('studentId', 'in', [...studentIds])
    .where('lessonId', '=', lessonId);
  if (date) q = q.where('date', '=', date);
  return (await q.execute()).map((r) => r.studentId);
}
