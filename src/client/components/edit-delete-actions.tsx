import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { Button } from './ui/button';
import { Writes } from './writes';

/** A row's edit and delete icon buttons (delete asks first); nothing for a viewer, nothing on paper. */
export function EditDeleteActions({
  editLabel,
  onEdit,
  deleteLabel,
  deleteTitle,
  deleteDescription,
  onDelete,
  deleting,
}: {
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  deleteTitle: string;
  deleteDescription: ReactNode;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <Writes>
      <span className="flex gap-1 print:hidden">
        <Button variant="ghost" size="icon" className="size-9" aria-label={editLabel} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDeleteButton
          label={deleteLabel}
          title={deleteTitle}
          description={deleteDescription}
          onConfirm={onDelete}
          disabled={deleting}
        />
      </span>
    </Writes>
  );
}
