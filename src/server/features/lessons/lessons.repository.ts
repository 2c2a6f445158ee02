import { sql, type Kysely } from 'kysely';
import type { LessonDto } from '@shared/schemas/lessons';
import { parseDays, readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import { fromLessonRow, toLessonRow, type StoredLesson } from './lessons.rows';

type Db = Kysely<DB>;

/** Every query of a class's lesson plan; each is scoped by the account (`user_id`). */

/** The class a plan belongs to: its stored fields and the children enrolled (in the family's order). */
export interface LessonClass {
  id: string;
  title: string;
  description: string | null;
  emoji: string;
  teacherPlatform: string | null;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  startDate: string | null;
  endDate: string | null;
  schoolYearId: string | null;
  subject: string | null;
  core: boolean;
  studentIds: string[];
  /** 'loop': the lessons are a loop's items (ADR 041). */
  scheduleKind: 'weekly' | 'loop';
  loopPerDay: number;
}

export async function findClass(db: Db, userId: string, classId: string): Promise<LessonClass | null> {
  const [row, enrolled] = await Promise.all([
    db
      .selectFrom('classes')
      .select([
        'id',
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
        'scheduleKind',
        'loopPerDay',
      ])
      .where('userId', '=', userId)
      .where('id', '=', classId)
      .executeTakeFirst(),
    db
      .selectFrom('classStudents as cs')
      .innerJoin('students as s', 's.id', 'cs.studentId')
      .select('cs.studentId')
      .where('cs.userId', '=', userId)
      .where('cs.classId', '=', classId)
      .orderBy('s.position')
      .orderBy('cs.studentId')
      .execute(),
  ]);
  if (!row) return null;
  return {
    ...row,
    daysOfWeek: parseDays(row.daysOfWeek),
    core: readFlag(row.core),
    loopPerDay: Number(row.loopPerDay),
    studentIds: enrolled.map((e) => e.studentId),
  };
}

/** A lesson as the API shows it. */
export function toLessonDto(
  lesson: StoredLesson,
  completedBy: string[],
  shiftDays: number | null = null,
): LessonDto {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = lesson;
  return { ...fields, completedBy, pinnedDate: lesson.pinnedDate ?? null, shiftDays };
}

/** The class's lessons in plan order (at most MAX_LESSONS_PER_CLASS: the writes keep to it). */
export async function listLessons(db: Db, userId: string, classId: string): Promise<StoredLesson[]> {
  const rows = await db
    .selectFrom('lessons')
    .selectAll()
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(fromLessonRow);
}

/** How many lessons the class has, and the position after its last one. */
export async function planSize(
  db: Db,
  userId: string,
  classId: string,
): Promise<{ count: number; next: number }> {
  const row = await db
    .selectFrom('lessons')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | string | null>('position').as('last'),
    ])
    .where('userId', '=', userId)
    .where('classId', '=', classId)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), next: row?.last == null ? 0 : Number(row.last) + 1 };
}

/** Bound parameters per insert statement: well under both dialects' limits. */
const ROWS_PER_INSERT = 500;

export async function insertLessons(db: Db, userId: string, lessons: readonly StoredLesson[]): Promise<void> {
  for (let i = 0; i < lessons.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('lessons')
      .values(lessons.slice(i, i + ROWS_PER_INSERT).map((l) => toLessonRow(userId, l)))
      .execute();
  }
}

export async function findLesson(db: Db, userId: string, id: string): Promise<StoredLesson | null> {
  const row = await db
    .selectFrom('lessons')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromLessonRow(row) : null;
}

export async function updateLesson(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Pick<StoredLesson, 'title' | 'notes' | 'minutes'>> & { updatedAt: string },
): Promise<void> {
  await db.updateTable('lessons').set(patch).where('userId', '=', userId).where('id', '=', id).execute();
}

/** The children who completed the lesson (any of them, enrolled or not any more). */
export async function completedBy(db: Db, userId: string, lessonId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('lessonCompletions as lc')
    .innerJoin('students as s', 's.id', 'lc.studentId')
    .select('lc.studentId')
    .where('lc.userId', '=', userId)
    .where('lc.lessonId', '=', lessonId)
    .orderBy('s.position')
    .execute();
  return rows.map((r) => r.studentId);
}

/** Deletes the lesson and the children's completions of it; returns how many completions went with it. */
export async function deleteLesson(db: Db, userId: string, id: string): Promise<number> {
  const completions = await db
    .deleteFrom('lessonCompletions')
    .where('userId', '=', userId)
    .where('lessonId', '=', id)
    .executeTakeFirst();
  await db.deleteFrom('lessons').where('userId', '=', userId).where('id', '=', id).execute();
  return Number(completions.numDeletedRows);
}

/** Lessons whose position changes, per statement (two bound values each, in a portable `case`). */
const MOVES_PER_UPDATE = 500;

/** Gives each lesson its new position, in a few statements whatever the number of lessons moved. */
export async function setPositions(
  db: Db,
  userId: string,
  classId: string,
  moves: readonly { id: string; position: number }[],
  updatedAt: string,
): Promise<void> {
  for (let i = 0; i < moves.length; i += MOVES_PER_UPDATE) {
    const chunk = moves.slice(i, i + MOVES_PER_UPDATE);
    const position = sql<number>`case id ${sql.join(
      chunk.map((m) => sql`when ${m.id} then cast(${m.position} as integer)`),
      sql` `,
    )} end`;
    await db
      .updateTable('lessons')
      .set({ position, updatedAt })
      .where('userId', '=', userId)
      .where('classId', '=', classId)
      .where(
        'id',
        'in',
        chunk.map((m) => m.id),
      )
      .execute();
  }
}

/** The family's school years, for the copy's choice (a family has a handful). */
export async function listYears(db: Db, userId: string) {
  return db
    .selectFrom('schoolYears')
    .select(['id', 'name', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .orderBy('startDate')
    .orderBy('id')
    .limit(100)
    .execute();
}

export async function yearExists(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('schoolYears')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
