import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages/auth';
import { yourNameMessages as m } from '@shared/messages/shell';
import { useSetName } from '@client/api/account';
import { errorDetail } from '@client/lib/api-client';
import { FormField } from './form-field';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** What the name field says after an attempt (the server's rule: 1 to 100 characters once trimmed). */
function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return authMessages.yourNameRequired;
  if (trimmed.length > 100) return authMessages.nameTooLong;
  return undefined;
}

/**
 * An adult's own name (issue 37): a field and 'Save name', in Settings and in the once-only question. Its
 * error shows only after a save was tried. zod-free: the question is shown in the signed-in shell.
 */
export function YourNameForm({
  id,
  initial,
  onSaved,
  children,
}: {
  id: string;
  initial: string;
  onSaved?: () => void;
  children?: React.ReactNode;
}) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const save = useSetName();
  const error = tried ? nameError(name) : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameError(name)) return;
    save.mutate(name.trim(), {
      onSuccess: () => {
        toast.success(m.saved);
        onSaved?.();
      },
      onError: (err) => toast.error(errorDetail(err, m.saveFailed)),
    });
  };

  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit} noValidate>
      <div className="min-w-0 flex-1">
        <FormField id={id} label={m.label} error={error}>
          <Input autoComplete="name" maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {m.save}
        </Button>
        {children}
      </div>
    </form>
  );
}
