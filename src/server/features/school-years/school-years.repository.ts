import { sql, type Kysely } from 'kysely';
import { MAX_SCHOOL_YEARS } from '@shared/domain/school-year';
import type { Break, CurrentSchoolYear, SchoolYear } from '@shared/schemas/school-years';
import { breakAppliesTo } from '../../db/child-breaks';
import { parseDays } from '../../db/stored-values';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import {
  fromBreakRow,
  fromSchoolYearRow,
  fromTermRow,
  toBreakRow,
  toBreakStudentRow,
  toSchoolYearRow,
  toTermRow,
  type StoredBreak,
  type StoredSchoolYear,
  type StoredTerm,
} from './school-years.rows';

type Db = Kysely<DB>;

const YEAR_COLUMNS = ['id', 'name', 'startDate', 'endDate', 'weekdays', 'createdAt', 'updatedAt'] as const;
const TERM_COLUMNS = ['id', 'schoolYearId', 'name', 'startDate', 'endDate', 'createdAt'] as const;
const BREAK_COLUMNS = [
  'id',
  'schoolYearId',
  'label',
  'startDate',
  'endDate',
  'wholeFamily',
  'createdAt',
] as const;

/** The family's years in date order (at most MAX_SCHOOL_YEARS: the service refuses more). */
const yearsQuery = (db: Db, userId: Value<string>) =>
  db
    .selectFrom('schoolYears')
    .select(YEAR_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('startDate')
    .orderBy('id')
    .limit(MAX_SCHOOL_YEARS);

/** Every term of the family in date order (terms of different years do not overlap either). */
const termsQuery = (db: Db, userId: Value<string>) =>
  db.selectFrom('terms').select(TERM_COLUMNS).where('userId', '=', userId).orderBy('startDate').orderBy('id');

const breaksQuery = (db: Db, userId: Value<string>) =>
  db
    .selectFrom('breaks')
    .select(BREAK_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('startDate')
    .orderBy('id');

/** The children of the family's breaks for some children, in the family's order. */
const breakStudentsQuery = (db: Db, userId: Value<string>) =>
  db
    .selectFrom('breakStudents as bs')
    .innerJoin('students as s', (j) =>
      j.onRef('s.id', '=', 'bs.studentId').onRef('s.userId', '=', 'bs.userId'),
    )
    .select(['bs.breakId', 'bs.studentId', 's.position'])
    .where('bs.userId', '=', userId)
    .orderBy('s.position')
    .orderBy('bs.studentId');

/** How many classes each year has. */
const classCountsQuery = (db: Db, userId: Value<string>) =>
  db
    .selectFrom('classes')
    .select(['schoolYearId', sql<number>`cast(count(*) as integer)`.as('n')])
    .where('userId', '=', userId)
    .where('schoolYearId', 'is not', null)
    .groupBy('schoolYearId');

const yearsByUser = prepared((db: Db, p: Params<{ userId: string }>) => yearsQuery(db, p.userId));
const termsByUser = prepared((db: Db, p: Params<{ userId: string }>) => termsQuery(db, p.userId));
const breaksByUser = prepared((db: Db, p: Params<{ userId: string }>) => breaksQuery(db, p.userId));
const breakStudentsByUser = prepared((db: Db, p: Params<{ userId: string }>) =>
  breakStudentsQuery(db, p.userId),
);
const classCountsByUser = prepared((db: Db, p: Params<{ userId: string }>) => classCountsQuery(db, p.userId));

/** A break's children: null for the whole family. */
export type BreakWithChildren = StoredBreak & { studentIds: string[] | null };

function childrenByBreak(rows: readonly { breakId: string; studentId: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) {
    const list = map.get(r.breakId);
    if (list) list.push(r.studentId);
    else map.set(r.breakId, [r.studentId]);
  }
  return map;
}

const withChildren = (b: StoredBreak, children: Map<string, string[]>): BreakWithChildren => ({
  ...b,
  studentIds: b.wholeFamily ? null : (children.get(b.id) ?? []),
});

export const toBreakDto = (b: BreakWithChildren): Break => ({
  id: b.id,
  schoolYearId: b.schoolYearId,
  label: b.label,
  startDate: b.startDate,
  endDate: b.endDate,
  studentIds: b.studentIds,
});

/** Every year of the family with its terms, breaks and class count, in date order. */
export async function listSchoolYears(db: Db, userId: string): Promise<SchoolYear[]> {
  const [years, terms, breaks, breakStudents, classCounts] = await Promise.all([
    yearsByUser.execute(db, { userId }),
    termsByUser.execute(db, { userId }),
    breaksByUser.execute(db, { userId }),
    breakStudentsByUser.execute(db, { userId }),
    classCountsByUser.execute(db, { userId }),
  ]);
  const children = childrenByBreak(breakStudents);
  const counts = new Map(classCounts.map((c) => [c.schoolYearId, Number(c.n)]));
  return years.map((row) => {
    const year = fromSchoolYearRow(row);
    return {
      id: year.id,
      name: year.name,
      startDate: year.startDate,
      endDate: year.endDate,
      weekdays: year.weekdays,
      terms: terms
        .filter((t) => t.schoolYearId === year.id)
        .map((t) => ({ id: t.id, name: t.name, startDate: t.startDate, endDate: t.endDate })),
      breaks: breaks
        .filter((b) => b.schoolYearId === year.id)
        .map((b) => toBreakDto(withChildren(fromBreakRow(b), children))),
      classCount: counts.get(year.id) ?? 0,
      createdAt: year.createdAt,
    };
  });
}

/** The family's years (for the overlap rule), in date order. */
export async function listYears(db: Db, userId: string): Promise<StoredSchoolYear[]> {
  return (await yearsByUser.execute(db, { userId })).map(fromSchoolYearRow);
}

export async function findYear(db: Db, userId: string, id: string): Promise<StoredSchoolYear | undefined> {
  const row = await db
    .selectFrom('schoolYears')
    .select(YEAR_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromSchoolYearRow(row) : undefined;
}

export async function insertYear(db: Db, userId: string, year: StoredSchoolYear): Promise<void> {
  await db.insertInto('schoolYears').values(toSchoolYearRow(userId, year)).execute();
}

export async function updateYear(db: Db, userId: string, year: StoredSchoolYear): Promise<void> {
  const { id, userId: _userId, createdAt: _createdAt, ...values } = toSchoolYearRow(userId, year);
  await db.updateTable('schoolYears').set(values).where('userId', '=', userId).where('id', '=', id).execute();
}

/** Removes the year with its terms and breaks (cascade); its classes stay, without a year (set null). */
export async function deleteYear(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('schoolYears').where('userId', '=', userId).where('id', '=', id).execute();
}

export async function yearTerms(db: Db, userId: string, yearId: string): Promise<StoredTerm[]> {
  const rows = await db
    .selectFrom('terms')
    .select(TERM_COLUMNS)
    .where('userId', '=', userId)
    .where('schoolYearId', '=', yearId)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  return rows.map(fromTermRow);
}

/** Replaces the year's terms with these (in order). */
export async function replaceTerms(db: Db, userId: string, yearId: string, terms: readonly StoredTerm[]) {
  await db.deleteFrom('terms').where('userId', '=', userId).where('schoolYearId', '=', yearId).execute();
  if (terms.length)
    await db
      .insertInto('terms')
      .values(terms.map((t) => toTermRow(userId, t)))
      .execute();
}

/** The year's breaks with their children, in date order. */
export async function yearBreaks(db: Db, userId: string, yearId: string): Promise<BreakWithChildren[]> {
  const [breaks, students] = await Promise.all([
    db
      .selectFrom('breaks')
      .select(BREAK_COLUMNS)
      .where('userId', '=', userId)
      .where('schoolYearId', '=', yearId)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
    breakStudentsQuery(db, userId)
      .innerJoin('breaks as b', 'b.id', 'bs.breakId')
      .where('b.userId', '=', userId)
      .where('b.schoolYearId', '=', yearId)
      .execute(),
  ]);
  const children = childrenByBreak(students);
  return breaks.map((b) => withChildren(fromBreakRow(b), children));
}

export async function findBreak(db: Db, userId: string, id: string): Promise<BreakWithChildren | undefined> {
  const row = await db
    .selectFrom('breaks')
    .select(BREAK_COLUMNS)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const students = await breakStudentsQuery(db, userId).where('bs.breakId', '=', id).execute();
  return withChildren(fromBreakRow(row), childrenByBreak(students));
}

export async function insertBreak(db: Db, userId: string, value: StoredBreak): Promise<void> {
  await db.insertInto('breaks').values(toBreakRow(userId, value)).execute();
}

export async function updateBreak(db: Db, userId: string, value: StoredBreak): Promise<void> {
  const { id, userId: _userId, createdAt: _createdAt, ...values } = toBreakRow(userId, value);
  await db.updateTable('breaks').set(values).where('userId', '=', userId).where('id', '=', id).execute();
}

/** Replaces the break's children (already checked to be the family's); none for a whole-family break. */
export async function setBreakStudents(
  db: Db,
  userId: string,
  breakId: string,
  studentIds: readonly string[],
) {
  await db.deleteFrom('breakStudents').where('userId', '=', userId).where('breakId', '=', breakId).execute();
  if (studentIds.length)
    await db
      .insertInto('breakStudents')
      .values(studentIds.map((studentId) => toBreakStudentRow(userId, { breakId, studentId })))
      .execute();
}

export async function deleteBreak(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('breaks').where('userId', '=', userId).where('id', '=', id).execute();
}

/** The classes of a year: their titles and weekdays (the year's weekdays must keep covering them). */
export async function classesOfYear(
  db: Db,
  userId: string,
  yearId: string,
): Promise<{ id: string; title: string; daysOfWeek: number[] }[]> {
  const rows = await db
    .selectFrom('classes')
    .select(['id', 'title', 'daysOfWeek'])
    .where('userId', '=', userId)
    .where('schoolYearId', '=', yearId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, daysOfWeek: parseDays(r.daysOfWeek) }));
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

// The dashboard's part (ADR 013: the dashboard's repository composes these into its one statement).

/** The family's school year that `today` is in (years do not overlap: at most one row). */
export function currentYearQuery(db: Db, userId: Value<string>, today: Value<string>) {
  return db
    .selectFrom('schoolYears')
    .select(['id', 'name', 'startDate', 'endDate', 'weekdays'])
    .where('userId', '=', userId)
    .where('startDate', '<=', today)
    .where('endDate', '>=', today)
    .orderBy('startDate')
    .orderBy('id');
}

/** The breaks of the current year that apply to the child (the whole family's and the child's own). */
export function childBreaksQuery(
  db: Db,
  userId: Value<string>,
  studentId: Value<string>,
  today: Value<string>,
) {
  return db
    .selectFrom('breaks')
    .select(['id', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .where(
      'schoolYearId',
      'in',
      db
        .selectFrom('schoolYears')
        .select('id')
        .where('userId', '=', userId)
        .where('startDate', '<=', today)
        .where('endDate', '>=', today),
    )
    .where(breakAppliesTo(userId, studentId))
    .orderBy('startDate')
    .orderBy('id');
}

type CurrentYearRow = { id: string; name: string; startDate: string; endDate: string; weekdays: string };

/** The rows of `currentYearQuery` and `childBreaksQuery` → the dashboard's school year, or null. */
export function toCurrentSchoolYear(
  years: readonly CurrentYearRow[],
  breaks: readonly { startDate: string; endDate: string }[],
): CurrentSchoolYear | null {
  const [row] = years;
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    weekdays: parseDays(row.weekdays),
    breaks: breaks.map((b) => ({ startDate: b.startDate, endDate: b.endDate })),
  };
}
