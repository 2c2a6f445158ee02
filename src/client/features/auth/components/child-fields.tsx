import { CHILD_AGES } from '@shared/domain/form-limits';
import { FormField } from '@client/components/form-field';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { FieldErrors } from '@client/lib/form-check';

type ChildField = 'displayName' | 'childAge';

/** The child's full name and age: asked at email sign-up, and after a provider sign-up (which does not carry them). */
export function ChildFields({
  values,
  errors,
  onChange,
}: {
  values: Record<ChildField, string>;
  errors: FieldErrors<string>;
  onChange: (field: ChildField, value: string) => void;
}) {
  return (
    <>
      <FormField id="displayName" label="Child's full name" error={errors.displayName}>
        <Input
          autoComplete="off"
          required
          value={values.displayName}
          onChange={(e) => onChange('displayName', e.target.value)}
        />
      </FormField>
      <FormField id="childAge" label="Child's age" error={errors.childAge}>
        <Select value={values.childAge} onValueChange={(v) => onChange('childAge', v)} required>
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
    </>
  );
}
