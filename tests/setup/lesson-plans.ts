import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/types';

/**
 * Lesson plans, school years and breaks for tests, written straight into the account's tables: the routes
 * that create them (lessons, school years) belong to other features. Each helper takes what a test has
 * (the database, the account), so it can call those routes instead once they are on this branch.
 */

export interface Owner {
  /** The account (family) id. */
  id: string;
}

/** Appends lessons with these titles to the class's plan; their ids, in order. */
export async function addLessons(
  db: Kysely<DB>,
  owner: Owner,
  classId: string,
  titles: readonly string[],
  minutes = 45,
): Promise<string[]> {
  const last = await db
    .selectFrom('lessons')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('classId', '=', classId)
    .executeTakeFirst();
  const first = last?.position == null ? 0 : Number(last.position) + 1;
  const now = new Date().toISOString();
  const rows = titles.map((title, i) => ({
    id: crypto.randomUUID(),
    userId: owner.id,
    classId,
    position: first + i,
    title,
    notes: null,
    minutes,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('lessons')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.map((r) => r.id);
}

/** A school year of the family; with `classIds`, those classes belong to it. */
export async function addSchoolYear(
  db: Kysely<DB>,
  owner: Owner,
  year: { startDate: string; endDate: string; weekdays?: number[]; name?: string },
  classIds: readonly string[] = [],
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('schoolYears')
    .values({
      id,
      userId: owner.id,
      name: year.name ?? 'School year',
      startDate: year.startDate,
      endDate: year.endDate,
      weekdays: JSON.stringify(year.weekdays ?? [1, 2, 3, 4, 5]),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (classIds.length)
    await db
      .updateTable('classes')
      .set({ schoolYearId: id })
      .where('id', 'in', [...classIds])
      .execute();
  return id;
}

/** A break of a school year: the whole family's, or (with `studentIds`) only those children's. */
export async function addBreak(
  db: Kysely<DB>,
  owner: Owner,
  schoolYearId: string,
  value: { label: string; startDate: string; endDate: string; studentIds?: readonly string[] },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('breaks')
    .values({
      id,
      userId: owner.id,
      schoolYearId,
      label: value.label,
      startDate: value.startDate,
      endDate: value.endDate,
      wholeFamily: value.studentIds ? 0 : 1,
      createdAt: new Date().toISOString(),
    })
    .execute();
  if (value.studentIds?.length)
    await db
      .insertInto('breakStudents')
      .values(value.studentIds.map((studentId) => ({ breakId: id, userId: owner.id, studentId })))
      .execute();
  return id;
}
