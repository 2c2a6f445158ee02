import type { Student } from '../../shared/schemas/students';
import { ChildAvatar } from './child-avatar';
import { FormFieldset } from './form-field';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

/**
 * Which of the family's children something is for (a class, a break): a checkbox per child with its avatar,
 * in the family's order. `id` names the group and prefixes each checkbox's id.
 */
export function ChildrenPicker({
  id,
  legend,
  hint,
  students,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  hint?: string;
  students: readonly Student[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const toggle = (studentId: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(studentId);
    else chosen.delete(studentId);
    // Kept in the family's order, as the server answers it.
    onChange(students.filter((s) => chosen.has(s.id)).map((s) => s.id));
  };
  return (
    <FormFieldset id={id} legend={legend} error={error}>
      {hint ? <p className="-mt-2 text-xs text-muted-foreground">{hint}</p> : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {students.map((s) => {
          const boxId = `${id}-${s.id}`;
          return (
            <div
              key={s.id}
              className="flex items-center gap-2 rounded-lg border px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
            >
              <Checkbox
                id={boxId}
                checked={value.includes(s.id)}
                onCheckedChange={(c) => toggle(s.id, c === true)}
              />
              <Label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer font-medium">
                <ChildAvatar student={s} size="sm" />
                <span className="wrap-anywhere">{s.name}</span>
              </Label>
            </div>
          );
        })}
      </div>
    </FormFieldset>
  );
}
