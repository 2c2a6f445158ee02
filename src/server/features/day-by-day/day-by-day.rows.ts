import type { Selectable } from 'kysely';
import { toBlockColor, type BlockColor } from '@shared/domain/block-colors';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { DayBlocksTable, DayScheduleTable } from '../../db/types';

/**
 * The `day_blocks` and `day_schedule` tables' rows ↔ their values: the one mapping of the tables, for the
 * repository and the account export/import.
 */

type BlockRow = Selectable<DayBlocksTable>;
type ScheduleRow = Selectable<DayScheduleTable>;
/** A stored block: its colour one of the palette's (anything else reads as the default). */
export type StoredBlock = StoredValues<DayBlocksTable, { color: BlockColor }>;
export type StoredScheduleEntry = StoredValues<DayScheduleTable>;

export function fromBlockRow(row: Omit<BlockRow, 'userId'>): StoredBlock {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    purpose: row.purpose,
    defaultDuration: readNumber(row.defaultDuration),
    color: toBlockColor(row.color),
    createdAt: row.createdAt,
  };
}

export function toBlockRow(userId: string, value: StoredBlock): BlockRow {
  return { ...value, userId };
}

export function fromScheduleRow(row: Omit<ScheduleRow, 'userId'>): StoredScheduleEntry {
  return {
    id: row.id,
    studentId: row.studentId,
    blockId: row.blockId,
    scheduleDate: row.scheduleDate,
    startTime: readNumber(row.startTime),
    duration: readNumber(row.duration),
    createdAt: row.createdAt,
  };
}

export function toScheduleRow(userId: string, value: StoredScheduleEntry): ScheduleRow {
  return { ...value, userId };
}
