import { useState, type FormEvent } from 'react';
import { emailOnlySchema } from '../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../../../api/account';

/** Asks for the account's email and mails a reset link; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setError(null);
    forgot.mutate(parsed.data, {
      onError: (err) => setError(err instanceof ApiError && err.message ? err.message : 'Failed to send the reset email'),
    });
  };

  if (forgot.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
        {forgot.data.message}
      </p>
    );
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <FormField id="email" label="Email" error={error ?? undefined}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={!!error}
          aria-describedby={error ? 'email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={forgot.isPending || !email}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
