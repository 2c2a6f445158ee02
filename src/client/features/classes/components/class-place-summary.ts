import { classPlaceMessages as tm } from '@shared/messages/class-place';
import type { ClassDto } from '@shared/schemas/classes';

/** The class card's line for where a class is taught and by whom; null for a home class with no teacher. */
export function placeSummary(cls: Pick<ClassDto, 'place' | 'teacherName'>): string | null {
  const parts = [
    cls.place === 'home' ? null : tm.placeLabels[cls.place],
    cls.teacherName ? `${tm.teacherField}: ${cls.teacherName}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
