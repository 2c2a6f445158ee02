import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { daysBetween } from '@shared/domain/dates';
import { readingLogMessages as m } from '@shared/messages/reading-log';
import {
  MAX_READING_ENTRIES,
  MAX_WINDOW_DAYS,
  datesProblem,
  type Book,
  type BookPatch,
  type ReadingLog,
  type ReadingLogQuery,
  bookInputSchema,
} from '@shared/schemas/reading-log';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { StudentKey } from '../../scope/scope';
import * as repo from './reading-log.repository';
import type { StoredBook } from './reading-log.rows';
import { isFamilyClass } from '../../scope/access';

type Db = AppDeps['db'];
type BookValues = z.output<typeof bookInputSchema>;

/** The window a list asks for: a school year of the family (404 if not), or from–to (400 if missing or too long). */
export async function readingWindow(
  db: Db,
  userId: string,
  query: Pick<ReadingLogQuery, 'schoolYearId' | 'from' | 'to'>,
): Promise<{ from: string; to: string; yearName: string | null }> {
  if (query.schoolYearId) {
    const year = await repo.findYear(db, userId, query.schoolYearId);
    if (!year) throw notFound(m.yearNotFound);
    return { from: year.startDate, to: year.endDate, yearName: year.name };
  }
  if (!query.from || !query.to) throw validationFailed(m.windowRequired);
  if (query.to < query.from) throw validationFailed(m.windowOrder, { to: m.windowOrder });
  if (daysBetween(query.from, query.to) > MAX_WINDOW_DAYS)
    throw validationFailed(m.windowTooLong(MAX_WINDOW_DAYS), { to: m.windowTooLong(MAX_WINDOW_DAYS) });
  return { from: query.from, to: query.to, yearName: null };
}

/** The books of a window with their totals (the page, the PDF and the year-end bundle read this). */
export async function readingLogFor(
  db: Db,
  child: StudentKey,
  window: { from: string; to: string },
  limit: number,
): Promise<ReadingLog> {
  const { books, truncated } = await repo.listBooks(db, child, window, limit);
  return {
    from: window.from,
    to: window.to,
    books,
    totals: {
      books: books.length,
      minutes: books.reduce((sum, b) => sum + (b.minutes ?? 0), 0),
      pages: books.reduce((sum, b) => sum + (b.pages ?? 0), 0),
    },
    truncated,
  };
}

/** A child's reading log. */
export function readingLogService(deps: AppDeps) {
  const { db } = deps;

  const dto = async (child: StudentKey, id: string): Promise<Book> => {
    const book = await repo.findBook(db, child, id);
    if (!book) throw notFound(m.notFound);
    return repo.toBook(book, book.className);
  };

  return {
    async list(child: StudentKey, query: ReadingLogQuery): Promise<ReadingLog> {
      const window = await readingWindow(db, child.familyId, query);
      return readingLogFor(db, child, window, query.limit);
    },

    async create(child: StudentKey, input: BookValues): Promise<Book> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, child.familyId);
        if (input.classId && !(await isFamilyClass(trx, child.familyId, input.classId)))
          throw notFound(m.classNotFound);
        if ((await repo.countBooks(trx, child)) >= MAX_READING_ENTRIES)
          throw new AppError('CONFLICT', m.tooMany(MAX_READING_ENTRIES));
        const now = new Date().toISOString();
        await repo.insertBook(trx, child.familyId, {
          id,
          studentId: child.studentId,
          ...input,
          createdAt: now,
          updatedAt: now,
        });
      });
      deps.bus.publishChild(child, 'reading-log');
      return dto(child, id);
    },

    async update(child: StudentKey, id: string, patch: BookPatch): Promise<Book> {
      await db.transaction().execute(async (trx) => {
        const current = await repo.findBook(trx, child, id);
        if (!current) throw notFound(m.notFound);
        const { className: _n, ...stored } = current;
        const next: StoredBook = { ...stored };
        for (const key of Object.keys(patch) as (keyof BookPatch)[]) {
          if (patch[key] !== undefined) (next as Record<string, unknown>)[key] = patch[key];
        }
        const problem = datesProblem(next);
        if (problem) throw validationFailed(problem, { finishedOn: problem });
        if (
          next.classId &&
          next.classId !== current.classId &&
          !(await isFamilyClass(trx, child.familyId, next.classId))
        )
          throw notFound(m.classNotFound);
        next.updatedAt = new Date().toISOString();
        await repo.updateBook(trx, child.familyId, next);
      });
      deps.bus.publishChild(child, 'reading-log');
      return dto(child, id);
    },

    async remove(child: StudentKey, id: string): Promise<void> {
      if (!(await repo.deleteBook(db, child, id))) throw notFound(m.notFound);
      deps.bus.publishChild(child, 'reading-log');
    },
  };
}
