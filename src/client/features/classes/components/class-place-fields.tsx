import type { ClassPlace } from '@shared/domain/class-place';
import { classPlaceMessages as tm } from '@shared/messages/class-place';
import type { ClassDto } from '@shared/schemas/classes';
import { FormField } from '@client/components/form-field';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { ZodForm } from '@client/lib/use-zod-form';

/** The class form's place, teacher and 'Taught together' (issue 41, ADR 042). */
export interface ClassPlaceState {
  place: ClassPlace;
  teacherName: string;
  together: boolean;
}

/** The fields' first values: a class's, or a new class's (at home, no teacher, not together). */
export const placeState = (cls?: ClassDto): ClassPlaceState => ({
  place: cls?.place ?? 'home',
  teacherName: cls?.teacherName ?? '',
  together: cls?.together ?? false,
});

/** What the fields send. */
export const placeInput = (state: ClassPlaceState) => ({
  place: state.place,
  teacherName: state.teacherName,
  together: state.together,
});

/** Where the class is taught and by whom; 'Taught together' only when the family has two or more children. */
export function ClassPlaceFields<V extends ClassPlaceState, Out, F extends string>({
  form,
  askTogether,
}: {
  form: ZodForm<V, Out, F>;
  askTogether: boolean;
}) {
  const { values, errors } = form;
  const fieldErrors = errors as Partial<Record<string, string>>;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="place" label={tm.placeField} error={fieldErrors.place} hint={tm.placeHint}>
          <Select
            value={values.place}
            onValueChange={(v) => form.setValues((f) => ({ ...f, place: v as ClassPlace }))}
          >
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(tm.placeLabels).map(([p, label]) => (
                <SelectItem key={p} value={p}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField
          id="teacherName"
          label={`${tm.teacherField} (optional)`}
          error={fieldErrors.teacherName}
          hint={tm.teacherHint}
        >
          <Input
            maxLength={100}
            placeholder="e.g. Mrs. Okafor"
            value={values.teacherName}
            onChange={(e) => form.setValues((f) => ({ ...f, teacherName: e.target.value }))}
          />
        </FormField>
      </div>
      {askTogether ? (
        <div className="flex flex-col gap-1">
          <div className="flex min-h-11 items-center gap-2">
            <Checkbox
              id="together"
              checked={values.together}
              onCheckedChange={(v) => form.setValues((f) => ({ ...f, together: v === true }))}
              aria-describedby="together-hint"
            />
            <Label htmlFor="together">{tm.togetherField}</Label>
          </div>
          <p id="together-hint" className="text-xs text-muted-foreground">
            {tm.togetherHint}
          </p>
        </div>
      ) : null}
    </>
  );
}
