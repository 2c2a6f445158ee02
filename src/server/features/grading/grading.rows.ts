import type { Selectable } from 'kysely';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { ClassGradeWeightsTable, GradingScalesTable } from '../../db/types';

/** The grading tables' rows ↔ their values (`grading_scales`, `class_grade_weights`): for the repository and the account export/import. */

export type StoredScaleRow = StoredValues<GradingScalesTable>;

export function fromGradingScaleRow(row: Omit<Selectable<GradingScalesTable>, 'userId'>): StoredScaleRow {
  return { letter: row.letter, minPercent: readNumber(row.minPercent), createdAt: row.createdAt };
}

export function toGradingScaleRow(userId: string, value: StoredScaleRow): Selectable<GradingScalesTable> {
  return { ...value, userId };
}

export type StoredGradeWeight = StoredValues<ClassGradeWeightsTable>;

export function fromGradeWeightRow(
  row: Omit<Selectable<ClassGradeWeightsTable>, 'userId'>,
): StoredGradeWeight {
  return {
    classId: row.classId,
    category: row.category,
    weight: readNumber(row.weight),
    createdAt: row.createdAt,
  };
}

export function toGradeWeightRow(
  userId: string,
  value: StoredGradeWeight,
): Selectable<ClassGradeWeightsTable> {
  return { ...value, userId };
}
