import type { Selectable } from 'kysely';
import { readClassPlace, type ClassPlace } from '@shared/domain/class-place';
import { parseDays, readFlag, storedDays, storedFlag, type StoredValues } from '../../db/stored-values';
import type { ClassesTable, ClassStudentsTable } from '../../db/types';

/** The `classes` table's row ↔ its values: the one mapping of the table, for the repository and the account export/import. */

export type ClassRow = Selectable<ClassesTable>;
/** A stored class: its weekdays as numbers. */
export type StoredClass = StoredValues<
  ClassesTable,
  { daysOfWeek: number[]; core: boolean; together: boolean; place: ClassPlace; loopPerDay: number }
>;

export function fromClassRow(row: Omit<ClassRow, 'userId'>): StoredClass {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    emoji: row.emoji,
    teacherPlatform: row.teacherPlatform,
    daysOfWeek: parseDays(row.daysOfWeek),
    startTime: row.startTime,
    endTime: row.endTime,
    startDate: row.startDate,
    endDate: row.endDate,
    schoolYearId: row.schoolYearId,
    subject: row.subject,
    core: readFlag(row.core),
    scheduleKind: row.scheduleKind,
    loopPerDay: Number(row.loopPerDay),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    together: readFlag(row.together),
    place: readClassPlace(row.place),
    teacherName: row.teacherName,
  };
}

export function toClassRow(userId: string, value: StoredClass): ClassRow {
  return {
    ...value,
    userId,
    daysOfWeek: storedDays(value.daysOfWeek),
    core: storedFlag(value.core),
    together: storedFlag(value.together),
  };
}

/** The `class_students` table (a child enrolled in a class): its row ↔ its values. */
export type ClassStudentRow = Selectable<ClassStudentsTable>;
export type StoredClassStudent = StoredValues<ClassStudentsTable>;

export function fromClassStudentRow(row: Omit<ClassStudentRow, 'userId'>): StoredClassStudent {
  return { classId: row.classId, studentId: row.studentId };
}

export function toClassStudentRow(userId: string, value: StoredClassStudent): ClassStudentRow {
  return { ...value, userId };
}
