import type { Insertable, Selectable } from 'kysely';
import type { GradeLevel, StudentColor } from '@shared/domain/students';
import type { Student } from '@shared/schemas/students';
import { readNumber, type StoredValues } from '../../db/stored-values';
import type { StudentsTable } from '../../db/types';

/** The `students` table's row ↔ its values: the one mapping, for the repository and the account export/import. */

type StudentRow = Selectable<StudentsTable>;
/** The child's sign-in secret (migration 0011) is never exported. */
export type StoredStudent = StoredValues<Omit<StudentsTable, 'signInHash'>>;

export function fromStudentRow(row: Omit<StudentRow, 'userId' | 'signInHash'>): StoredStudent {
  return {
    id: row.id,
    name: row.name,
    age: readNumber(row.age),
    gradeLevel: row.gradeLevel,
    color: row.color,
    emoji: row.emoji,
    position: readNumber(row.position),
    xp: readNumber(row.xp),
    level: readNumber(row.level),
    requirementProfileId: row.requirementProfileId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toStudentRow(userId: string, value: StoredStudent): Insertable<StudentsTable> {
  return { ...value, userId };
}

/** The API's child (no timestamps). */
export function toStudent(value: StoredStudent): Student {
  return {
    id: value.id,
    name: value.name,
    age: value.age,
    gradeLevel: value.gradeLevel as GradeLevel | null,
    color: value.color as StudentColor,
    emoji: value.emoji,
    position: value.position,
    xp: value.xp,
    level: value.level,
  };
}
