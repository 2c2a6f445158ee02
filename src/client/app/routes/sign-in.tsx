import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '../../../shared/errors';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Separator } from '../../components/ui/separator';
import { useSignIn } from '../../lib/session';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { ApiError } from '../../lib/api-client';

export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();

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
          setError(message);
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
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email">
          <Input id="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </FormField>
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
        {error ? (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
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
