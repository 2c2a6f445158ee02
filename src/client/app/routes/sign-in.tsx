import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../shared/errors';
import { authFlowMessages } from '../../../shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Separator } from '../../components/ui/separator';
import { useSignIn } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { ResendVerification } from '../../features/auth/components/resend-verification';
import { ApiError } from '../../lib/api-client';

/** What a confirmation link that did not work says when it lands here (?confirmation=…). */
const confirmationNotices: Record<string, string> = {
  expired: authFlowMessages.linkExpired,
  invalid: authFlowMessages.linkInvalid,
  used: authFlowMessages.linkUsed,
};

export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; unverified: boolean } | null>(null);
  const [params, setParams] = useSearchParams();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const notice = confirmationNotices[params.get('confirmation') ?? ''];
  const providerError = params.get('error');

  // The identity provider came back with an error (better-auth appends ?error=… to the sign-in page).
  useEffect(() => {
    if (!providerError) return;
    toast.error(authFlowMessages.googleFailed, { id: 'provider-sign-in-failed' });
    setParams(
      (p) => {
        p.delete('error');
        p.delete('error_description');
        return p;
      },
      { replace: true },
    );
  }, [providerError, setParams]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(messages.signedIn);
          navigate('/', { replace: true });
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.message ? err.message : messages.signInFailed;
          setError({ message, unverified: err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED' });
          toast.error(message);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your homeschool"
      footer={
        <span>
          New here?{' '}
          <Link to="/sign-up" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </span>
      }
    >
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {notice}
        </p>
      ) : null}
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email">
          <Input id="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <FormField id="password" label="Password">
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Link to="/forgot-password" className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        {error ? (
          <div role="alert" className="flex flex-col gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200">
            <p>{error.message}</p>
            {error.unverified ? <ResendVerification email={email} /> : null}
          </div>
        ) : null}
        <Button type="submit" disabled={signIn.isPending || !email || !password}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="my-4 flex items-center gap-3 text-xs text-muted-foreground">
        <Separator className="flex-1" /> or <Separator className="flex-1" />
      </div>
      <GoogleButton />
    </AuthCard>
  );
}
