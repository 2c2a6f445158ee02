import type { Selectable } from 'kysely';
import type { GradeBand } from '@shared/domain/requirement-progress';
import {
  readFlag,
  readNullableNumber,
  readNumber,
  storedFlag,
  type StoredValues,
} from '../../db/stored-values';
import type { HourEntriesTable, RequirementProfilesTable } from '../../db/types';

/**
 * The `hour_entries` and `requirement_profiles` tables' rows ↔ their values: the one mapping of each, for the
 * repository and the account export/import.
 */

export type HourEntryRow = Selectable<HourEntriesTable>;
export type StoredHourEntry = StoredValues<
  HourEntriesTable,
  { core: boolean; loopCompletionId?: string | null }
>;

export function fromHourEntryRow(row: Omit<HourEntryRow, 'userId'>): StoredHourEntry {
  return {
    id: row.id,
    studentId: row.studentId,
    date: row.date,
    classId: row.classId,
    subject: row.subject,
    core: readFlag(row.core),
    minutes: readNumber(row.minutes),
    location: row.location,
    note: row.note,
    source: row.source,
    lessonCompletionId: row.lessonCompletionId,
    loopCompletionId: row.loopCompletionId,
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    updatedAt: row.updatedAt,
    workSampleId: row.workSampleId,
  };
}

export function toHourEntryRow(userId: string, value: StoredHourEntry): HourEntryRow {
  return { ...value, userId, core: storedFlag(value.core), loopCompletionId: value.loopCompletionId ?? null };
}

export type RequirementProfileRow = Selectable<RequirementProfilesTable>;
/** A stored profile: its grade bands as values. */
export type StoredRequirementProfile = StoredValues<RequirementProfilesTable, { hoursByGrade: GradeBand[] }>;

/** Stored JSON text → grade bands; a broken value reads as none. */
function parseBands(text: string | null): GradeBand[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (b): b is GradeBand =>
        typeof b === 'object' &&
        b !== null &&
        Number.isInteger(b.fromGrade) &&
        Number.isInteger(b.toGrade) &&
        typeof b.hours === 'number',
    );
  } catch {
    return [];
  }
}

export function fromRequirementProfileRow(
  row: Omit<RequirementProfileRow, 'userId'>,
): StoredRequirementProfile {
  return {
    id: row.id,
    templateKey: row.templateKey,
    name: row.name,
    source: row.source,
    checkedOn: row.checkedOn,
    rule: row.rule,
    targetDays: readNullableNumber(row.targetDays),
    hoursByGrade: parseBands(row.hoursByGrade),
    coreHours: readNullableNumber(row.coreHours),
    coreHomeHours: readNullableNumber(row.coreHomeHours),
    minMinutesPerDay: readNullableNumber(row.minMinutesPerDay),
    averageMinutesPerDay: readNullableNumber(row.averageMinutesPerDay),
    ageLimit: readNullableNumber(row.ageLimit),
    reportPeriods: readNullableNumber(row.reportPeriods),
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toRequirementProfileRow(
  userId: string | null,
  value: StoredRequirementProfile,
): RequirementProfileRow {
  return {
    ...value,
    userId,
    hoursByGrade: value.hoursByGrade.length ? JSON.stringify(value.hoursByGrade) : null,
  };
}
