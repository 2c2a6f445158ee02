import type { Insertable, Selectable } from 'kysely';
import type { Assignment } from '@shared/schemas/assignments';
import { readNullableNumber, type StoredValues } from '../../db/stored-values';
import type { AssignmentsTable } from '../../db/types';

/** The `assignments` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

type AssignmentRow = Selectable<AssignmentsTable>;
/** Who recorded the grade (migration 0011) is not in the export file: members are not. */
export type StoredAssignment = StoredValues<Omit<AssignmentsTable, 'recordedBy'>>;

/** The columns the API shows. */
export const ASSIGNMENT_COLUMNS = [
  'id',
  'classId',
  'assignmentName',
  'description',
  'assignmentDate',
  'dueDate',
  'status',
  'gradePercentage',
  'earnedPoints',
  'maxPoints',
  'category',
  'createdAt',
] as const satisfies readonly (keyof AssignmentRow)[];

/** The part of the row the API shows. */
export function toAssignment(row: Pick<AssignmentRow, (typeof ASSIGNMENT_COLUMNS)[number]>): Assignment {
  return {
    id: row.id,
    classId: row.classId,
    assignmentName: row.assignmentName,
    description: row.description,
    assignmentDate: row.assignmentDate,
    dueDate: row.dueDate,
    status: row.status ?? 'completed',
    gradePercentage: readNullableNumber(row.gradePercentage),
    earnedPoints: readNullableNumber(row.earnedPoints),
    maxPoints: readNullableNumber(row.maxPoints),
    category: row.category,
    createdAt: row.createdAt,
  };
}

export function fromAssignmentRow(row: Omit<AssignmentRow, 'userId' | 'recordedBy'>): StoredAssignment {
  return { ...toAssignment(row), studentId: row.studentId, updatedAt: row.updatedAt };
}

export function toAssignmentRow(userId: string, value: StoredAssignment): Insertable<AssignmentsTable> {
  return { ...value, userId };
}
