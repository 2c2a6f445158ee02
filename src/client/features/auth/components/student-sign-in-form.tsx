import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shared/errors';
import { childSignInMessages as m } from '@shared/messages/child-sign-in';
import type { ChildSignInInput } from '@shared/schemas/child-sign-in';
import { useChildSignIn } from '@client/api/child-sign-in';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { rememberStudentDevice } from '@client/lib/student-device';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as childSignInSchemas from '@shared/schemas/child-sign-in';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const childSignInSchema = lazySchema<typeof childSignInSchemas.childSignInSchema>(() =>
  import('@shared/schemas/child-sign-in').then((m) => m.childSignInSchema),
);

type Values = { familyCode: string; name: string; secret: string };
const check = zodCheck(childSignInSchema, (v: Values) => v);

/** 'I'm a student': the family's code, the child's name and their PIN (a number pad) or password; big targets. */
export function StudentSignInForm() {
  const form = useZodForm({
    initial: { familyCode: '', name: '', secret: '' },
    check,
    clearErrorOnChange: true,
  });
  const [usePassword, setUsePassword] = useState(false);
  const signIn = useChildSignIn();
  const navigate = useNavigate();
  const { errors } = form;

  const onValid = ({ data }: { data: ChildSignInInput }) =>
    signIn.mutate(data, {
      onSuccess: () => {
        rememberStudentDevice(true);
        toast.success(messages.signedIn);
        navigate('/', { replace: true });
      },
      onError: (err) => {
        const message = err instanceof ApiError && err.message ? err.message : messages.signInFailed;
        form.setFormError(message);
        form.showServerErrors(err);
      },
    });

  const big = 'h-12 text-lg';
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      data-testid="student-sign-in"
    >
      <FormField id="family-code" label={m.familyCodeLabel} error={errors.familyCode}>
        <Input
          className={`${big} uppercase tracking-widest`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          {...form.bind('familyCode')}
        />
      </FormField>
      <FormField id="student-name" label={m.yourName} error={errors.name}>
        <Input className={big} autoComplete="off" maxLength={100} {...form.bind('name')} />
      </FormField>
      <FormField id="student-secret" label={usePassword ? m.passwordLabel : m.pinLabel} error={errors.secret}>
        {usePassword ? (
          <Input
            className={big}
            type="password"
            autoComplete="off"
            maxLength={128}
            {...form.bind('secret')}
          />
        ) : (
          <Input
            className={`${big} tracking-[0.4em]`}
            type="password"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={6}
            {...form.bind('secret')}
          />
        )}
      </FormField>
      <button
        type="button"
        className="min-h-12 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setUsePassword((v) => !v);
          form.set('secret', '');
        }}
      >
        {usePassword ? 'Use a PIN instead' : 'Use a password instead'}
      </button>
      {form.formError ? (
        <p
          role="alert"
          className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200"
        >
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="min-h-12 text-lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : m.signIn}
      </Button>
    </form>
  );
}
