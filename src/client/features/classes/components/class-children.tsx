import { studentMessages as m } from '@shared/messages/students';
import type { Student } from '@shared/schemas/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { childNames } from '@client/lib/child-names';

/** The avatars of a class's enrolled children, with their names for screen readers and on hover. */
export function ClassChildren({
  students,
  studentIds,
}: {
  students: readonly Student[];
  studentIds: readonly string[];
}) {
  const enrolled = students.filter((s) => studentIds.includes(s.id));
  if (enrolled.length === 0) return null;
  const text = m.classTakenBy(childNames(enrolled));
  return (
    <p className="flex items-center gap-1" title={text} data-testid="class-children">
      {enrolled.map((s) => (
        <ChildAvatar key={s.id} student={s} size="sm" />
      ))}
      <span className="sr-only">{text}</span>
    </p>
  );
}
