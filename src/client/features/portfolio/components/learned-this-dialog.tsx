import { CheckCircle2, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { MAX_SAMPLE_SUBJECT, MAX_SAMPLE_TITLE } from '@shared/domain/form-limits';
import {
  sampleInputSchema,
  type SampleInput,
  type SampleValues,
  type WorkSample,
} from '@shared/schemas/portfolio';
import { useDashboard } from '@client/api/dashboard';
import { useCreateSample } from '@client/api/portfolio';
import { ChoiceSelect } from '@client/components/choice-select';
import { FormField, FormFieldset } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { zodCheck } from '@client/lib/form-check';
import { useToday } from '@client/lib/use-today';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useUploads } from '../use-uploads';
import { SampleFiles, SampleFormStatus, useNoStrayDrops } from './sample-files';

/** The choices of "How long?": quarter hours, so a parent can edit the hour entry it becomes as it is. */
const MINUTE_CHOICES = [15, 30, 45, 60, 90, 120] as const;
const OTHER = 'other';

interface FormState {
  title: string;
  date: string;
  /** One of the child's classes, or OTHER (then `subject`). */
  classId: string;
  subject: string;
  minutes: number | null;
}

const toInput = (f: FormState & { fileIds: string[] }): SampleInput => ({
  title: f.title,
  date: f.date,
  classId: f.classId === OTHER ? null : f.classId,
  subject: f.classId === OTHER && f.subject.trim() ? f.subject : null,
  minutes: f.minutes,
  fileIds: f.fileIds,
});

const checkSample = zodCheck(sampleInputSchema, toInput);

/**
 * A signed-in child's "I learned this" (issue 36): a photo or two, what it was, the class or subject, how long,
 * the day. The sample waits for a parent when the family asks for it ('To confirm'); once kept, its minutes are
 * the child's hours. Lazy-loaded from the child's dashboard.
 */
