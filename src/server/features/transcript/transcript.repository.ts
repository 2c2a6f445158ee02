import { sql, type Kysely } from 'kysely';
import { readNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { MAX_TRANSCRIPT_COURSES } from '@shared/schemas/transcript';
import {
  fromRecordsSettingsRow,
  fromTranscriptCourseRow,
  toRecordsSettingsRow,
  toTranscriptCourseRow,
  type StoredRecordsSettings,
  type StoredTranscriptCourse,
} from './transcript.rows';

type Db = Kysely<DB>;

const COURSE_COLUMNS = [
  'id',
  'studentId',
  'classId',
  'title',
  'yearLabel',
  'gradeLevel',
  'credits',
  'level',
  'finalPercent',
  'passed',
  'createdAt',
  'updatedAt',
] as const;

/** The child's courses in grade order (the index's order), at most MAX_TRANSCRIPT_COURSES. */
export async function listCourses(db: Db, child: StudentKey): Promise<StoredTranscriptCourse[]> {
  const rows = await db
    .selectFrom('transcriptCourses')
    .select(COURSE_COLUMNS)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .orderBy('gradeLevel')
    .orderBy('id')
    .limit(MAX_TRANSCRIPT_COURSES)
    .execute();
  return rows.map(fromTranscriptCourseRow);
}

export async function countCourses(db: Db, child: StudentKey): Promise<number> {
  const row = await db
    .selectFrom('transcriptCourses')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .executeTakeFirst();
  return readNumber(row?.n ?? 0);
}

export async function findCourse(
  db: Db,
  child: StudentKey,
  id: string,
): Promise<StoredTranscriptCourse | undefined> {
  const row = await db
    .selectFrom('transcriptCourses')
    .select(COURSE_COLUMNS)
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromTranscriptCourseRow(row) : undefined;
}

export async function insertCourse(db: Db, userId: string, course: StoredTranscriptCourse): Promise<void> {
  await db.insertInto('transcriptCourses').values(toTranscriptCourseRow(userId, course)).execute();
}

export async function updateCourse(db: Db, userId: string, course: StoredTranscriptCourse): Promise<void> {
  const { id, userId: _u, studentId, createdAt: _c, ...values } = toTranscriptCourseRow(userId, course);
  await db
    .updateTable('transcriptCourses')
    .set(values)
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCourse(db: Db, child: StudentKey, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('transcriptCourses')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The family's class titles and teachers by id (for the linked classes). */
export async function classTitles(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, { title: string; teacherName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('classes')
    .select(['id', 'title', 'teacherName'])
    .where('userId', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { title: r.title, teacherName: r.teacherName }]));
}

/** The child's recorded minutes per class (every year: a transcript covers them all). */
export async function minutesByClass(
  db: Db,
  child: StudentKey,
  classIds: readonly string[],
): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hourEntries')
    .select(['classId', sql<number>`cast(sum(minutes) as integer)`.as('minutes')])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('classId', 'in', [...classIds])
    .groupBy('classId')
    .execute();
  return new Map(rows.map((r) => [r.classId as string, readNumber(r.minutes)]));
}

/** The child's assignments of these classes (status and grade: what the class average reads). */
export async function gradesByClass(
  db: Db,
  child: StudentKey,
  classIds: readonly string[],
): Promise<
  {
    classId: string;
    status: DB['assignments']['status'];
    gradePercentage: number | null;
    category: string | null;
  }[]
> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('assignments')
    .select(['classId', 'status', 'gradePercentage', 'category'])
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('classId', 'in', [...classIds])
    .execute();
  return rows.map((r) => ({
    classId: r.classId,
    status: r.status,
    gradePercentage: r.gradePercentage == null ? null : Number(r.gradePercentage),
    category: r.category,
  }));
}

/** The grading categories of the family's classes, with their weights (a class without any: the plain mean). */
export async function weightsByClass(
  db: Db,
  userId: string,
  classIds: readonly string[],
): Promise<{ classId: string; category: string; weight: number }[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('classGradeWeights')
    .select(['classId', 'category', 'weight'])
    .where('userId', '=', userId)
    .where('classId', 'in', [...classIds])
    .execute();
}

export async function studentName(db: Db, child: StudentKey): Promise<string | undefined> {
  const row = await db
    .selectFrom('students')
    .select('name')
    .where('userId', '=', child.familyId)
    .where('id', '=', child.studentId)
    .executeTakeFirst();
  return row?.name;
}

export async function findSettings(db: Db, userId: string): Promise<StoredRecordsSettings | undefined> {
  const row = await db
    .selectFrom('recordsSettings')
    .select(['hoursPerCredit', 'honorsBonus', 'apBonus', 'dualBonus', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? fromRecordsSettingsRow(row) : undefined;
}

/** Writes the family's settings (one row per family). */
export async function saveSettings(db: Db, userId: string, value: StoredRecordsSettings): Promise<void> {
  const row = toRecordsSettingsRow(userId, value);
  const { userId: _u, createdAt: _c, ...changes } = row;
  await db
    .insertInto('recordsSettings')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}
