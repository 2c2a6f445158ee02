import type { Kysely } from 'kysely';
import type { AssignmentStatus } from '@shared/domain/grades';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { fromCommentRow, toCommentRow } from './report-card.rows';

type Db = Kysely<DB>;

/** Bounds of one report card's reads (a term is at most a school year: 500 days). */
const CLASS_LIMIT = 200;
const ASSIGNMENT_LIMIT = 20_000;
const WEIGHT_LIMIT = CLASS_LIMIT * 10;

export interface TermWithYear {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  schoolYearId: string;
  schoolYearName: string;
}

const termColumns = [
  't.id',
  't.name',
  't.startDate',
  't.endDate',
  't.schoolYearId',
  'y.name as schoolYearName',
] as const;

/** The family's term with its year's name. */
export async function findTerm(db: Db, userId: string, termId: string): Promise<TermWithYear | undefined> {
  return db
    .selectFrom('terms as t')
    .innerJoin('schoolYears as y', 'y.id', 't.schoolYearId')
    .select(termColumns)
    .where('t.userId', '=', userId)
    .where('y.userId', '=', userId)
    .where('t.id', '=', termId)
    .executeTakeFirst();
}

/** The terms of the family's year, in date order (none when the year is not the family's). */
export async function yearTerms(db: Db, userId: string, schoolYearId: string): Promise<TermWithYear[]> {
  return db
    .selectFrom('terms as t')
    .innerJoin('schoolYears as y', 'y.id', 't.schoolYearId')
    .select(termColumns)
    .where('t.userId', '=', userId)
    .where('y.userId', '=', userId)
    .where('t.schoolYearId', '=', schoolYearId)
    .orderBy('t.startDate')
    .orderBy('t.id')
    .execute();
}

export async function findStudent(db: Db, child: StudentKey) {
  return db
    .selectFrom('students')
    .select(['id', 'name', 'gradeLevel'])
    .where('userId', '=', child.familyId)
    .where('id', '=', child.studentId)
    .executeTakeFirst();
}

/** The classes the child is enrolled in, by title. */
export async function enrolledClasses(db: Db, child: StudentKey) {
  return db
    .selectFrom('classes as c')
    .innerJoin('classStudents as cs', 'cs.classId', 'c.id')
    .select(['c.id', 'c.title', 'c.emoji', 'c.teacherName'])
    .where('c.userId', '=', child.familyId)
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId)
    .orderBy('c.title')
    .orderBy('c.id')
    .limit(CLASS_LIMIT)
    .execute();
}

export interface TermWork {
  classId: string;
  status: AssignmentStatus;
  gradePercentage: number | null;
  category: string | null;
}

/** The child's assignments dated (assignment date) within the range. */
export async function assignmentsBetween(
  db: Db,
  child: StudentKey,
  from: string,
  to: string,
): Promise<TermWork[]> {
  const rows = await db
    .selectFrom('assignments')
    .select(['classId', 'status', 'gradePercentage', 'category'])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('assignmentDate', '>=', from)
    .where('assignmentDate', '<=', to)
    .orderBy('assignmentDate')
    .orderBy('id')
    .limit(ASSIGNMENT_LIMIT)
    .execute();
  return rows.map((r) => ({
    classId: r.classId,
    status: r.status ?? 'completed',
    gradePercentage: r.gradePercentage == null ? null : Number(r.gradePercentage),
    category: r.category,
  }));
}

/** The categories of these classes. */
export async function weightsOf(db: Db, userId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('classGradeWeights')
    .select(['classId', 'category', 'weight'])
    .where('userId', '=', userId)
    .where('classId', 'in', classIds)
    .orderBy('classId')
    .orderBy('createdAt')
    .limit(WEIGHT_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, weight: Number(r.weight) }));
}

/** Days marked present and absent in the range. */
export async function attendanceBetween(db: Db, child: StudentKey, from: string, to: string) {
  const rows = await db
    .selectFrom('attendance')
    .select((eb) => ['present', eb.fn.countAll<number | string>().as('days')])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('present')
    .execute();
  let present = 0;
  let absent = 0;
  for (const r of rows) {
    if (Number(r.present) === 1) present += Number(r.days);
    else absent += Number(r.days);
  }
  return { present, absent, marked: present + absent };
}

/** Minutes of instruction logged for the child in the range, per class (null: a free subject). */
export async function minutesBetween(db: Db, child: StudentKey, from: string, to: string) {
  const rows = await db
    .selectFrom('hourEntries')
    .select((eb) => ['classId', eb.fn.sum<number | string>('minutes').as('minutes')])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('classId')
    .execute();
  return rows.map((r) => ({ classId: r.classId, minutes: Number(r.minutes) }));
}

export async function termComments(db: Db, child: StudentKey, termId: string) {
  const rows = await db
    .selectFrom('reportCardComments')
    .selectAll()
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('termId', '=', termId)
    .limit(CLASS_LIMIT)
    .execute();
  return rows.map(fromCommentRow);
}

export async function saveComment(
  db: Db,
  child: StudentKey,
  key: { termId: string; classId: string },
  comment: string,
): Promise<void> {
  const now = new Date().toISOString();
  const updated = await db
    .updateTable('reportCardComments')
    .set({ comment, updatedAt: now })
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('termId', '=', key.termId)
    .where('classId', '=', key.classId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('reportCardComments')
    .values(
      toCommentRow(child.familyId, {
        studentId: child.studentId,
        termId: key.termId,
        classId: key.classId,
        comment,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .execute();
}

export async function deleteComment(db: Db, child: StudentKey, key: { termId: string; classId: string }) {
  await db
    .deleteFrom('reportCardComments')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('termId', '=', key.termId)
    .where('classId', '=', key.classId)
    .execute();
}
