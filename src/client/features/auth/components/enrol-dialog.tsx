import { useState } from 'react';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import type { SecondFactorEnrolment } from '@shared/schemas/second-factor';
import { useConfirmEnrolment, useStartEnrolment } from '@client/api/second-factor';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { errorDetail } from '@client/lib/api-client';
import { useZodForm } from '@client/lib/use-zod-form';
import { RecoveryCodes } from './recovery-codes';

/** The key in groups of four, as an authenticator app's "enter a key" field takes it. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const passwordCheck = (v: { password: string }) =>
  v.password
    ? ({ kind: 'ok', payload: v.password } as const)
    : ({ kind: 'invalid', errors: { password: m.passwordRequired } } as const);
const codeCheck = (v: { code: string }) => {
  const code = v.code.replace(/\s+/g, '');
  return /^\d{6}$/.test(code)
    ? ({ kind: 'ok', payload: code } as const)
    : ({ kind: 'invalid', errors: { code: m.codeFormat } } as const);
};

/**
 * Turning the second factor on (issue 39): the password, then the key for the authenticator app (its
 * otpauth link, and the key grouped for typing), then the app's first code; the recovery codes last, once.
 * Lazy-loaded from the account settings.
 */
export default function EnrolDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [done, setDone] = useState(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEnrolment(null);
      setDone(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{done ? m.recoveryTitle : m.enrolTitle}</DialogTitle>
          <DialogDescription>
            {done ? m.enabled : enrolment ? m.scanStep : m.enrolPasswordStep}
          </DialogDescription>
        </DialogHeader>
        {done && enrolment ? (
          <>
            <RecoveryCodes codes={enrolment.recoveryCodes} />
            <DialogFooter>
              <Button onClick={() => close(false)}>{m.recoveryDone}</Button>
            </DialogFooter>
          </>
        ) : enrolment ? (
          <CodeStep enrolment={enrolment} onDone={() => setDone(true)} />
        ) : (
          <PasswordStep onStarted={setEnrolment} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PasswordStep({ onStarted }: { onStarted: (e: SecondFactorEnrolment) => void }) {
  const start = useStartEnrolment();
  const form = useZodForm({ initial: { password: '' }, check: passwordCheck });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((password) =>
        start.mutate(password, {
          onSuccess: onStarted,
          onError: (err) => {
            form.showServerErrors(err);
            if (!(err as { fields?: unknown }).fields) form.setFormError(errorDetail(err));
          },
        }),
      )}
    >
      <FormField id="second-factor-password" label={m.passwordLabel} error={form.errors.password}>
        <Input type="password" autoComplete="current-password" {...form.bind('password')} />
      </FormField>
      {form.formError ? (
        <p role="alert" className="text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Checking...' : 'Continue'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CodeStep({ enrolment, onDone }: { enrolment: SecondFactorEnrolment; onDone: () => void }) {
  const confirm = useConfirmEnrolment();
  const form = useZodForm({ initial: { code: '' }, check: codeCheck });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((code) =>
        confirm.mutate(code, {
          onSuccess: onDone,
          onError: (err) => {
            form.showServerErrors(err);
            if (!(err as { fields?: unknown }).fields) form.setFormError(errorDetail(err));
          },
        }),
      )}
    >
      <div className="flex flex-col gap-2 rounded-md border p-3">
        <a
          href={enrolment.uri}
          className="self-start text-sm font-medium text-primary underline underline-offset-4"
        >
          {m.openInApp}
        </a>
        <p className="text-sm font-medium" id="second-factor-key-label">
          {m.keyLabel}
        </p>
        <p
          aria-labelledby="second-factor-key-label"
          data-testid="second-factor-key"
          className="font-mono text-base tracking-wider wrap-anywhere select-all"
        >
          {groupedKey(enrolment.secret)}
        </p>
      </div>
      <FormField id="second-factor-code" label={m.codeLabel} hint={m.codeStep} error={form.errors.code}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="font-mono tracking-widest"
          {...form.bind('code')}
        />
      </FormField>
      {form.formError ? (
        <p role="alert" className="text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : m.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
