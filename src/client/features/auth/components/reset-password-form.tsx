import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { zodCheck, type FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useResetPassword } from '@client/api/account';
import type * as authSchemas from '@shared/schemas/auth';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const resetPasswordSchema = lazySchema<typeof authSchemas.resetPasswordSchema>(() =>
  import('@shared/schemas/auth').then((m) => m.resetPasswordSchema),
);

interface Values {
  password: string;
  confirm: string;
}

/** The schema's first problem shows under the password (a bad token included); then the two must match. */
function checkReset(token: string) {
  const bySchema = zodCheck(resetPasswordSchema, ({ password }: Values) => ({ token, password }));
  return (values: Values): FormCheck<{ token: string; password: string }, keyof Values> => {
    const result = bySchema(values);
    if (result.kind === 'invalid')
      return { kind: 'invalid', errors: { password: result.errors.token ?? result.errors.password } };
    if (result.kind !== 'ok') return result;
    if (values.password !== values.confirm)
      return { kind: 'invalid', errors: { confirm: 'The passwords do not match.' } };
    return { kind: 'ok', payload: result.payload.data };
  };
}

/** The new password for the emailed token, typed twice; on success the person signs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm({ initial: { password: '', confirm: '' }, check: checkReset(token) });
  const { errors } = form;
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onValid = (input: { token: string; password: string }) =>
    reset.mutate(input, {
      onSuccess: (res) => {
        toast.success(res.message);
        navigate('/sign-in', { replace: true });
      },
      onError: (err) =>
        form.setFormError(
          err instanceof ApiError && err.message ? err.message : 'Failed to reset the password',
        ),
    });

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField id="password" label="New password" error={errors.password} hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" required {...form.bind('password')} />
      </FormField>
      <FormField id="confirm" label="Repeat new password" error={errors.confirm}>
        <Input type="password" autoComplete="new-password" required {...form.bind('confirm')} />
      </FormField>
      {form.formError ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200"
        >
          <p>{form.formError}</p>
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      ) : null}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