export default function LearnedThisDialog({
  studentId,
  open,
  onOpenChange,
}: {
  studentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [saved, setSaved] = useState<WorkSample | null>(null);
  const [round, setRound] = useState(0);
  const change = (next: boolean) => {
    if (!next) setSaved(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        className="sm:max-w-xl"
        // A tap beside the dialog does not throw away the photos; Cancel, Close and Escape do.
        onInteractOutside={(e) => e.preventDefault()}
      >
        {!open ? null : saved ? (
          <Saved
            sample={saved}
            onAnother={() => {
              setSaved(null);
              setRound((r) => r + 1);
            }}
            onDone={() => change(false)}
          />
        ) : (
          <LearnedForm key={round} studentId={studentId} onSaved={setSaved} onCancel={() => change(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Saved({
  sample,
  onAnother,
  onDone,
}: {
  sample: WorkSample;
  onAnother: () => void;
  onDone: () => void;
}) {
  const Icon = sample.pending ? Hourglass : CheckCircle2;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="learned-saved">
      <Icon aria-hidden="true" className="size-14 text-primary" />
      <DialogHeader className="items-center text-center">
        <DialogTitle className="text-xl">{sample.pending ? m.sentPending : m.added}</DialogTitle>
        <DialogDescription className="text-center">
          {sample.pending ? m.sentPendingHint : m.keptLearnedHint}
        </DialogDescription>
      </DialogHeader>
      <p className="font-medium wrap-anywhere">{sample.title}</p>
      <DialogFooter className="w-full sm:justify-center">
        <Button type="button" variant="outline" size="lg" onClick={onAnother}>
          {m.learnedAnother}
        </Button>
        <Button type="button" size="lg" onClick={onDone} autoFocus>
          {m.done}
        </Button>
      </DialogFooter>
    </div>
  );
}

function LearnedForm({
  studentId,
  onSaved,
  onCancel,
}: {
  studentId: string;
  onSaved: (sample: WorkSample) => void;
  onCancel: () => void;
}) {
  const today = useToday();
  // The child's classes: from the dashboard the dialog opens on (a child cannot read the family's class list).
  const classes = useDashboard(studentId).data?.classes ?? [];
  const uploads = useUploads(studentId, [], undefined);
  const form = useZodForm({
    initial: (): FormState => ({
      title: '',
      date: today,
      classId: classes[0]?.id ?? OTHER,
      subject: '',
      minutes: null,
    }),
    check: (v: FormState) => {
      const result = checkSample({ ...v, fileIds: uploads.fileIds });
      // The child's form asks how long: that is what the parent confirms as hours.
      if (v.minutes !== null) return result;
      const errors = result.kind === 'invalid' ? result.errors : {};
      return { kind: 'invalid' as const, errors: { ...errors, minutes: m.minutesNeeded } };
    },
    clearErrorOnChange: true,
  });
  const { values, errors, set } = form;
  const create = useCreateSample(studentId, { quiet: true });
  const saving = create.isPending;
  useNoStrayDrops();

  const onValid = ({ data }: { data: SampleValues }) => {
    if (uploads.notReady) return form.setFormError(uploads.notReady);
    create.mutate(data, { onSuccess: onSaved, onError: form.showServerErrors });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex min-w-0 flex-col gap-5">
      <DialogHeader>
        <DialogTitle className="text-xl">{m.learnedTitle}</DialogTitle>
        <DialogDescription>{m.learnedDescription}</DialogDescription>
      </DialogHeader>
      <SampleFiles
        uploads={uploads}
        photos
        error={errors.fileIds && uploads.fileIds.length === 0 ? errors.fileIds : undefined}
        disabled={saving}
      />
      <FormField id="learned-title" label={m.learnedWhat} error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={MAX_SAMPLE_TITLE}
          placeholder={m.learnedWhatPlaceholder}
          className="h-12 text-base"
          {...form.bind('title')}
        />
      </FormField>
      <FormField id="learned-class" label={m.learnedClass} error={errors.classId}>
        <ChoiceSelect
          value={values.classId}
          onValueChange={(v) => set('classId', v)}
          choices={[
            ...classes.map((c) => ({ value: c.id, label: c.title })),
            { value: OTHER, label: m.otherSubject },
          ]}
        />
      </FormField>
      {values.classId === OTHER ? (
        <FormField
          id="learned-subject"
          label={m.learnedSubject}
          error={errors.subject}
          hint={m.learnedSubjectHint}
        >
          <Input
            autoComplete="off"
            maxLength={MAX_SAMPLE_SUBJECT}
            className="h-12 text-base"
            {...form.bind('subject')}
          />
        </FormField>
      ) : null}
      <FormFieldset id="learned-minutes" legend={m.learnedMinutes} error={errors.minutes}>
        <div className="grid grid-cols-3 gap-2">
          {MINUTE_CHOICES.map((n) => (
            <label key={n} className="relative">
              <input
                type="radio"
                name="learned-minutes"
                value={n}
                checked={values.minutes === n}
                onChange={() => set('minutes', n)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-12 cursor-pointer items-center justify-center rounded-xl border-2 text-base font-semibold whitespace-nowrap tabular-nums transition-colors',
                  'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-focus-visible:ring-offset-2',
                  'hover:bg-accent peer-checked:hover:bg-primary',
                )}
              >
                {m.minutesChoice(n)}
              </span>
            </label>
          ))}
        </div>
      </FormFieldset>
      <FormField id="learned-date" label={m.learnedDate} error={errors.date}>
        <Input type="date" required max={today} className="h-12 text-base" {...form.bind('date')} />
      </FormField>
      <SampleFormStatus formError={form.formError} uploading={uploads.uploading} />
      <DialogFooter>
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={saving}>
          {m.cancel}
        </Button>
        <Button type="submit" size="lg" disabled={saving || uploads.uploading}>
          {m.send}
        </Button>
      </DialogFooter>
    </form>
  );
}
