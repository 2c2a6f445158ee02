import { studentMessages as m } from '../../../../shared/messages/students';
import type { Student } from '../../../../shared/schemas/students';
import { ChildAvatar } from '../../../components/child-avatar';
import { FormFieldset } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

/** Which of the family's children take the class: a checkbox per child, in the family's order. */
export function ClassChildrenPicker({
  students,
  value,
  onChange,
  error,
}: {
  students: readonly Student[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const toggle = (id: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(id);
    else chosen.delete(id);
    // Kept in the family's order, as the server answers it.
    onChange(students.filter((s) => chosen.has(s.id)).map((s) => s.id));
  };
  return (
    <FormFieldset id="class-children" legend={m.classChildren} error={error}>
      <p className="-mt-2 text-xs text-muted-foreground">{m.classChildrenHint}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {students.map((s) => {
          const id = `class-child-${s.id}`;
          return (
            <div
              key={s.id}
              className="flex items-center gap-2 rounded-lg border px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
            >
              <Checkbox
                id={id}
                checked={value.includes(s.id)}
                onCheckedChange={(c) => toggle(s.id, c === true)}
              />
              <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer font-medium">
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
