import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { studentMessages as m } from '@shared/messages/students';
import type { Student } from '@shared/schemas/students';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { useRemoveStudent, useStudentRemoval } from '@client/api/students';
import { removalText } from '../children';

/** Remove a child, after a confirmation that counts what goes with them; disabled for the family's last child. */
export function RemoveChildButton({
  student,
  disabled,
  describedBy,
}: {
  student: Student;
  disabled: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const removal = useStudentRemoval(student.id, open);
  const remove = useRemoveStudent();

  const description = removal.data
    ? removalText(student.name, removal.data)
    : removal.isError
      ? m.removeCountsFailed
      : m.removeCountsLoading;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.remove(student.name)}
          aria-describedby={disabled ? describedBy : undefined}
          disabled={disabled || remove.isPending}
          className="text-destructive hover:bg-destructive/10"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={m.removeTitle(student.name)}
      description={<span data-testid="child-removal-summary">{description}</span>}
      confirmLabel={m.removeConfirm}
      onConfirm={() => remove.mutate(student)}
    />
  );
}
