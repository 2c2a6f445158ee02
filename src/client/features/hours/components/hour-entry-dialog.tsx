import { isCoreSubject } from '@shared/domain/core-subjects';
import { hourEntryInputSchema, type HourEntry, type HourEntryInput } from '@shared/schemas/hours';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { useClasses } from '@client/api/classes';
import { useAddHours, useUpdateHours } from '@client/api/hours';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';

/** The class select's value for 'Another subject'. */
const FREE = 'free';

interface FormState {
  date: string;
  /** A class id, or FREE. */
  classId: string;
  subject: string;
  core: boolean;
  coreTouched: boolean;
  minutes: string;
  location: 'home' | 'away';
  note: string;
}

const coreOf = (f: FormState) => (f.coreTouched ? f.core : isCoreSubject(f.subject));

const check = zodCheck(hourEntryInputSchema, (f: FormState): HourEntryInput => ({
  date: f.date,
  classId: f.classId === FREE ? null : f.classId,
  subject: f.classId === FREE ? f.subject : null,
  core: f.classId === FREE ? coreOf(f) : undefined,
  minutes: f.minutes === '' ? Number.NaN : Number(f.minutes),
  location: f.location,
  note: f.note,
}));

/** Log hours (no `entry`) or change an entry logged by hand. */
export function HourEntryDialog({
  studentId,
  today,
  entry,
  open,
  onOpenChange,
}: {
  studentId: string;
  today: string;
  entry?: HourEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? (
          <EntryForm
            key={entry?.id ?? 'new'}
            studentId={studentId}
            today={today}
            entry={entry}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryForm({
  studentId,
  today,
  entry,
  onDone,
}: {
  studentId: string;
  today: string;
  entry?: HourEntry;
  onDone: () => void;
}) {
  const classes = useClasses();
  const childClasses = (classes.data ?? []).filter(
    (c) => c.studentIds.includes(studentId) || c.id === entry?.classId,
  );
  const form = useZodForm({
    initial: (): FormState => ({
      date: entry?.date ?? today,
      classId: entry?.classId ?? FREE,
      subject: entry && !entry.classId ? entry.subject : '',
      core: entry?.core ?? false,
      coreTouched: entry !== undefined,
      minutes: String(entry?.minutes ?? 60),
      location: entry?.location ?? 'home',
      note: entry?.note ?? '',
    }),
    check,
    clearErrorOnChange: true,
  });
  const { values, errors, set } = form;
  const add = useAddHours(studentId);
  const update = useUpdateHours(studentId);
  const pending = add.isPending || update.isPending;

  const onValid = ({ input }: { input: HourEntryInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (entry) update.mutate({ id: entry.id, patch: input }, options);
    else add.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{entry ? 'Edit hours' : 'Log hours'}</DialogTitle>
        <DialogDescription>Minutes in 15-minute steps, for a class or another subject.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="hours-date" label="Date" error={errors.date}>
          <Input type="date" max={today} {...form.bind('date')} />
        </FormField>
        <FormField id="hours-minutes" label="Minutes" error={errors.minutes}>
          <NumberInput
            min={15}
            max={1440}
            step={15}
            value={values.minutes}
            onValueChange={(v) => set('minutes', v)}
          />
        </FormField>
      </div>
      <FormField id="hours-class" label="Class" error={errors.classId}>
        <NativeSelect value={values.classId} onValueChange={(v) => set('classId', v)}>
          <option value={FREE}>Another subject</option>
          {childClasses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {values.classId === FREE ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField id="hours-subject" label="Subject" error={errors.subject}>
            <Input maxLength={100} placeholder="e.g. Science" {...form.bind('subject')} />
          </FormField>
          <div className="flex min-h-11 items-center gap-2 sm:mb-0.5">
            <Checkbox
              id="hours-core"
              checked={coreOf(values)}
              onCheckedChange={(v) => form.setValues((f) => ({ ...f, core: v === true, coreTouched: true }))}
            />
            <Label htmlFor="hours-core">Core subject</Label>
          </div>
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Where</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['home', 'Home'],
              ['away', 'Away'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
            >
              <input
                type="radio"
                name="hours-location"
                value={value}
                checked={values.location === value}
                onChange={() => set('location', value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="hours-note" label="Note (optional)" error={errors.note}>
        <Textarea maxLength={500} rows={2} {...form.bind('note')} />
      </FormField>
      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? 'Saving…' : entry ? 'Save entry' : 'Log hours'}
        onCancel={onDone}
      />
    </form>
  );
}
