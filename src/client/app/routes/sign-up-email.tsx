import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../shared/errors';
import { CHILD_AGES, signUpSchema } from '../../../shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useSignUp } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ApiError } from '../../lib/api-client';
import { fireConfetti } from '../../lib/confetti';
import { browserTimezone } from '../../lib/timezone';

type Field = 'displayName' | 'childAge' | 'email' | 'password';

export default function SignUpEmailPage() {
  const [form, setForm] = useState({ displayName: '', childAge: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = signUpSchema.safeParse({ ...form, timezone: browserTimezone() });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: (res) => {
        if (res.signedIn) {
          toast.success(messages.accountCreated);
          void fireConfetti();
          navigate('/', { replace: true });
        } else {
          toast.success(messages.accountCreatedConfirm);
          navigate('/sign-in', { replace: true });
        }
      },
      onError: (err) => {
        const message = err instanceof ApiError && err.message ? err.message : messages.signUpFailed;
        if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
        setFormError(message);
        toast.error(message);
      },
    });
  };

  const describedBy = (f: Field) => (errors[f] ? `${f}-error` : undefined);

  return (
    <AuthCard
      title="Sign up with email"
      description="Tell us about your student"
      footer={
        <span>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </span>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="displayName" label="Child's full name" error={errors.displayName}>
          <Input
            id="displayName"
            autoComplete="off"
            required
            value={form.displayName}
            aria-invalid={!!errors.displayName}
            aria-describedby={describedBy('displayName')}
            onChange={(e) => set('displayName')(e.target.value)}
          />
        </FormField>
        <FormField id="childAge" label="Child's age" error={errors.childAge}>
          <Select value={form.childAge} onValueChange={set('childAge')} required>
            <SelectTrigger id="childAge" className="w-full" aria-invalid={!!errors.childAge} aria-describedby={describedBy('childAge')}>
              <SelectValue placeholder="Select age" />
            </SelectTrigger>
            <SelectContent>
              {CHILD_AGES.map((age) => (
                <SelectItem key={age} value={age}>
                  {age}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="email" label="Parent's email" error={errors.email}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            aria-invalid={!!errors.email}
            aria-describedby={describedBy('email')}
            onChange={(e) => set('email')(e.target.value)}
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password} hint="At least 8 characters">
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : 'password-hint'}
            onChange={(e) => set('password')(e.target.value)}
          />
        </FormField>
        {formError ? (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
