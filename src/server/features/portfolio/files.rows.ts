import type { Selectable } from 'kysely';
import type { StoredFile } from '@shared/schemas/portfolio';
import { readNullableNumber, readNumber, type StoredValues } from '../../db/stored-values';
import type { FilesTable, WorkSampleFilesTable } from '../../db/types';

/** The `files` and `work_sample_files` tables' rows ↔ their values: one mapping for the repositories (and the export). */

export type FileRow = Selectable<FilesTable>;
export type StoredFileRow = StoredValues<FilesTable>;

export function fromFileRow(row: Omit<FileRow, 'userId'>): StoredFileRow {
  return {
    ...row,
    size: readNumber(row.size),
    storedSize: readNumber(row.storedSize),
    width: readNullableNumber(row.width),
    height: readNullableNumber(row.height),
  };
}

export const toFileRow = (userId: string, value: StoredFileRow): FileRow => ({ ...value, userId });

/** A stored file as the API shows it: never its keys or hash. */
export const toStoredFile = (f: StoredFileRow): StoredFile => ({
  id: f.id,
  kind: f.kind,
  contentType: f.contentType,
  name: f.originalName,
  size: f.size,
  width: f.width,
  height: f.height,
  createdAt: f.createdAt,
});

export type SampleFileRow = Selectable<WorkSampleFilesTable>;
export type StoredSampleFile = StoredValues<WorkSampleFilesTable>;

export const fromSampleFileRow = (row: Omit<SampleFileRow, 'userId'>): StoredSampleFile => ({
  ...row,
  position: readNumber(row.position),
});

export const toSampleFileRow = (userId: string, value: StoredSampleFile): SampleFileRow => ({
  ...value,
  userId,
});
