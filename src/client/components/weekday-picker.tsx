import { WEEKDAYS } from '../../shared/domain/class-schedule';
import { FormFieldset } from './form-field';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

/**
 * Monday to Sunday checkboxes; values are weekday numbers with Sunday as 0. `id` names the group (its error
 * line) and prefixes each checkbox's id, so two pickers never share ids.
 */
export function WeekdayPicker({
  value,
  onChange,
  error,
  id = 'days',
  legend = 'Days of the week',
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
  id?: string;
  legend?: string;
}) {
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value.filter((d) => d !== day), day] : value.filter((d) => d !== day));
  return (
    <FormFieldset id={id} legend={legend} error={error}>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {WEEKDAYS.map((d) => {
          const boxId = id === 'days' ? `day-${d.value}` : `${id}-${d.value}`;
          const checked = value.includes(d.value);
          return (
            <div
              key={d.value}
              className="flex flex-col items-center gap-1.5 rounded-lg border px-1 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
            >
              <Checkbox
                id={boxId}
                aria-label={d.label}
                checked={checked}
                onCheckedChange={(c) => toggle(d.value, c === true)}
              />
              <Label htmlFor={boxId} className="cursor-pointer text-sm font-medium">
                {d.short}
              </Label>
            </div>
          );
        })}
      </div>
    </FormFieldset>
  );
}
