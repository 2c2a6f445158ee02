import { MAX_BREAK_LABEL } from '@shared/domain/school-year';
import { schoolYearMessages as m } from '@shared/messages/school-years';
import { breakInputSchema, type Break, type BreakInput, type SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { ChildrenPicker } from '@client/components/children-picker';
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
import { useAddBreak, useUpdateBreak } from '@client/api/school-years';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';

type For = 'family' | 'children';

interface FormState {
  label: string;
  startDate: string;
  endDate: string;
  for: For;
  /** The chosen children, when the break is not the whole family's. */
  studentIds: string[];
}

function initialState(item: Break | undefined): FormState {
  return {
    label: item?.label ?? '',
    startDate: item?.startDate ?? '',
    endDate: item?.endDate ?? '',
    for: item?.studentIds ? 'children' : 'family',
    studentIds: item?.studentIds ?? [],
  };
}

const check = zodCheck(breakInputSchema, (form: FormState): BreakInput => ({
  label: form.label,
  startDate: form.startDate,
  endDate: form.endDate,
  studentIds: form.for === 'family' ? null : form.studentIds,
}));

/** Add a break to a year (no `item`) or edit one: its name, days, and the whole family or chosen children. */
export function BreakFormDialog({
  year,
  item,
  students,
  open,
  onOpenChange,
}: {
  year: SchoolYear;
  item?: Break;
  students: readonly Student[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? (
          <BreakForm
            key={item?.id ?? 'new'}
            year={year}
            item={item}
            students={students}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BreakForm({
  year,
  item,
  students,
  onDone,
}: {
  year: SchoolYear;
  item?: Break;
  students: readonly Student[];
  onDone: () => void;
}) {
  const form = useZodForm({ initial: () => initialState(item), check, clearErrorOnChange: true });
  const { values, errors, set } = form;
  const add = useAddBreak();
  const update = useUpdateBreak();
  const pending = add.isPending || update.isPending;
  // With one child, the whole family is that child: no choice to make.
  const askFor = students.length >= 2 || values.for === 'children';

  const onValid = ({ input }: { input: BreakInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (item) update.mutate({ id: item.id, input }, options);
    else add.mutate({ yearId: year.id, input }, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {item ? m.editBreakTitle(item.label) : m.addBreakTitle(year.name)}
        </DialogTitle>
        <DialogDescription>{m.breakFormDescription}</DialogDescription>
      </DialogHeader>

      <FormField id="break-label" label={m.breakLabel} error={errors.label}>
        <Input
          autoComplete="off"
          maxLength={MAX_BREAK_LABEL}
          placeholder={m.breakPlaceholder}
          {...form.bind('label')}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="break-start" label={m.breakStartLabel} error={errors.startDate}>
          <Input
            type="date"
            min={year.startDate}
            max={year.endDate}
            value={values.startDate}
            onChange={(e) =>
              form.setValues((f) => ({
                ...f,
                startDate: e.target.value,
                // A one-day break needs one date: the end follows an empty or earlier end.
                endDate: !f.endDate || f.endDate < e.target.value ? e.target.value : f.endDate,
              }))
            }
          />
        </FormField>
        <FormField id="break-end" label={m.breakEndLabel} error={errors.endDate}>
          <Input
            type="date"
            min={values.startDate || year.startDate}
            max={year.endDate}
            {...form.bind('endDate')}
          />
        </FormField>
      </div>

      {askFor ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{m.breakForLabel}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['family', m.wholeFamily],
                ['children', m.someChildren],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
              >
                <input
                  type="radio"
                  name="break-for"
                  value={value}
                  checked={values.for === value}
                  onChange={() => set('for', value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {values.for === 'children' ? (
        <ChildrenPicker
          id="break-children"
          legend={m.breakChildrenLegend}
          students={students}
          value={values.studentIds}
          onChange={(ids) => set('studentIds', ids)}
          error={errors.studentIds}
        />
      ) : null}

      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? m.saving : item ? m.saveBreak : m.addBreakSubmit}
        onCancel={onDone}
      />
    </form>
  );
}
