import { Check, Pencil, X } from 'lucide-react';
import { toast } from 'sonner';
import { profileMessages } from '@shared/messages/profile';
import { MAX_CHILD_NAME_LENGTH } from '@shared/domain/students';
import { useUpdateName } from '@client/api/profile';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useInlineEdit } from '@client/lib/use-inline-edit';
import { useIsChild } from '@client/lib/role';
import { Writes } from '@client/components/writes';

/** The child's name, with inline edit: Enter saves, Escape cancels. */
export function ProfileName({ studentId, name: displayName }: { studentId: string; name: string }) {
  const edit = useInlineEdit();
  const update = useUpdateName(studentId);
  const isChild = useIsChild();

  const start = () => edit.start(displayName);

  const commit = () => {
    const name = edit.draft.trim();
    if (!name) {
      edit.markInvalid();
      toast.error(profileMessages.nameRequired);
      return;
    }
    if (name === displayName) {
      edit.stop();
      return;
    }
    update.mutate(name, { onSuccess: edit.stop });
  };

  if (edit.editing) {
    return (
      <div className="flex w-full max-w-md items-center gap-2">
        <Input
          {...edit.inputProps(commit)}
          maxLength={MAX_CHILD_NAME_LENGTH}
          disabled={update.isPending}
          aria-label="Display name"
          className="text-lg font-semibold"
        />
        <Button
          size="icon"
          variant="ghost"
          onClick={commit}
          disabled={update.isPending}
          aria-label="Save name"
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          onClick={edit.stop}
          disabled={update.isPending}
          aria-label="Cancel editing name"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <div className="flex max-w-full min-w-0 items-center gap-1">
      <h2 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere" data-testid="profile-name">
        {displayName || 'Add your name'}
      </h2>
      {isChild ? null : (
        <Writes>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 shrink-0 text-muted-foreground"
            onClick={start}
            aria-label="Edit name"
          >
            <Pencil aria-hidden="true" />
          </Button>
        </Writes>
      )}
    </div>
  );
}
