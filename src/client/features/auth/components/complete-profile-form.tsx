import { useNavigate } from 'react-router';
import { CHILD_AGES, completeProfileSchema } from '../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { zodCheck } from '../../../lib/form-check';
import { browserTimezone } from '../../../lib/timezone';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCompleteProfile } from '../api/account';

const check = zodCheck(completeProfileSchema, (values: { displayName: string; childAge: string }) => ({ ...values, timezone: browserTimezone() }));

/** The child's full name and age, which a provider sign-up does not carry. */
export function CompleteProfileForm({ initialName = '', initialAge = '' }: { initialName?: string; initialAge?: string }) {
  const form = useZodForm({ initial: { displayName: initialName, childAge: initialAge }, check });
  const { values, errors } = form;
  const complete = useCompleteProfile();
  const navigate = useNavigate();

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ data }) =>
        complete.mutate(data, { onSuccess: () => navigate('/', { replace: true }), onError: form.showServerErrors }),
      )}
      noValidate
    >
      <FormField id="displayName" label="Child's full name" error={errors.displayName}>
        <Input autoComplete="off" required value={values.displayName} onChange={(e) => form.set('displayName', e.target.value)} />
      </FormField>
      <FormField id="childAge" label="Child's age" error={errors.childAge}>
        <Select value={values.childAge} onValueChange={(childAge) => form.set('childAge', childAge)} required>
          <SelectTrigger className="w-full">
            <SelectValue placeholder="Select age" />
          </SelectTrigger>
          <SelectContent>
            {CHILD_AGES.map((age) => (
              <SelectItem key={age} value={age}>
                {age}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <Button type="submit" disabled={complete.isPending}>
        {complete.isPending ? 'Saving...' : 'Complete Setup'}
      </Button>
    </form>
  );
}
