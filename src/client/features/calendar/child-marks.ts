import type { StudentColor } from '../../../shared/domain/students';

/** Literal Tailwind classes (so the build keeps them) for a child's mark: a solid dot and a left border. */
export const childDotClass: Record<StudentColor, string> = {
  indigo: 'bg-indigo-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
  sky: 'bg-sky-500',
  violet: 'bg-violet-500',
  orange: 'bg-orange-500',
  teal: 'bg-teal-500',
  pink: 'bg-pink-500',
  lime: 'bg-lime-500',
  cyan: 'bg-cyan-500',
  fuchsia: 'bg-fuchsia-500',
};

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
  const ids = event.studentId ? [event.studentId] : event.classId ? (classStudentIds.get(event.classId) ?? []) : [];
  const wanted = new Set(ids);
  return students.filter((s) => wanted.has(s.id));
}

/** 'For Ava' / 'For Ava and Ben' / 'For Ava, Ben and Cy': the mark's accessible text. */
export function childNames(children: readonly { name: string }[]): string {
  const names = children.map((c) => c.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
