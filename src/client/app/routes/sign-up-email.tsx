import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@shared/errors';
import type { SignUpInput } from '@shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useSignUp } from '../../lib/session';
import { AuthCard, AuthFooterLink } from '../../features/auth/components/auth-card';
import { ChildFields } from '../../features/auth/components/child-fields';
import { ApiError } from '../../lib/api-client';
import { fireConfetti } from '../../lib/confetti';
import { zodCheck } from '../../lib/form-check';
import { browserTimezone } from '../../lib/timezone';
import { useZodForm } from '../../lib/use-zod-form';
import type * as authSchemas from '@shared/schemas/auth';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const signUpSchema = lazySchema<typeof authSchemas.signUpSchema>(() =>
  import('@shared/schemas/auth').then((m) => m.signUpSchema),
);

const initial = { yourName: '', displayName: '', childAge: '', email: '', password: '' };
const check = zodCheck(signUpSchema, (values: typeof initial) => ({
  ...values,
  timezone: browserTimezone(),
}));

export default function SignUpEmailPage() {
  const form = useZodForm({ initial, check });
  const { values, errors } = form;
  const signUp = useSignUp();
  const navigate = useNavigate();

  const onValid = ({ data }: { data: SignUpInput }) =>
    signUp.mutate(data, {
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
        form.showServerErrors(err);
        form.setFormError(message);
        toast.error(message);
      },
    });

  return (
    <AuthCard
      title="Sign up with email"
      description="Tell us about your student"
      footer={
        <AuthFooterLink lead="Already have an account?" to="/sign-in">
          Sign in
        </AuthFooterLink>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField id="yourName" label="Your name" error={errors.yourName}>
          <Input autoComplete="name" required {...form.bind('yourName')} />
        </FormField>
        <ChildFields values={values} errors={errors} onChange={form.set} />
        <FormField id="email" label="Parent's email" error={errors.email}>
          <Input type="email" autoComplete="email" required {...form.bind('email')} />
        </FormField>
        <FormField id="password" label="Password" error={errors.password} hint="At least 8 characters">
          <Input type="password" autoComplete="new-password" required {...form.bind('password')} />
        </FormField>
        {form.formError ? (
          <p
            role="alert"
            className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-red-800 dark:text-red-200"
          >
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
