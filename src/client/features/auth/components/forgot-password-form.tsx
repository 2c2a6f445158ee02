import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useForgotPassword } from '@client/api/account';
import type * as authSchemas from '@shared/schemas/auth';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const emailOnlySchema = lazySchema<typeof authSchemas.emailOnlySchema>(() =>
  import('@shared/schemas/auth').then((m) => m.emailOnlySchema),
);

const check = zodCheck(emailOnlySchema, (values: { email: string }) => values);

/** Asks for the account's email and mails a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const form = useZodForm({ initial: { email: '' }, check });
  const { email } = form.values;
  const forgot = useForgotPassword();

  const onValid = ({ data }: { data: { email: string } }) =>
    forgot.mutate(data, {
      onError: (err) =>
        form.setErrors({
          email: err instanceof ApiError && err.message ? err.message : 'Failed to send the reset email',
        }),
    });

  if (forgot.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
        {forgot.data.message}
      </p>
    );
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField id="email" label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" required {...form.bind('email')} />
      </FormField>
      <Button type="submit" disabled={forgot.isPending || !email}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
