import type { Selectable } from 'kysely';
import { readNullableNumber, type StoredValues } from '../../db/stored-values';
import type { ReadingLogTable } from '../../db/types';

/** The `reading_log` table's row ↔ its values: the one mapping, for the repository and the account export/import. */

export type ReadingLogRow = Selectable<ReadingLogTable>;
export type StoredBook = StoredValues<ReadingLogTable>;

export function fromReadingLogRow(row: Omit<ReadingLogRow, 'userId'>): StoredBook {
  return {
    id: row.id,
    studentId: row.studentId,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn,
    minutes: readNullableNumber(row.minutes),
    pages: readNullableNumber(row.pages),
    classId: row.classId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toReadingLogRow(userId: string, value: StoredBook): ReadingLogRow {
  return { ...value, userId };
}
