import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHILD_AGES, completeProfileSchema } from '../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { browserTimezone } from '../../../lib/timezone';
import { useCompleteProfile } from '../../../api/account';

type Field = 'displayName' | 'childAge';

/** The child's full name and age, which a provider sign-up does not carry. */
export function CompleteProfileForm({ initialName = '', initialAge = '' }: { initialName?: string; initialAge?: string }) {
  const [form, setForm] = useState({ displayName: initialName, childAge: initialAge });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const complete = useCompleteProfile();
  const navigate = useNavigate();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = completeProfileSchema.safeParse({ ...form, timezone: browserTimezone() });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    complete.mutate(parsed.data, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
      },
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <FormField id="displayName" label="Child's full name" error={errors.displayName}>
        <Input
          id="displayName"
          autoComplete="off"
          required
          value={form.displayName}
          aria-invalid={!!errors.displayName}
          aria-describedby={errors.displayName ? 'displayName-error' : undefined}
          onChange={(e) => setForm((f) => ({ ...f, displayName: e.target.value }))}
        />
      </FormField>
      <FormField id="childAge" label="Child's age" error={errors.childAge}>
        <Select value={form.childAge} onValueChange={(childAge) => setForm((f) => ({ ...f, childAge }))} required>
          <SelectTrigger
            id="childAge"
            className="w-full"
            aria-invalid={!!errors.childAge}
            aria-describedby={errors.childAge ? 'childAge-error' : undefined}
          >
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
