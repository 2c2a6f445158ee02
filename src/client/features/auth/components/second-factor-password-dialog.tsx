import { useState } from 'react';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import { useNewRecoveryCodes, useRemoveSecondFactor } from '@client/api/second-factor';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { errorDetail } from '@client/lib/api-client';
import { useZodForm } from '@client/lib/use-zod-form';
import { RecoveryCodes } from './recovery-codes';

const passwordCheck = (v: { password: string }) =>
  v.password
    ? ({ kind: 'ok', payload: v.password } as const)
    : ({ kind: 'invalid', errors: { password: m.passwordRequired } } as const);

/**
 * New recovery codes or turning the second factor off: both ask for the password again (the dialog is the
 * confirmation). Lazy-loaded from the account settings.
 */
export default function SecondFactorPasswordDialog({
  action,
  onClose,
}: {
  action: 'regenerate' | 'remove';
  onClose: () => void;
}) {
  const regenerate = useNewRecoveryCodes();
  const remove = useRemoveSecondFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm({ initial: { password: '' }, check: passwordCheck });
  const pending = regenerate.isPending || remove.isPending;
  const onError = (err: Error) => {
    form.showServerErrors(err);
    if (!(err as { fields?: unknown }).fields) form.setFormError(errorDetail(err));
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {codes ? m.recoveryTitle : action === 'remove' ? m.removeTitle : m.regenerateTitle}
          </DialogTitle>
          {codes ? null : (
            <DialogDescription>{action === 'remove' ? m.removeIntro : m.regenerateIntro}</DialogDescription>
          )}
        </DialogHeader>
        {codes ? (
          <>
            <RecoveryCodes codes={codes} />
            <DialogFooter>
              <Button onClick={onClose}>{m.recoveryDone}</Button>
            </DialogFooter>
          </>
        ) : (
          <form
            className="flex flex-col gap-4"
            noValidate
            onSubmit={form.handleSubmit((password) =>
              action === 'remove'
                ? remove.mutate(password, { onSuccess: onClose, onError })
                : regenerate.mutate(password, { onSuccess: (r) => setCodes(r.recoveryCodes), onError }),
            )}
          >
            <FormField id="second-factor-password-again" label={m.passwordLabel} error={form.errors.password}>
              <Input type="password" autoComplete="current-password" {...form.bind('password')} />
            </FormField>
            {form.formError ? (
              <p role="alert" className="text-sm text-destructive">
                {form.formError}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={action === 'remove' ? 'destructive' : 'default'}
                disabled={pending}
              >
                {pending ? 'Checking...' : action === 'remove' ? m.remove : m.regenerate}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
