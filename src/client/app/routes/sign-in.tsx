import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shared/errors';
import { authFlowMessages } from '@shared/messages/auth';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Separator } from '../../components/ui/separator';
import { useSignIn } from '../../lib/session';
import { AuthCard, AuthFooterLink } from '../../features/auth/components/auth-card';
import { GoogleButton } from '../../features/auth/components/google-button';
import { ResendVerification } from '../../features/auth/components/resend-verification';
import { StudentSignInForm } from '../../features/auth/components/student-sign-in-form';
import { SecondFactorStep } from '../../features/auth/components/second-factor-step';
import { secondFactorMessages } from '@shared/messages/second-factor';
import { childSignInMessages } from '@shared/messages/child-sign-in';
import { cn } from '../../lib/utils';
import { isStudentDevice, rememberStudentDevice } from '../../lib/student-device';
import { ApiError } from '../../lib/api-client';
import type { FormCheck } from '../../lib/form-check';
import { useZodForm } from '../../lib/use-zod-form';

/** What a confirmation link that did not work says when it lands here (?confirmation=…). */
const confirmationNotices: Record<string, string> = {
  expired: authFlowMessages.linkExpired,
  invalid: authFlowMessages.linkInvalid,
  used: authFlowMessages.linkUsed,
};

type Credentials = { email: string; password: string };
/** The server checks the credentials; the button stays disabled until both are typed. */
const check = (values: Credentials): FormCheck<Credentials, never> => ({ kind: 'ok', payload: values });

/**
 * 'I'm a parent' | 'I'm a student': which sign-in the page shows (`?as=student` or `?as=parent`; without
 * one, the student's on a device a child signed in on).
 */
function ModeSwitch({ student }: { student: boolean }) {
  const tab = (active: boolean) =>
    cn(
      'flex min-h-12 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold',
      active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <nav aria-label="Who is signing in" className="mb-5 flex gap-1 rounded-lg bg-muted p-1">
      <Link
        to="/sign-in?as=parent"
        replace
        aria-current={student ? undefined : 'page'}
        className={tab(!student)}
      >
        {childSignInMessages.parentMode}
      </Link>
      <Link
        to="/sign-in?as=student"
        replace
        aria-current={student ? 'page' : undefined}
        className={tab(student)}
      >
        {childSignInMessages.studentMode}
      </Link>
    </nav>
  );
}

export default function SignInPage() {
  const [search] = useSearchParams();
  const as = search.get('as');
  if (as === 'student' || (as !== 'parent' && isStudentDevice())) {
    return (
      <AuthCard title="Hi there!" description="Sign in to your own school day">
        <ModeSwitch student />
        <StudentSignInForm />
      </AuthCard>
    );
  }
  return <AdultSignIn />;
}

function AdultSignIn() {
  const form = useZodForm({ initial: { email: '', password: '' }, check });
  const { email, password } = form.values;
  const [unverified, setUnverified] = useState(false);
  // The account has a second factor: the password was right, a code comes next (issue 39).
  const [codeStep, setCodeStep] = useState(false);
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

  const onValid = (credentials: Credentials) =>
    signIn.mutate(credentials, {
      onSuccess: (res) => {
        if (res.secondFactor === 'needed') {
          setCodeStep(true);
          return;
        }
        rememberStudentDevice(false);
        toast.success(messages.signedIn);
        // The family asks every adult for a second factor and this one has none: enrol first.
        navigate(res.secondFactor === 'enrol' ? '/settings?second-factor=enrol' : '/', { replace: true });
      },
      onError: (err) => {
        const message = err instanceof ApiError && err.message ? err.message : messages.signInFailed;
        form.setFormError(message);
        setUnverified(err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED');
        toast.error(message);
      },
    });

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your homeschool"
      footer={
        <AuthFooterLink lead="New here?" to="/sign-up">
          Create an account
        </AuthFooterLink>
      }
    >
      <ModeSwitch student={false} />
      {codeStep ? (
        <SecondFactorStep
          onDone={() => {
            rememberStudentDevice(false);
            toast.success(messages.signedIn);
            navigate('/', { replace: true });
          }}
          onRestart={() => {
            setCodeStep(false);
            form.set('password', '');
            form.setFormError(secondFactorMessages.challengeExpired);
          }}
        />
      ) : (
        <>
          {notice ? (
            <p role="status" className="mb-4 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {notice}
            </p>
          ) : null}
          <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
            <FormField id="email" label="Email">
              <Input type="email" autoComplete="email" required {...form.bind('email')} />
            </FormField>
            <div className="flex flex-col gap-1.5">
              <FormField id="password" label="Password">
                <Input type="password" autoComplete="current-password" required {...form.bind('password')} />
              </FormField>
              <Link
                to="/forgot-password"
                className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            {form.formError ? (
              <div
                role="alert"
                className="flex flex-col gap-1 rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200"
              >
                <p>{form.formError}</p>
                {unverified ? <ResendVerification email={email} /> : null}
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
        </>
      )}
    </AuthCard>
  );
}
