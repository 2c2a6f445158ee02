import type { Kysely } from 'kysely';
import { emojiForTitle } from '@shared/domain/class-emoji';
import { formatClassTimes, hoursPerWeek } from '@shared/domain/class-schedule';
import type { ClassDto } from '@shared/schemas/classes';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { fromClassRow, toClassStudentRow, type ClassRow } from './classes.rows';

type Db = Kysely<DB>;
export type { ClassRow };

/** A class as the API shows it, with the children enrolled in it (in the family's order). */
export function toClassDto(row: ClassRow, studentIds: string[]): ClassDto {
  const { updatedAt: _updatedAt, ...c } = fromClassRow(row);
  return {
    ...c,
    studentIds,
    emoji: c.emoji || emojiForTitle(c.title),
    classTimes: formatClassTimes(c.startTime, c.endTime),
    hoursPerWeek: hoursPerWeek(c.startTime, c.endTime, c.daysOfWeek),
  };
}

const CLASS_COLUMNS = [
  'id',
  'userId',
  'title',
  'description',
  'emoji',
  'teacherPlatform',
  'daysOfWeek',
  'startTime',
  'endTime',
  'startDate',
  'endDate',
  'schoolYearId',
  'subject',
  'core',
  'createdAt',
  'updatedAt',
  'together',
  'place',
  'teacherName',
  'scheduleKind',
  'loopPerDay',
] as const satisfies readonly (keyof ClassRow)[];

/** Newest first. The count per account is capped (MAX_CLASSES), so the list is bounded. */
export function classesQuery(db: Db, userId: Value<string>, limit: Value<number>) {
  return db
    .selectFrom('classes')
    .select(CLASS_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

const classesByUser = prepared((db: Db, p: Params<{ userId: string; limit: number }>) =>
  classesQuery(db, p.userId, p.limit),
);

export function listClasses(db: Db, userId: string, limit: number): Promise<ClassRow[]> {
  return classesByUser.execute(db, { userId, limit });
}

export interface Enrolment {
  classId: string;
  studentId: string;
}

/**
 * Every enrolment of the family, each class's children in the family's order; `toClassDtos` puts them on
 * the classes (a reader composing `classesQuery` in one statement adds this query beside it).
 */
export function enrolmentsQuery(db: Db, userId: Value<string>) {
  return db
    .selectFrom('classStudents as cs')
    .innerJoin('students as s', 's.id', 'cs.studentId')
    .select(['cs.classId', 'cs.studentId', 's.position'])
    .where('cs.userId', '=', userId)
    .where('s.userId', '=', userId)
    .orderBy('s.position')
    .orderBy('cs.studentId');
}

const enrolmentsByUser = prepared((db: Db, p: Params<{ userId: string }>) => enrolmentsQuery(db, p.userId));

export function listEnrolments(db: Db, userId: string): Promise<Enrolment[]> {
  return enrolmentsByUser.execute(db, { userId });
}

/** The class's children, in the family's order. */
export async function classStudentIds(db: Db, userId: string, classId: string): Promise<string[]> {
  const rows = await enrolmentsQuery(db, userId).where('cs.classId', '=', classId).execute();
  return rows.map((r) => r.studentId);
}

/** Class rows with their children (enrolments in the family's order, as `enrolmentsQuery` reads them). */
export function toClassDtos(rows: readonly ClassRow[], enrolments: readonly Enrolment[]): ClassDto[] {
  const byClass = new Map<string, string[]>();
  for (const e of enrolments) {
    const list = byClass.get(e.classId);
    if (list) list.push(e.studentId);
    else byClass.set(e.classId, [e.studentId]);
  }
  return rows.map((row) => toClassDto(row, byClass.get(row.id) ?? []));
}

/** The family's children in their order. */
export async function familyStudentIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('students')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Replaces the class's enrolment with these children (already checked to be the family's). */
export async function setEnrolment(
  db: Db,
  userId: string,
  classId: string,
  studentIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('classStudents').where('userId', '=', userId).where('classId', '=', classId).execute();
  if (studentIds.length > 0) {
    await db
      .insertInto('classStudents')
      .values(studentIds.map((studentId) => toClassStudentRow(userId, { classId, studentId })))
      .execute();
  }
}

export async function countClasses(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClass(db: Db, userId: string, id: string): Promise<ClassRow | undefined> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertClass(db: Db, row: ClassRow): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

export async function updateClass(
  db: Db,
  userId: string,
  id: string,
  values: Omit<ClassRow, 'id' | 'userId' | 'createdAt'>,
): Promise<void> {
  await db.updateTable('classes').set(values).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteClass(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('classes').where('userId', '=', userId).where('id', '=', id).execute();
}
