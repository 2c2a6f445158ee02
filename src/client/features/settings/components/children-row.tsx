import { ArrowDown, ArrowUp, KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { gradeLevelLabel } from '@shared/domain/students';
import { studentMessages as m } from '@shared/messages/students';
import type { Student } from '@shared/schemas/students';
import { Button } from '@client/components/ui/button';
import { ChildAvatar } from '@client/components/child-avatar';
import { useCan } from '@client/lib/role';
import { ChildFormDialog } from './children-form-dialog';
import { RemoveChildButton } from './children-remove-button';
import { lazyDialog } from '@client/components/lazy-dialog';

const ChildSignInDialog = lazyDialog(() => import('./child-sign-in-dialog').then((m) => m.ChildSignInDialog));

/** One child in the Children section: avatar, name, age and grade; move up/down, edit, remove. */
export function ChildRow({
  student,
  family,
  index,
  reordering,
  onMove,
  removable,
  lastChildHintId,
}: {
  student: Student;
  family: readonly Student[];
  index: number;
  reordering: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  removable: boolean;
  lastChildHintId: string;
}) {
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [signIn, setSignIn] = useState(false);
  const details = [m.childAge(student.age), student.gradeLevel ? gradeLevelLabel(student.gradeLevel) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3" data-testid="child-row">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
        <ChildAvatar student={student} size="md" className="size-10 text-2xl" />
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere">{student.name}</p>
          <p className="text-sm text-muted-foreground">{details}</p>
        </div>
      </div>
      {can.viewOnly ? null : (
        <div className="ml-auto flex shrink-0 items-center">
          <Button
            variant="ghost"
            size="icon"
            aria-label={m.moveUp(student.name)}
            disabled={index === 0 || reordering}
            onClick={() => onMove(index, -1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={m.moveDown(student.name)}
            disabled={index === family.length - 1 || reordering}
            onClick={() => onMove(index, 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={m.edit(student.name)}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {can.own ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Sign-in for ${student.name}`}
              onClick={() => setSignIn(true)}
            >
              <KeyRound aria-hidden="true" />
            </Button>
          ) : null}
          {can.own ? (
            <RemoveChildButton student={student} disabled={!removable} describedBy={lastChildHintId} />
          ) : null}
        </div>
      )}
      <ChildFormDialog student={student} family={family} open={editing} onOpenChange={setEditing} />
      {/* A child's sign-in is the parent's alone (the server answers 403 to anyone else). */}
      {can.own ? <ChildSignInDialog student={student} open={signIn} onOpenChange={setSignIn} /> : null}
    </li>
  );
}
