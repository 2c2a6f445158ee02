import { Check, Pencil, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '../../../../shared/messages/profile';
import { MAX_DISPLAY_NAME_LENGTH } from '../../../../shared/schemas/profile';
import { useUpdateName } from '../../../api/profile';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The display name, with inline edit: Enter saves, Escape cancels. */
export function ProfileName({ displayName }: { displayName: string | null }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateName();

  const start = () => {
    setDraft(displayName ?? '');
    setInvalid(false);
    setEditing(true);
  };

  const commit = () => {
    const name = draft.trim();
    if (!name) {
      setInvalid(true);
      toast.error(profileMessages.nameRequired);
      return;
    }
    if (name === displayName) {
      setEditing(false);
      return;
    }
    update.mutate(name, { onSuccess: () => setEditing(false) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(false);
    }
  };

  if (editing) {
    return (
      <div className="flex w-full max-w-md items-center gap-2">
        <Input
          autoFocus
          value={draft}
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          onChange={(e) => {
            setDraft(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          disabled={update.isPending}
          aria-label="Display name"
          aria-invalid={invalid || undefined}
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
          onClick={() => setEditing(false)}
          disabled={update.isPending}
          aria-label="Cancel editing name"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-1">
      <h2 className="truncate text-2xl font-bold tracking-tight" data-testid="profile-name">
        {displayName || 'Add your name'}
      </h2>
      <Button
        size="icon"
        variant="ghost"
        className="size-9 text-muted-foreground"
        onClick={start}
        aria-label="Edit name"
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}
