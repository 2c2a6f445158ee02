import type { Selectable } from 'kysely';
import { readFlag, readNullableNumber, storedFlag, type StoredValues } from '../../db/stored-values';
import type { WorkSamplesTable } from '../../db/types';

/** The `work_samples` table's row ↔ its values: the one mapping, for the repository and the account export/import. */

export type WorkSampleRow = Selectable<WorkSamplesTable>;
export type StoredSample = StoredValues<WorkSamplesTable, { starred: boolean }>;

export const fromWorkSampleRow = (row: Omit<WorkSampleRow, 'userId'>): StoredSample => ({
  ...row,
  starred: readFlag(row.starred),
  minutes: readNullableNumber(row.minutes),
});

export const toWorkSampleRow = (userId: string, value: StoredSample): WorkSampleRow => ({
  ...value,
  starred: storedFlag(value.starred),
  userId,
});
