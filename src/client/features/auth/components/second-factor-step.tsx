import { useState } from 'react';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import { useSecondFactorSignIn } from '@client/api/second-factor';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { ApiError, errorDetail } from '@client/lib/api-client';
import { useZodForm } from '@client/lib/use-zod-form';

type Method = 'totp' | 'recovery';

const check = (method: Method) => (v: { code: string }) => {
  const code = method === 'totp' ? v.code.replace(/\s+/g, '') : v.code.trim();
  const ok = method === 'totp' ? /^\d{6}$/.test(code) : /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code);
  return ok
    ? ({ kind: 'ok', payload: { method, code } } as const)
    : ({ kind: 'invalid', errors: { code: method === 'totp' ? m.codeFormat : m.recoveryFormat } } as const);
};

/**
 * The code step of a password sign-in whose account has a second factor (issue 39): a code from the app, or
 * a recovery code. An expired or used-up sign-in goes back to the password (`onRestart`).
 */
export function SecondFactorStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const [method, setMethod] = useState<Method>('totp');
  const signIn = useSecondFactorSignIn();
  const form = useZodForm({ initial: { code: '' }, check: check(method) });
  const switchTo = (next: Method) => {
    setMethod(next);
    form.reset();
  };
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-labelledby="second-factor-step-title"
      onSubmit={form.handleSubmit((input) =>
        signIn.mutate(input, {
          onSuccess: onDone,
          onError: (err) => {
            if (err instanceof ApiError && (err.code === 'UNAUTHENTICATED' || err.status === 429)) {
              onRestart();
              return;
            }
            form.showServerErrors(err);
            if (!(err instanceof ApiError && err.fields)) form.setFormError(errorDetail(err));
          },
        }),
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id="second-factor-step-title" className="text-lg font-semibold">
          {m.signInCodeTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {method === 'totp' ? m.signInCodeIntro : m.recoveryFormat}
        </p>
      </div>
      <FormField
        id="second-factor-sign-in-code"
        label={method === 'totp' ? m.codeLabel : m.recoveryCodeLabel}
        error={form.errors.code}
      >
        <Input
          autoFocus
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono tracking-widest"
          {...form.bind('code')}
        />
      </FormField>
      {form.formError ? (
        <p role="alert" className="text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : m.verify}
      </Button>
      <Button
        type="button"
        variant="link"
        className="self-start px-0"
        onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}
      >
        {method === 'totp' ? m.useRecovery : m.useApp}
      </Button>
    </form>
  );
}
