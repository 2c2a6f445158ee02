import type { Kysely } from 'kysely';
import type { Assignment } from '../../../shared/schemas/assignments';
import type { DB } from '../../db/types';
import { ASSIGNMENT_COLUMNS, toAssignment } from './assignments.rows';

/** Upper bounds of the overview, so the grades page stays one bounded request. */
export const OVERVIEW_CLASS_LIMIT = 200;
export const OVERVIEW_ASSIGNMENT_LIMIT = 5000;

export interface ClassSummary {
  id: string;
  title: string;
  emoji: string;
}

/** The account's classes, newest first (as the classes page lists them). */
export function listClasses(db: Kysely<DB>, userId: string): Promise<ClassSummary[]> {
  return db
    .selectFrom('classes')
    .select(['id', 'title', 'emoji'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(OVERVIEW_CLASS_LIMIT)
    .execute();
}

export async function classExists(db: Kysely<DB>, userId: string, classId: string): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', classId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countInClass(db: Kysely<DB>, userId: string, classId: string): Promise<number> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's assignments, newest first. */
export async function listAssignments(db: Kysely<DB>, userId: string): Promise<Assignment[]> {
  const rows = await db
    .selectFrom('assignments')
    .select(ASSIGNMENT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(OVERVIEW_ASSIGNMENT_LIMIT)
    .execute();
  return rows.map(toAssignment);
}

export async function findAssignment(db: Kysely<DB>, userId: string, id: string): Promise<Assignment | null> {
  const row = await db
    .selectFrom('assignments')
    .select(ASSIGNMENT_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAssignment(row) : null;
}

export type AssignmentValues = Omit<Assignment, 'id' | 'createdAt'>;

export async function insertAssignment(
  db: Kysely<DB>,
  userId: string,
  values: AssignmentValues,
): Promise<Assignment> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('assignments')
    .values({ id: crypto.randomUUID(), userId, ...values, createdAt: now, updatedAt: now })
    .returning(ASSIGNMENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return toAssignment(row);
}

export async function updateAssignment(
  db: Kysely<DB>,
  userId: string,
  id: string,
  values: AssignmentValues,
): Promise<Assignment | null> {
  const row = await db
    .updateTable('assignments')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(ASSIGNMENT_COLUMNS)
    .executeTakeFirst();
  return row ? toAssignment(row) : null;
}

export async function deleteAssignment(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('assignments')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
