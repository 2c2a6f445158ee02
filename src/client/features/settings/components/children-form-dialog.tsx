import {
  ADDED_CHILD_AGES,
  GRADE_LEVELS,
  gradeLevelLabel,
  nextChildLook,
  type GradeLevel,
  type StudentColor,
} from '@shared/domain/students';
import { studentMessages as m } from '@shared/messages/students';
import type { NewStudent, Student } from '@shared/schemas/students';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useAddStudent, useUpdateStudent } from '@client/api/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { ColorPicker, EmojiPicker } from './children-look-pickers';
import type * as studentsSchemas from '@shared/schemas/students';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const newStudentSchema = lazySchema<typeof studentsSchemas.newStudentSchema>(() =>
  import('@shared/schemas/students').then((m) => m.newStudentSchema),
);

const NO_GRADE = 'none';

interface FormState {
  name: string;
  /** '' until an age is chosen. */
  age: string;
  gradeLevel: GradeLevel | typeof NO_GRADE;
  color: StudentColor;
  emoji: string;
}

function initialState(student: Student | undefined, family: readonly Student[]): FormState {
  if (student) {
    return {
      name: student.name,
      age: String(student.age),
      gradeLevel: student.gradeLevel ?? NO_GRADE,
      color: student.color,
      emoji: student.emoji,
    };
  }
  const look = nextChildLook(family);
  return { name: '', age: '', gradeLevel: NO_GRADE, color: look.color, emoji: look.emoji };
}

const check = zodCheck(newStudentSchema, (form: FormState): NewStudent => ({
  name: form.name,
  // An unchosen age fails the schema with its 'Choose an age from the list.'
  age: form.age === '' ? Number.NaN : Number(form.age),
  gradeLevel: form.gradeLevel === NO_GRADE ? null : form.gradeLevel,
  color: form.color,
  emoji: form.emoji,
}));

/** Add a child (no `student`) or edit one: name, age, grade level, colour and emoji avatar. */
export function ChildFormDialog({
  student,
  family,
  open,
  onOpenChange,
}: {
  student?: Student;
  family: readonly Student[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? (
          <ChildForm
            key={student?.id ?? 'new'}
            student={student}
            family={family}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ChildForm({
  student,
  family,
  onDone,
}: {
  student?: Student;
  family: readonly Student[];
  onDone: () => void;
}) {
  const form = useZodForm({ initial: () => initialState(student, family), check, clearErrorOnChange: true });
  const { values, errors, set } = form;
  const add = useAddStudent();
  const update = useUpdateStudent();
  const pending = add.isPending || update.isPending;

  const onValid = ({ data }: { data: NewStudent }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (student) update.mutate({ id: student.id, patch: data }, options);
    else add.mutate(data, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-3">
          <ChildAvatar student={values} />
          {student ? m.edit(student.name) : m.addTitle}
        </DialogTitle>
        <DialogDescription>{student ? m.editDescription : m.addDescription}</DialogDescription>
      </DialogHeader>

      <FormField id="child-name" label={m.nameLabel} error={errors.name}>
        <Input autoComplete="off" maxLength={100} {...form.bind('name')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="child-age" label={m.ageLabel} error={errors.age}>
          <NativeSelect value={values.age} onValueChange={(v) => set('age', v)}>
            <option value="" disabled hidden>
              Select age
            </option>
            {ADDED_CHILD_AGES.map((age) => (
              <option key={age} value={String(age)}>
                {age}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="child-grade" label={m.gradeLabel} error={errors.gradeLevel}>
          <NativeSelect
            value={values.gradeLevel}
            onValueChange={(v) => set('gradeLevel', v as FormState['gradeLevel'])}
          >
            <option value={NO_GRADE}>{m.gradeNone}</option>
            {GRADE_LEVELS.map((g) => (
              <option key={g} value={g}>
                {gradeLevelLabel(g)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <ColorPicker
        legend={m.colorLabel}
        value={values.color}
        onChange={(c) => set('color', c)}
        error={errors.color}
      />
      <EmojiPicker
        legend={m.emojiLabel}
        value={values.emoji}
        onChange={(e) => set('emoji', e)}
        error={errors.emoji}
      />

      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? m.saving : student ? m.saveSubmit : m.addSubmit}
        onCancel={onDone}
      />
    </form>
  );
}
