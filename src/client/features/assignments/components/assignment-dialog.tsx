import { useId, useState, type ReactNode } from 'react';
import { ASSIGNMENT_STATUSES, STATUS_LABELS, type AssignmentStatus } from '@shared/domain/grades';
import { percentageFromPoints } from '@shared/domain/grades';
import type { Assignment } from '@shared/schemas/assignments';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { useToday } from '@client/lib/use-today';
import { gradingMessages } from '@shared/messages/grading';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useAddAssignment, useUpdateAssignment } from '@client/api/assignments';
import { useChild } from '@client/lib/current-child';
import {
  changedFields,
  dueDateApplies,
  emptyForm,
  formFromAssignment,
  gradesApply,
  parseNumber,
  readForm,
  type AssignmentFormField,
  type AssignmentPayload,
} from '../assignment-form';

/** How inputs that do not apply to the status look (spec §4: disabled and blurred). */
const disabledLook = 'blur-[1px] opacity-60';

/** `categories`: the class's grading categories (empty: the class has none, and the form asks for none). */
export type AssignmentDialogMode =
  | { kind: 'add'; classId: string; classTitle: string; first: boolean; categories: readonly string[] }
  | { kind: 'edit'; assignment: Assignment; classTitle: string; categories: readonly string[] };

/** The Category select's value for 'No category' (a select item cannot have an empty value). */
const NO_CATEGORY = '__none__';

/** Add Assignment, Add First Assignment and Edit Assignment: one form, opened by `trigger`. */
export function AssignmentDialog({ mode, trigger }: { mode: AssignmentDialogMode; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const title =
    mode.kind === 'edit' ? 'Edit Assignment' : mode.first ? 'Add First Assignment' : 'Add Assignment';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {mode.kind === 'edit'
              ? `Update this assignment for ${mode.classTitle}.`
              : `Add an assignment to ${mode.classTitle}.`}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AssignmentForm
            mode={mode}
            submitLabel={mode.kind === 'edit' ? 'Save Changes' : title}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignmentForm({
  mode,
  submitLabel,
  onDone,
}: {
  mode: AssignmentDialogMode;
  submitLabel: string;
  onDone: () => void;
}) {
  const today = useToday();
  const form = useZodForm({
    initial: () => (mode.kind === 'edit' ? formFromAssignment(mode.assignment) : emptyForm(today)),
    check: readForm,
    clearErrorOnChange: true,
  });
  const { values, errors } = form;
  const studentId = useChild().id;
  const add = useAddAssignment(studentId);
  const update = useUpdateAssignment(studentId);
  const pending = add.isPending || update.isPending;
  const idBase = useId();
  const id = (field: AssignmentFormField) => `${idBase}-${field}`;
  const set = (field: AssignmentFormField) => (value: string) => form.set(field, value);

  const onServerError = (err: Error) => {
    form.showServerErrors(err);
    form.setFormError(err.message);
  };

  const onValid = (payload: AssignmentPayload) => {
    if (pending) return;
    if (mode.kind === 'add') {
      add.mutate({ classId: mode.classId, ...payload }, { onSuccess: onDone, onError: onServerError });
      return;
    }
    const patch = changedFields(mode.assignment, payload);
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate({ id: mode.assignment.id, patch }, { onSuccess: onDone, onError: onServerError });
  };

  const dueEnabled = dueDateApplies(values.status);
  const gradesEnabled = gradesApply(values.status);
  const computed = gradesEnabled
    ? percentageFromPoints(parseNumber(values.earnedPoints), parseNumber(values.maxPoints))
    : null;
  const byPoints = values.earnedPoints.trim() !== '' && values.maxPoints.trim() !== '';

  return (
    <form className="flex flex-col gap-4" onSubmit={form.handleSubmit(onValid)} noValidate>
      <FormField id={id('assignmentName')} label="Assignment Name" error={errors.assignmentName}>
        <Input
          required
          maxLength={200}
          autoComplete="off"
          placeholder="e.g. Chapter 3 quiz"
          {...form.bind('assignmentName')}
        />
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description}>
        <Textarea
          maxLength={2000}
          placeholder="Optional notes"
          className="min-h-16"
          {...form.bind('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('assignmentDate')} label="Start Date" error={errors.assignmentDate}>
          <Input type="date" required {...form.bind('assignmentDate')} />
        </FormField>
        <FormField id={id('status')} label="Status" error={errors.status}>
          <NativeSelect value={values.status} onValueChange={(v) => set('status')(v as AssignmentStatus)}>
            {ASSIGNMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className={cn('transition-[filter,opacity]', !dueEnabled && disabledLook)}>
          <FormField
            id={id('dueDate')}
            label="Due Date"
            error={errors.dueDate}
            hint={dueEnabled ? 'Optional' : undefined}
          >
            <Input
              type="date"
              disabled={!dueEnabled}
              min={values.assignmentDate || undefined}
              value={dueEnabled ? values.dueDate : ''}
              onChange={(e) => set('dueDate')(e.target.value)}
            />
          </FormField>
        </div>
        {!dueEnabled ? (
          <p className="text-xs text-muted-foreground">Only for upcoming or work-in-progress assignments.</p>
        ) : null}
      </div>
      {mode.categories.length > 0 || values.category !== '' ? (
        <FormField id={id('category')} label={gradingMessages.categoryLabel} error={errors.category}>
          <NativeSelect
            value={values.category === '' ? NO_CATEGORY : values.category}
            onValueChange={(v) => set('category')(v === NO_CATEGORY ? '' : v)}
          >
            <option value={NO_CATEGORY}>{gradingMessages.noCategory}</option>
            {mode.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <fieldset className="flex flex-col gap-3 rounded-lg border p-3" disabled={!gradesEnabled}>
        <legend className="px-1 text-sm font-semibold">Grade</legend>
        <p className="text-xs text-muted-foreground">
          {gradesEnabled
            ? 'Enter a percentage, or points earned and max points.'
            : 'Grades can be entered once the assignment is completed.'}
        </p>
        <div
          className={cn(
            'grid grid-cols-2 gap-3 transition-[filter,opacity] sm:grid-cols-3',
            !gradesEnabled && disabledLook,
          )}
          data-testid="grade-inputs"
        >
          <div className="col-span-2 sm:col-span-1">
            <FormField id={id('gradePercentage')} label="Percentage" error={errors.gradePercentage}>
              <NumberInput
                decimal
                min={0}
                max={100}
                step={0.1}
                disabled={!gradesEnabled || byPoints}
                value={
                  !gradesEnabled
                    ? ''
                    : byPoints
                      ? computed == null
                        ? ''
                        : String(computed)
                      : values.gradePercentage
                }
                onValueChange={set('gradePercentage')}
              />
            </FormField>
          </div>
          <FormField id={id('earnedPoints')} label="Points Earned" error={errors.earnedPoints}>
            <NumberInput
              decimal
              min={0}
              step={0.1}
              value={gradesEnabled ? values.earnedPoints : ''}
              onValueChange={set('earnedPoints')}
            />
          </FormField>
          <FormField id={id('maxPoints')} label="Max Points" error={errors.maxPoints}>
            <NumberInput
              decimal
              min={0}
              step={0.1}
              value={gradesEnabled ? values.maxPoints : ''}
              onValueChange={set('maxPoints')}
            />
          </FormField>
        </div>
      </fieldset>
      {form.formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {form.formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
