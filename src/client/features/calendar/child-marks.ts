import type { StudentColor } from '@shared/domain/students';

export interface MarkChild {
  id: string;
  name: string;
  color: StudentColor;
}

export interface MarkableEvent {
  studentId?: string | null;
  classId: string | null;
}

/**
 * The children an event is marked for, in the family's order: its own child, else (a class's event) the
 * class's enrolled children; none for a family event, or when the family has one child (nothing to tell apart).
 */
export function eventChildren<C extends MarkChild>(
  event: MarkableEvent,
  students: readonly C[],
  classStudentIds: ReadonlyMap<string, readonly string[]>,
): C[] {
  if (students.length < 2) return [];
  const ids = event.studentId
    ? [event.studentId]
    : event.classId
      ? (classStudentIds.get(event.classId) ?? [])
      : [];
  const wanted = new Set(ids);
  return students.filter((s) => wanted.has(s.id));
}
