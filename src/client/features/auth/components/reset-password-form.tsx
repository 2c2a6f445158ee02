import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordSchema } from '../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useResetPassword } from '../../../api/account';

/** The new password for the emailed token, typed twice; on success the person signs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) {
      setErrors({ password: parsed.error.issues[0]?.message });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: 'The passwords do not match.' });
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message);
        navigate('/sign-in', { replace: true });
      },
      onError: (err) => setErrors({ form: err instanceof ApiError && err.message ? err.message : 'Failed to reset the password' }),
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <FormField id="password" label="New password" error={errors.password} hint="At least 8 characters">
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'password-error' : 'password-hint'}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <FormField id="confirm" label="Repeat new password" error={errors.confirm}>
        <Input
          id="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          aria-invalid={!!errors.confirm}
          aria-describedby={errors.confirm ? 'confirm-error' : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </FormField>
      {errors.form ? (
        <div role="alert" className="flex flex-col gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200">
          <p>{errors.form}</p>
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
