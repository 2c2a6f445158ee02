import { sql, type Kysely } from 'kysely';
import type { Book } from '@shared/schemas/reading-log';
import { readNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { fromReadingLogRow, toReadingLogRow, type StoredBook } from './reading-log.rows';

type Db = Kysely<DB>;

const COLUMNS = [
  'r.id',
  'r.studentId',
  'r.title',
  'r.author',
  'r.isbn',
  'r.startedOn',
  'r.finishedOn',
  'r.minutes',
  'r.pages',
  'r.classId',
  'r.createdAt',
  'r.updatedAt',
] as const;

/** The day a book belongs to: finished, else started, else the day it was recorded. */
const bookDay = sql<string>`coalesce(${sql.ref('r.finishedOn')}, ${sql.ref('r.startedOn')}, substr(${sql.ref('r.createdAt')}, 1, 10))`;

/** The child's books whose day lies in [from, to], newest first, at most `limit` (+1 to tell a cut list). */
export async function listBooks(
  db: Db,
  child: StudentKey,
  window: { from: string; to: string },
  limit: number,
): Promise<{ books: Book[]; truncated: boolean }> {
  const rows = await db
    .selectFrom('readingLog as r')
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'r.classId').onRef('c.userId', '=', 'r.userId'))
    .select([...COLUMNS, 'c.title as className'])
    .where('r.userId', '=', child.familyId)
    .where('r.studentId', '=', child.studentId)
    .where(bookDay, '>=', window.from)
    .where(bookDay, '<=', window.to)
    .orderBy(bookDay, 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute();
  return {
    truncated: rows.length > limit,
    books: rows
      .slice(0, limit)
      .map(({ className, ...row }) => toBook(fromReadingLogRow(row), className ?? null)),
  };
}

export const toBook = (b: StoredBook, className: string | null): Book => ({
  id: b.id,
  title: b.title,
  author: b.author,
  isbn: b.isbn,
  startedOn: b.startedOn,
  finishedOn: b.finishedOn,
  minutes: b.minutes,
  pages: b.pages,
  classId: b.classId,
  className,
  createdAt: b.createdAt,
});

export async function findBook(
  db: Db,
  child: StudentKey,
  id: string,
): Promise<(StoredBook & { className: string | null }) | undefined> {
  const row = await db
    .selectFrom('readingLog as r')
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'r.classId').onRef('c.userId', '=', 'r.userId'))
    .select([...COLUMNS, 'c.title as className'])
    .where('r.userId', '=', child.familyId)
    .where('r.studentId', '=', child.studentId)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { className, ...rest } = row;
  return { ...fromReadingLogRow(rest), className: className ?? null };
}

export async function countBooks(db: Db, child: StudentKey): Promise<number> {
  const row = await db
    .selectFrom('readingLog')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .executeTakeFirst();
  return readNumber(row?.n ?? 0);
}

export async function insertBook(db: Db, userId: string, book: StoredBook): Promise<void> {
  await db.insertInto('readingLog').values(toReadingLogRow(userId, book)).execute();
}

export async function updateBook(db: Db, userId: string, book: StoredBook): Promise<void> {
  const { id, userId: _u, studentId, createdAt: _c, ...values } = toReadingLogRow(userId, book);
  await db
    .updateTable('readingLog')
    .set(values)
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('id', '=', id)
    .execute();
}

export async function deleteBook(db: Db, child: StudentKey, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('readingLog')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findYear(
  db: Db,
  userId: string,
  id: string,
): Promise<{ id: string; name: string; startDate: string; endDate: string } | undefined> {
  return db
    .selectFrom('schoolYears')
    .select(['id', 'name', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
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
