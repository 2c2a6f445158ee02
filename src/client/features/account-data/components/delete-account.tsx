import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { accountDataMessages } from '@shared/messages/account-data';
import { DELETE_CONFIRM_WORD } from '@shared/domain/form-limits';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { useMe } from '@client/lib/session';
import { useZodForm } from '@client/lib/use-zod-form';
import { useDeleteAccount } from '@client/api/account-data';

/** Deleting the account asks for the password again (or the word DELETE for provider sign-ins). */
export function DeleteAccount() {
  const { data: me } = useMe();
  const usesPassword = (me?.user.provider ?? 'email') === 'email';
  const [open, setOpen] = useState(false);
  const form = useZodForm({
    initial: { value: '' },
    check: ({ value }) =>
      value
        ? { kind: 'ok', payload: value }
        : {
            kind: 'invalid',
            errors: {
              value: usesPassword
                ? accountDataMessages.passwordRequired
                : accountDataMessages.confirmRequired,
            },
          },
  });
  const navigate = useNavigate();
  const remove = useDeleteAccount(async () => {
    toast.success(accountDataMessages.deleted);
    await navigate('/welcome', { replace: true });
  });

  const onValid = (value: string) =>
    remove.mutate(usesPassword ? { password: value } : { confirm: value }, {
      onError: (err) =>
        form.setErrors({ value: err instanceof ApiError ? err.message : accountDataMessages.deleteFailed }),
    });

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-medium text-destructive">Delete account</h3>
        <p className="text-sm text-muted-foreground">
          Removes the account and every record in it. Download your data first if you may want it back.
        </p>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          form.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button type="button" variant="destructive" className="self-start">
            Delete account...
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Delete this account?</DialogTitle>
              <DialogDescription>
                Every class, grade, attendance day and list item will be removed. This action cannot be
                undone.
              </DialogDescription>
            </DialogHeader>
            <FormField
              id="delete-confirm"
              label={usesPassword ? 'Your password' : `Type ${DELETE_CONFIRM_WORD} to confirm`}
              error={form.errors.value}
            >
              <Input
                type={usesPassword ? 'password' : 'text'}
                autoComplete={usesPassword ? 'current-password' : 'off'}
                {...form.bind('value')}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting...' : 'Delete account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
