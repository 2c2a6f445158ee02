import { classMessages } from '@shared/messages/classes';
import type { ClassDto } from '@shared/schemas/classes';
import { ConfirmDeleteButton } from '@client/components/confirm-delete-button';
import { useDeleteClass } from '@client/api/classes';

export function DeleteClassButton({ cls }: { cls: ClassDto }) {
  const remove = useDeleteClass();
  return (
    <ConfirmDeleteButton
      label={`Delete ${cls.title}`}
      title={classMessages.confirmDeleteTitle}
      description={classMessages.confirmDelete(cls.title)}
      onConfirm={() => remove.mutate(cls)}
      disabled={remove.isPending}
      className="text-current hover:bg-white/60"
    />
  );
}
