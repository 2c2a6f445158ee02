import { WEEKDAYS } from '../../../../shared/domain/class-schedule';
import { FormFieldset } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** Monday to Sunday checkboxes; values are weekday numbers with Sunday as 0. */
export function WeekdayPicker({ value, onChange, error }: { value: number[]; onChange: (days: number[]) => void; error?: string }) {
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value.filter((d) => d !== day), day] : value.filter((d) => d !== day));
  return (
    <FormFieldset id="days" legend="Days of the week" error={error}>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {WEEKDAYS.map((d) => {
          const id = `day-${d.value}`;
          const checked = value.includes(d.value);
          return (
            <div
              key={d.value}
              className="flex items-center gap-2 rounded-lg border px-2.5 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent sm:flex-col sm:gap-1.5 sm:px-1"
            >
              <Checkbox id={id} aria-label={d.label} checked={checked} onCheckedChange={(c) => toggle(d.value, c === true)} />
              <Label htmlFor={id} className="cursor-pointer text-sm font-medium">
                {d.short}
              </Label>
            </div>
          );
        })}
      </div>
    </FormFieldset>
  );
}
