import { CHILD_AGES } from '@shared/domain/form-limits';
import { FormField } from '@client/components/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
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
        <NativeSelect value={values.childAge} onValueChange={(v) => onChange('childAge', v)} required>
          <option value="" disabled hidden>
            Select age
          </option>
          {CHILD_AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
