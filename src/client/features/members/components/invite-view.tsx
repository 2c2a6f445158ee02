import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '@shared/messages/auth';
import { membersMessages as m } from '@shared/messages/members';
import type { SignInInput } from '@shared/schemas/auth';
import type { InviteSignUpInput } from '@shared/schemas/members';
import { useAcceptInvite, useInviteSignUp, useInviteSummary } from '@client/api/members';
import { FormField } from '@client/components/form-field';
import { FullPageSpinner } from '@client/components/full-page-spinner';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { zodCheck } from '@client/lib/form-check';
import { useMe, useSignIn } from '@client/lib/session';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as authSchemas from '@shared/schemas/auth';
import type * as membersSchemas from '@shared/schemas/members';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const signInSchema = lazySchema<typeof authSchemas.signInSchema>(() =>
  import('@shared/schemas/auth').then((m) => m.signInSchema),
);
const inviteSignUpSchema = lazySchema<typeof membersSchemas.inviteSignUpSchema>(() =>
  import('@shared/schemas/members').then((m) => m.inviteSignUpSchema),
);

/** /invite/:token: another adult joins a family (ADR 024) — with a new account, or signed in. */
export function InviteView({ token }: { token: string }) {
  const summary = useInviteSummary(token);
  const me = useMe();
  const [mode, setMode] = useState<'create' | 'sign-in'>('create');
  const [waitingForMail, setWaitingForMail] = useState(false);

  let body;
  if (summary.isPending || me.isPending) return <FullPageSpinner label="Loading the invite" />;
  if (summary.isError) {
    body =
      summary.error instanceof ApiError && summary.error.status === 404 ? (
        <p role="alert">{m.unknownInvite}</p>
      ) : (
        <LoadError
          message="The invite could not be loaded."
          onRetry={summary.refetch}
          retrying={summary.isRefetching}
        />
      );
  } else if (summary.data.status !== 'open') {
    body = <p role="alert">{summary.data.status === 'used' ? m.inviteUsed : m.inviteExpired}</p>;
  } else if (waitingForMail) {
    body = <p role="status">{m.checkEmail}</p>;
  } else if (me.data) {
    body = <JoinNow token={token} email={me.data.user.email} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{m.joinIntro}</p>
        <div className="grid grid-cols-2 gap-2" role="group" aria-label={m.joinIntro}>
          <Button
            type="button"
            variant={mode === 'create' ? 'default' : 'outline'}
            aria-pressed={mode === 'create'}
            onClick={() => setMode('create')}
          >
            {m.createAccount}
          </Button>
          <Button
            type="button"
            variant={mode === 'sign-in' ? 'default' : 'outline'}
            aria-pressed={mode === 'sign-in'}
            onClick={() => setMode('sign-in')}
          >
            {m.haveAccount}
          </Button>
        </div>
        {mode === 'create' ? (
          <CreateAccount token={token} onMailSent={() => setWaitingForMail(true)} />
        ) : (
          <SignIn />
        )}
      </div>
    );
  }
  const role = summary.data ? (summary.data.role === 'teacher' ? m.roleTeacher : m.roleViewer) : '';
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold wrap-anywhere">
              {summary.data ? m.joinTitle(summary.data.familyName, role) : 'Homeschool'}
            </h1>
          </CardTitle>
          {summary.data?.status === 'open' ? (
            <CardDescription>{summary.data.role === 'teacher' ? m.teacherCan : m.viewerCan}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}

function JoinNow({ token, email }: { token: string; email: string }) {
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground wrap-anywhere">{m.signedInAs(email)}</p>
      <Button
        type="button"
        disabled={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: () => void navigate('/') })}
      >
        {m.join}
      </Button>
    </div>
  );
}

const signUpCheck = zodCheck(inviteSignUpSchema, (form: InviteSignUpInput) => form);

function CreateAccount({ token, onMailSent }: { token: string; onMailSent: () => void }) {
  const form = useZodForm({
    initial: (): InviteSignUpInput => ({ name: '', email: '', password: '' }),
    check: signUpCheck,
    clearErrorOnChange: true,
  });
  const signUp = useInviteSignUp(token);
  const navigate = useNavigate();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ data }) =>
        signUp.mutate(data, {
          onSuccess: (result) => (result.signedIn ? void navigate('/') : onMailSent()),
          onError: form.showServerErrors,
        }),
      )}
    >
      <FormField id="invite-name" label={m.yourName} error={form.errors.name}>
        <Input autoComplete="name" maxLength={100} {...form.bind('name')} />
      </FormField>
      <FormField id="invite-email" label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </FormField>
      <FormField id="invite-password" label="Password" error={form.errors.password}>
        <Input type="password" autoComplete="new-password" {...form.bind('password')} />
      </FormField>
      <Button type="submit" disabled={signUp.isPending}>
        {m.createAccount}
      </Button>
    </form>
  );
}

const signInCheck = zodCheck(signInSchema, (form: SignInInput) => form);

function SignIn() {
  const form = useZodForm({
    initial: (): SignInInput => ({ email: '', password: '' }),
    check: signInCheck,
    clearErrorOnChange: true,
  });
  const signIn = useSignIn();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ data }) =>
        signIn.mutate(data, {
          onError: (err) => form.setFormError(err.message || authMessages.passwordMissing),
        }),
      )}
    >
      <FormField id="invite-sign-in-email" label="Email" error={form.errors.email}>
        <Input type="email" autoComplete="email" {...form.bind('email')} />
      </FormField>
      <FormField id="invite-sign-in-password" label="Password" error={form.errors.password}>
        <Input type="password" autoComplete="current-password" {...form.bind('password')} />
      </FormField>
      {form.formError ? (
        <p role="alert" className="text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}
