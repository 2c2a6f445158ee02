import { assignmentMessages } from '@shared/messages/assignments';
import type { Assignment } from '@shared/schemas/assignments';
import { ConfirmDeleteButton } from '@client/components/confirm-delete-button';
import { useDeleteAssignment } from '@client/api/assignments';
import { useChild } from '@client/lib/current-child';

export function DeleteAssignmentButton({ assignment }: { assignment: Assignment }) {
  const remove = useDeleteAssignment(useChild().id);
  return (
    <ConfirmDeleteButton
      label={`Delete ${assignment.assignmentName}`}
      title={assignmentMessages.confirmDeleteTitle}
      description={assignmentMessages.confirmDelete(assignment.assignmentName)}
      onConfirm={() => remove.mutate(assignment.id)}
      disabled={remove.isPending}
    />
  );
}
