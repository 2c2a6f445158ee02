import type { Kysely } from 'kysely';
import type { AssignmentStatus } from '@shared/domain/grades';
import type { CategoryWeight, ScaleRow } from '@shared/domain/grading';
import type { Dialect } from '../../db/client';
import { jsonRows, readJsonRows } from '../../db/json-rows';
import { prepared, type Params, type Value } from '../../db/prepared';
import { readNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { toCommentRow } from './report-card.rows';

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
const termQuery = (db: Db, userId: Value<string>, termId: Value<string>) =>
  db
    .selectFrom('terms as t')
    .innerJoin('schoolYears as y', 'y.id', 't.schoolYearId')
    .select(termColumns)
    .where('t.userId', '=', userId)
    .where('y.userId', '=', userId)
    .where('t.id', '=', termId);

export async function findTerm(db: Db, userId: string, termId: string): Promise<TermWithYear | undefined> {
  return termQuery(db, userId, termId).executeTakeFirst();
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

const studentQuery = (db: Db, userId: Value<string>, studentId: Value<string>) =>
  db
    .selectFrom('students')
    .select(['id', 'name', 'gradeLevel'])
    .where('userId', '=', userId)
    .where('id', '=', studentId);

/** The classes the child is enrolled in, by title. */
const enrolledClassesQuery = (db: Db, userId: Value<string>, studentId: Value<string>) =>
  db
    .selectFrom('classes as c')
    .innerJoin('classStudents as cs', 'cs.classId', 'c.id')
    .select(['c.id', 'c.title', 'c.emoji', 'c.teacherName'])
    .where('c.userId', '=', userId)
    .where('cs.userId', '=', userId)
    .where('cs.studentId', '=', studentId)
    .orderBy('c.title')
    .orderBy('c.id')
    .limit(CLASS_LIMIT);

export interface TermWork {
  classId: string;
  status: AssignmentStatus;
  gradePercentage: number | null;
  category: string | null;
}

/** A child's range: the day the term starts and the day it ends (within the statement). */
interface Range {
  from: Value<string>;
  to: Value<string>;
}

/** The child's assignments dated (assignment date) within the range. */
const assignmentsQuery = (db: Db, userId: Value<string>, studentId: Value<string>, { from, to }: Range) =>
  db
    .selectFrom('assignments')
    .select(['id', 'assignmentDate', 'classId', 'status', 'gradePercentage', 'category'])
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('assignmentDate', '>=', from)
    .where('assignmentDate', '<=', to)
    .orderBy('assignmentDate')
    .orderBy('id')
    .limit(ASSIGNMENT_LIMIT);

/** The categories of the classes the child is enrolled in, each class's in the order they were made. */
const weightsQuery = (db: Db, userId: Value<string>, studentId: Value<string>) =>
  db
    .selectFrom('classGradeWeights')
    .select(['classId', 'category', 'weight', 'createdAt'])
    .where('userId', '=', userId)
    .where(
      'classId',
      'in',
      db
        .selectFrom('classStudents')
        .select('classStudents.classId')
        .where('classStudents.userId', '=', userId)
        .where('classStudents.studentId', '=', studentId),
    )
    .orderBy('classId')
    .orderBy('createdAt')
    .limit(WEIGHT_LIMIT);

/** Days marked present and absent in the range (one row per value of `present`). */
const attendanceQuery = (db: Db, userId: Value<string>, studentId: Value<string>, { from, to }: Range) =>
  db
    .selectFrom('attendance')
    .select((eb) => ['present', eb.fn.countAll<number | string>().as('days')])
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('present');

/** Minutes of instruction logged for the child in the range, per class (null: a free subject). */
const minutesQuery = (db: Db, userId: Value<string>, studentId: Value<string>, { from, to }: Range) =>
  db
    .selectFrom('hourEntries')
    .select((eb) => ['classId', eb.fn.sum<number | string>('minutes').as('minutes')])
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('classId');

const commentsQuery = (db: Db, userId: Value<string>, studentId: Value<string>, termId: Value<string>) =>
  db
    .selectFrom('reportCardComments')
    .select(['classId', 'comment'])
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('termId', '=', termId)
    .limit(CLASS_LIMIT);

/** The family's own grading scale, highest first (none: the default scale applies). */
const scaleQuery = (db: Db, userId: Value<string>) =>
  db
    .selectFrom('gradingScales')
    .select(['letter', 'minPercent'])
    .where('userId', '=', userId)
    .orderBy('minPercent', 'desc');

export interface ReportCardReadParams {
  familyId: string;
  studentId: string;
  termId: string;
}

/**
 * Everything a report card shows, in one statement (ADR 051): the term, the child, the classes they are enrolled
 * in with their categories, the term's assignments, attendance and minutes per class, the comments and the
 * family's scale. Nine statements before; the term's dates bound the ranges inside the statement.
 */
function prepareReportCardRead(dialect: Dialect) {
  return prepared((db: Db, p: Params<ReportCardReadParams>) => {
    const termDay = (column: 'startDate' | 'endDate') =>
      db
        .selectFrom('terms')
        .select(column)
        .where('userId', '=', p.familyId)
        .where('id', '=', p.termId)
        .$asScalar();
    const range: Range = { from: termDay('startDate'), to: termDay('endDate') };
    return db.selectNoFrom([
      jsonRows(dialect, termQuery(db, p.familyId, p.termId)).as('term'),
      jsonRows(dialect, studentQuery(db, p.familyId, p.studentId)).as('student'),
      jsonRows(dialect, enrolledClassesQuery(db, p.familyId, p.studentId)).as('classes'),
      jsonRows(dialect, weightsQuery(db, p.familyId, p.studentId)).as('weights'),
      jsonRows(dialect, assignmentsQuery(db, p.familyId, p.studentId, range)).as('work'),
      jsonRows(dialect, attendanceQuery(db, p.familyId, p.studentId, range)).as('attendance'),
      jsonRows(dialect, minutesQuery(db, p.familyId, p.studentId, range)).as('minutes'),
      jsonRows(dialect, commentsQuery(db, p.familyId, p.studentId, p.termId)).as('comments'),
      jsonRows(dialect, scaleQuery(db, p.familyId)).as('scale'),
    ]);
  });
}

const reads = { sqlite: prepareReportCardRead('sqlite'), postgres: prepareReportCardRead('postgres') };

export async function readReportCard(db: Db, dialect: Dialect, child: StudentKey, termId: string) {
  const row = (await reads[dialect].executeTakeFirst(db, {
    familyId: child.familyId,
    studentId: child.studentId,
    termId,
  }))!;
  let present = 0;
  let absent = 0;
  for (const r of readJsonRows(row.attendance)) {
    if (Number(r.present) === 1) present += Number(r.days);
    else absent += Number(r.days);
  }
  return {
    /** Undefined: not the family's term. */
    term: readJsonRows(row.term)[0] as TermWithYear | undefined,
    student: readJsonRows(row.student)[0],
    classes: readJsonRows(row.classes),
    weights: readJsonRows(row.weights).map((r): CategoryWeight & { classId: string } => ({
      classId: r.classId,
      category: r.category,
      weight: Number(r.weight),
    })),
    work: readJsonRows(row.work).map((r): TermWork => ({
      classId: r.classId,
      status: r.status ?? 'completed',
      gradePercentage: r.gradePercentage == null ? null : Number(r.gradePercentage),
      category: r.category,
    })),
    attendance: { present, absent, marked: present + absent },
    minutes: readJsonRows(row.minutes).map((r) => ({ classId: r.classId, minutes: Number(r.minutes) })),
    comments: readJsonRows(row.comments),
    /** The family's scale; empty when it has none. */
    scale: readJsonRows(row.scale).map((r): ScaleRow => ({
      letter: r.letter,
      minPercent: readNumber(r.minPercent),
    })),
  };
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
