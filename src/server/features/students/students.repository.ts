import { sql, type Kysely } from 'kysely';
import type { StudentRemoval } from '@shared/schemas/students';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { Student } from '@shared/schemas/students';
import { fromStudentRow, toStudent, toStudentRow, type StoredStudent } from './students.rows';

type Db = Kysely<DB>;

const COLUMNS = [
  'id',
  'name',
  'age',
  'gradeLevel',
  'color',
  'emoji',
  'position',
  'xp',
  'level',
  'requirementProfileId',
  'createdAt',
  'updatedAt',
] as const;

/** The family's children in their order (the query the dashboard and /api/me compose too). */
export const studentsQuery = (db: Db, userId: Params<{ userId: string }>['userId'] | string) =>
  db.selectFrom('students').select(COLUMNS).where('userId', '=', userId).orderBy('position').orderBy('id');

/** A `studentsQuery` row (read either way) → the API's child: for statements that compose the query. */
export const toStudentDto = (row: Parameters<typeof fromStudentRow>[0]): Student =>
  toStudent(fromStudentRow(row));

/** One child of the family (the query the dashboard composes too). */
export const studentQuery = (db: Db, userId: Value<string>, id: Value<string>) =>
  db.selectFrom('students').select(COLUMNS).where('userId', '=', userId).where('id', '=', id);

const byFamily = prepared((db: Db, p: Params<{ userId: string }>) => studentsQuery(db, p.userId));
const byId = prepared((db: Db, p: Params<{ userId: string; id: string }>) =>
  studentQuery(db, p.userId, p.id),
);
/** The child's id when it is this family's: the check every per-child request makes first. */
const ownId = prepared((db: Db, p: Params<{ userId: string; id: string }>) =>
  db.selectFrom('students').select('id').where('userId', '=', p.userId).where('id', '=', p.id),
);
/**
 * The same check, with the family's stored settings (null before the profile exists) read along: a per-child
 * request learns its family's timezone, so its today, without a statement of its own.
 */
const ownChild = prepared((db: Db, p: Params<{ userId: string; id: string }>) =>
  db
    .selectFrom('students')
    .leftJoin('profiles', 'profiles.id', 'students.userId')
    .select(['students.id', 'profiles.settings'])
    .where('students.userId', '=', p.userId)
    .where('students.id', '=', p.id),
);

export async function listStudents(db: Db, userId: string): Promise<StoredStudent[]> {
  return (await byFamily.execute(db, { userId })).map(fromStudentRow);
}

export async function findStudent(db: Db, userId: string, id: string): Promise<StoredStudent | null> {
  const row = await byId.executeTakeFirst(db, { userId, id });
  return row ? fromStudentRow(row) : null;
}

export async function isFamilyStudent(db: Db, userId: string, id: string): Promise<boolean> {
  return (await ownId.executeTakeFirst(db, { userId, id })) !== undefined;
}

/** The family's stored settings text when the child is this family's (null: no profile yet); undefined when it is not. */
export async function familyChildSettings(
  db: Db,
  userId: string,
  id: string,
): Promise<string | null | undefined> {
  const row = await ownChild.executeTakeFirst(db, { userId, id });
  return row ? row.settings : undefined;
}

export async function accountExists(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function insertStudent(db: Db, userId: string, student: StoredStudent): Promise<void> {
  await db.insertInto('students').values(toStudentRow(userId, student)).execute();
}

export async function updateStudent(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<StoredStudent, 'name' | 'age' | 'gradeLevel' | 'color' | 'emoji' | 'position'>>,
): Promise<void> {
  await db
    .updateTable('students')
    .set({ ...patch, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteStudent(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('students')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const count = (
  db: Db,
  table:
    | 'tasks'
    | 'bucketListItems'
    | 'learnListItems'
    | 'attendance'
    | 'assignments'
    | 'daySchedule'
    | 'achievements',
  userId: string,
  id: string,
) =>
  db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where('userId', '=', userId)
    .where('studentId', '=', id);

/** How many rows of each kind removing the child deletes (one statement). */
export async function removalCounts(db: Db, userId: string, id: string): Promise<StudentRemoval> {
  const row = await db
    .selectNoFrom([
      count(db, 'tasks', userId, id).as('tasks'),
      count(db, 'bucketListItems', userId, id).as('bucketList'),
      count(db, 'learnListItems', userId, id).as('learnList'),
      count(db, 'attendance', userId, id).as('attendance'),
      count(db, 'assignments', userId, id).as('assignments'),
      count(db, 'daySchedule', userId, id).as('schedule'),
      count(db, 'achievements', userId, id).as('achievements'),
      db.selectFrom('students').select('xp').where('userId', '=', userId).where('id', '=', id).as('xp'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]),
  ) as unknown as StudentRemoval;
}
