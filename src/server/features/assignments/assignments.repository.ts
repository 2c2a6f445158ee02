import type { Kysely } from 'kysely';
import type { Assignment } from '@shared/schemas/assignments';
import type { DB } from '../../db/types';
import { recordedByName } from '../../db/recorded-by-name';
import type { StudentKey } from '../../scope/scope';
import { ASSIGNMENT_COLUMNS, toAssignment } from './assignments.rows';

/** Upper bounds of the overview, so the grades page stays one bounded request. */
export const OVERVIEW_CLASS_LIMIT = 200;
export const OVERVIEW_ASSIGNMENT_LIMIT = 5000;

export interface ClassSummary {
  id: string;
  title: string;
  emoji: string;
}

/** The classes the child is enrolled in, newest first (as the classes page lists them). */
export function listClasses(db: Kysely<DB>, child: StudentKey): Promise<ClassSummary[]> {
  return db
    .selectFrom('classes as c')
    .innerJoin('classStudents as cs', 'cs.classId', 'c.id')
    .select(['c.id', 'c.title', 'c.emoji'])
    .where('c.userId', '=', child.familyId)
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(OVERVIEW_CLASS_LIMIT)
    .execute();
}

/** The child's assignments in the class. */
export async function countInClass(db: Kysely<DB>, child: StudentKey, classId: string): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('classId', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The grading categories of the child's classes (each class's in the order entered). */
export async function listWeights(
  db: Kysely<DB>,
  child: StudentKey,
): Promise<{ classId: string; category: string; weight: number }[]> {
  const rows = await db
    .selectFrom('classGradeWeights as w')
    .innerJoin('classStudents as cs', 'cs.classId', 'w.classId')
    .select(['w.classId', 'w.category', 'w.weight'])
    .where('w.userId', '=', child.familyId)
    .where('cs.userId', '=', child.familyId)
    .where('cs.studentId', '=', child.studentId)
    .orderBy('w.classId')
    .orderBy('w.createdAt')
    .orderBy('w.weight', 'desc')
    .orderBy('w.category')
    .limit(OVERVIEW_CLASS_LIMIT * 10)
    .execute();
  return rows.map((r) => ({ ...r, weight: Number(r.weight) }));
}

/** The class's grading category names. */
export async function classCategories(db: Kysely<DB>, userId: string, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('classGradeWeights')
    .select('category')
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .execute();
  return rows.map((r) => r.category);
}

/** The child's assignments, newest first, with who graded each (joined in the same statement). */
export async function listAssignments(
  db: Kysely<DB>,
  child: StudentKey,
): Promise<(Assignment & { gradedByName: string | null })[]> {
  const rows = await db
    .selectFrom('assignments')
    .select(ASSIGNMENT_COLUMNS)
    .select(recordedByName('assignments.recordedBy', 'assignments.userId').as('gradedByName'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(OVERVIEW_ASSIGNMENT_LIMIT)
    .execute();
  return rows.map((row) => ({ ...toAssignment(row), gradedByName: row.gradedByName }));
}

export async function findAssignment(
  db: Kysely<DB>,
  child: StudentKey,
  id: string,
): Promise<Assignment | null> {
  const row = await db
    .selectFrom('assignments')
    .select(ASSIGNMENT_COLUMNS)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAssignment(row) : null;
}

export type AssignmentValues = Omit<Assignment, 'id' | 'createdAt'>;

/** `recordedBy`: who set the grade (null: no grade yet). */
export async function insertAssignment(
  db: Kysely<DB>,
  child: StudentKey,
  values: AssignmentValues & { recordedBy: string | null },
): Promise<Assignment> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('assignments')
    .values({
      id: crypto.randomUUID(),
      userId: child.familyId,
      studentId: child.studentId,
      ...values,
      createdAt: now,
      updatedAt: now,
    })
    .returning(ASSIGNMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAssignment(row);
}

/** `recordedBy` given when the grade is set or changed (left out: who graded it stays). */
export async function updateAssignment(
  db: Kysely<DB>,
  child: StudentKey,
  id: string,
  values: AssignmentValues & { recordedBy?: string },
): Promise<Assignment | null> {
  const row = await db
    .updateTable('assignments')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .returning(ASSIGNMENT_COLUMNS)
    .executeTakeFirst();
  return row ? toAssignment(row) : null;
}

export async function deleteAssignment(db: Kysely<DB>, child: StudentKey, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('assignments')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
