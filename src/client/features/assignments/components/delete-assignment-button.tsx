import type { Assignment } from '../../../../shared/schemas/assignments';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteAssignment } from '../../../api/assignments';

export function DeleteAssignmentButton({ assignment }: { assignment: Assignment }) {
  const remove = useDeleteAssignment();
  return (
    <ConfirmDeleteButton
      label={`Delete ${assignment.assignmentName}`}
      title="Delete assignment?"
      description={`Are you sure you want to delete "${assignment.assignmentName}"? This action cannot be undone.`}
      onConfirm={() => remove.mutate(assignment.id)}
      disabled={remove.isPending}
    />
  );
}
