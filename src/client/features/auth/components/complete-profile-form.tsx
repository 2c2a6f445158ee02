import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { zodCheck } from '@client/lib/form-check';
import { browserTimezone } from '@client/lib/timezone';
import { useZodForm } from '@client/lib/use-zod-form';
import { ChildFields } from './child-fields';
import { useCompleteProfile } from '@client/api/account';
import type * as authSchemas from '@shared/schemas/auth';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const completeProfileSchema = lazySchema<typeof authSchemas.completeProfileSchema>(() =>
  import('@shared/schemas/auth').then((m) => m.completeProfileSchema),
);

const check = zodCheck(completeProfileSchema, (values: { displayName: string; childAge: string }) => ({
  ...values,
  timezone: browserTimezone(),
}));

/** The child's full name and age, which a provider sign-up does not carry. */
export function CompleteProfileForm({
  initialName = '',
  initialAge = '',
}: {
  initialName?: string;
  initialAge?: string;
}) {
  const form = useZodForm({ initial: { displayName: initialName, childAge: initialAge }, check });
  const { values, errors } = form;
  const complete = useCompleteProfile();
  const navigate = useNavigate();

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ data }) =>
        complete.mutate(data, {
          onSuccess: () => navigate('/', { replace: true }),
          onError: form.showServerErrors,
        }),
      )}
      noValidate
    >
      <ChildFields values={values} errors={errors} onChange={form.set} />
      <Button type="submit" disabled={complete.isPending}>
        {complete.isPending ? 'Saving...' : 'Complete Setup'}
      </Button>
    </form>
  );
}
