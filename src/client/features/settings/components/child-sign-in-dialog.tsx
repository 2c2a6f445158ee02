import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { childSignInMessages as m } from '@shared/messages/child-sign-in';
import {
  setChildSignInSchema,
  type ChildSecretKind,
  type ChildSignInStatus,
  type SetChildSignInInput,
} from '@shared/schemas/child-sign-in';
import type { Student } from '@shared/schemas/students';
import {
  useChildSignInStatus,
  useDisableChildSignIn,
  useEnableChildSignIn,
  useEndChildSessions,
  useNewFamilyCode,
} from '@client/api/child-sign-in';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { FormField, FormFieldset } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';

/** A child's sign-in, managed by the parent: on/off, PIN or password, the family code, the child's devices. */
export function ChildSignInDialog({
  student,
  open,
  onOpenChange,
}: {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{`${m.section}: ${student.name}`}</DialogTitle>
          <DialogDescription>{m.sectionHelp}</DialogDescription>
        </DialogHeader>
        {open ? <ChildSignInBody student={student} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChildSignInBody({ student }: { student: Student }) {
  const status = useChildSignInStatus(student.id);
  if (status.isPending) return <Spinner className="mx-auto my-6 size-6" />;
  if (status.isError) return <LoadError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  return (
    <div className="flex flex-col gap-5" data-testid="child-sign-in">
      {status.data.enabled ? <SignInOn student={student} status={status.data} /> : null}
      <SecretForm student={student} status={status.data} />
    </div>
  );
}

function SignInOn({ student, status }: { student: Student; status: ChildSignInStatus }) {
  const endSessions = useEndChildSessions(student.id);
  const disable = useDisableChildSignIn(student.id);
  const newCode = useNewFamilyCode();
  const code = status.familyCode ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(m.codeCopied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold" data-testid="family-code">
          {m.familyCode(code)}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={copy} className="print:hidden">
          <Copy aria-hidden="true" /> {m.copyCode}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{status.kind === 'pin' ? m.kindPin : m.kindPassword}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm" data-testid="child-devices">
          {m.devices(status.activeSessions)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="print:hidden"
          disabled={status.activeSessions === 0 || endSessions.isPending}
          onClick={() => endSessions.mutate(undefined)}
        >
          {m.endSessions}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={newCode.isPending}>
              {m.newCode}
            </Button>
          }
          title={m.newCodeTitle}
          description={m.newCodeBody}
          confirmLabel={m.newCode}
          destructive={false}
          onConfirm={() => newCode.mutate()}
        />
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={disable.isPending}>
              {m.turnOff}
            </Button>
          }
          title={m.turnOffTitle}
          description={m.turnOffBody}
          confirmLabel={m.turnOff}
          onConfirm={() => disable.mutate(undefined)}
        />
      </div>
    </div>
  );
}

interface SecretState {
  kind: ChildSecretKind;
  pin: string;
  password: string;
}

const check = zodCheck(setChildSignInSchema, (v: SecretState): SetChildSignInInput =>
  v.kind === 'pin' ? { kind: 'pin', pin: v.pin } : { kind: 'password', password: v.password },
);

function SecretForm({ student, status }: { student: Student; status: ChildSignInStatus }) {
  const form = useZodForm({
    initial: { kind: status.kind ?? 'pin', pin: '', password: '' } as SecretState,
    check,
    clearErrorOnChange: true,
  });
  const enable = useEnableChildSignIn(student.id, status.enabled);
  const { values } = form;
  // The union's fields: the PIN's or the password's message.
  const errors = form.errors as Partial<Record<'pin' | 'password', string>>;
  const onValid = ({ data }: { data: SetChildSignInInput }) =>
    enable.mutate(data, { onSuccess: () => form.reset(), onError: form.showServerErrors });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4 print:hidden">
      <FormFieldset id="child-secret-kind" legend={status.enabled ? m.changeSecret : m.enable}>
        {status.enabled ? <p className="text-sm text-muted-foreground">{m.changeSecretHelp}</p> : null}
        <div className="flex flex-wrap gap-4">
          {(['pin', 'password'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="child-secret-kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => form.set('kind', kind)}
                className="size-4 accent-primary"
              />
              {kind === 'pin' ? m.kindPin : m.kindPassword}
            </label>
          ))}
        </div>
      </FormFieldset>
      {values.kind === 'pin' ? (
        <FormField id="child-pin" label={m.pinLabel} error={errors.pin}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            pattern="[0-9]*"
            className="max-w-40 tracking-widest"
            {...form.bind('pin')}
          />
        </FormField>
      ) : (
        <FormField id="child-password" label={m.passwordLabel} error={errors.password}>
          <Input type="password" autoComplete="new-password" maxLength={128} {...form.bind('password')} />
        </FormField>
      )}
      <Button type="submit" className="self-start" disabled={enable.isPending}>
        {status.enabled ? m.changeSecret : m.enable}
      </Button>
    </form>
  );
}
