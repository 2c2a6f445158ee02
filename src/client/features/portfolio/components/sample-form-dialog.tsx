import { Star } from 'lucide-react';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { MAX_SAMPLE_CAPTION, MAX_SAMPLE_SUBJECT, MAX_SAMPLE_TITLE } from '@shared/domain/form-limits';
import type { SampleInput, SampleValues, WorkSample } from '@shared/schemas/portfolio';
import { useClassChoices } from '@client/api/classes';
import { useCreateSample, useFileUsage, useUpdateSample } from '@client/api/portfolio';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { ChoiceSelect } from '@client/components/choice-select';
import { Textarea } from '@client/components/ui/textarea';
import { useCurrentChild } from '@client/lib/current-child';
import { zodCheck } from '@client/lib/form-check';
import { useCan } from '@client/lib/role';
import { useToday } from '@client/lib/use-today';
import { useZodForm } from '@client/lib/use-zod-form';
import { useUploads } from '../use-uploads';
import { SampleFiles, SampleFormStatus, useNoStrayDrops } from './sample-files';
import type * as portfolioSchemas from '@shared/schemas/portfolio';
import { lazySchema } from '@client/lib/lazy-schema';
import { classIdOf, NO_CLASS } from '@client/components/class-options';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const sampleInputSchema = lazySchema<typeof portfolioSchemas.sampleInputSchema>(() =>
  import('@shared/schemas/portfolio').then((m) => m.sampleInputSchema),
);

interface FormState {
  title: string;
  date: string;
  classId: string;
  subject: string;
  caption: string;
  linkUrl: string;
  starred: boolean;
  /** The child the sample belongs to (editing: another one moves it). */
  studentId: string;
}

const initialState = (item: WorkSample | undefined, today: string, studentId: string): FormState => ({
  title: item?.title ?? '',
  date: item?.date ?? today,
  classId: item?.classId ?? NO_CLASS,
  // A class's sample shows the class's subject; its own is only for work without a class.
  subject: item && !item.classId ? (item.subject ?? '') : '',
  caption: item?.caption ?? '',
  linkUrl: item?.linkUrl ?? '',
  starred: item?.starred ?? false,
  studentId,
});

const text = (v: string) => (v.trim() === '' ? null : v);

const toInput = (f: FormState & { fileIds: string[] }): SampleInput => ({
  title: f.title,
  date: f.date,
  classId: classIdOf(f.classId),
  subject: f.classId === NO_CLASS ? text(f.subject) : null,
  caption: text(f.caption),
  linkUrl: text(f.linkUrl),
  starred: f.starred,
  fileIds: f.fileIds,
});

const checkSample = zodCheck(sampleInputSchema, toInput);

/** Add a work sample (no `item`): files uploaded as they are chosen, then its details. Or edit one. */
export function SampleFormDialog({
  studentId,
  item,
  open,
  onOpenChange,
}: {
  studentId: string;
  item?: WorkSample;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-xl"
        // A click beside the dialog does not throw away the chosen files; Cancel, Close and Escape do.
        onInteractOutside={(e) => e.preventDefault()}
      >
        {open ? (
          <SampleForm
            key={item?.id ?? 'new'}
            studentId={studentId}
            item={item}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SampleForm({
  studentId,
  item,
  onDone,
}: {
  studentId: string;
  item?: WorkSample;
  onDone: () => void;
}) {
  const today = useToday();
  const can = useCan();
  const { students } = useCurrentChild();
  const usage = useFileUsage(!can.viewOnly && can.write);
  const uploads = useUploads(studentId, item?.files ?? [], usage.data);
  const form = useZodForm({
    initial: () => initialState(item, today, studentId),
    check: (v: FormState) => checkSample({ ...v, fileIds: uploads.fileIds }),
    clearErrorOnChange: true,
  });
  const { values, errors, set } = form;
  const classes = useClassChoices(can.write);
  const create = useCreateSample(studentId);
  const update = useUpdateSample(studentId);
  const saving = create.isPending || update.isPending;
  useNoStrayDrops();

  const onValid = ({ data }: { data: SampleValues }) => {
    if (uploads.notReady) return form.setFormError(uploads.notReady);
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (!item) return create.mutate(data, options);
    const moveTo = values.studentId !== studentId ? values.studentId : undefined;
    update.mutate(
      {
        id: item.id,
        patch: {
          title: data.title,
          date: data.date,
          classId: data.classId,
          subject: data.subject,
          caption: data.caption,
          linkUrl: data.linkUrl,
          starred: data.starred,
          fileIds: data.fileIds,
          ...(moveTo ? { studentId: moveTo } : {}),
        },
        movedToName: students.find((s) => s.id === moveTo)?.name,
      },
      options,
    );
  };

  // 'Add a file or a link' goes once there is one.
  const nothingYet = uploads.fileIds.length === 0 && values.linkUrl.trim() === '';
  const filesError = errors.fileIds && nothingYet ? errors.fileIds : undefined;

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{item ? m.editSampleTitle : m.addSampleTitle}</DialogTitle>
        <DialogDescription>{m.formDescription}</DialogDescription>
      </DialogHeader>
      <SampleFiles uploads={uploads} error={filesError} disabled={saving} />
      <FormField id="sample-title" label={m.title} error={errors.title}>
        <Input autoComplete="off" maxLength={MAX_SAMPLE_TITLE} {...form.bind('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="sample-date" label={m.date} error={errors.date}>
          <Input type="date" required {...form.bind('date')} />
        </FormField>
        <FormField id="sample-class" label={m.linkedClass} error={errors.classId}>
          <ChoiceSelect
            value={values.classId}
            onValueChange={(v) => set('classId', v)}
            choices={[
              { value: NO_CLASS, label: m.noClass },
              ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.title })),
            ]}
          />
        </FormField>
      </div>
      {values.classId === NO_CLASS ? (
        <FormField id="sample-subject" label={m.subject} error={errors.subject} hint={m.subjectHint}>
          <Input autoComplete="off" maxLength={MAX_SAMPLE_SUBJECT} {...form.bind('subject')} />
        </FormField>
      ) : null}
      <FormField id="sample-caption" label={m.caption} error={errors.caption}>
        <Textarea maxLength={MAX_SAMPLE_CAPTION} rows={3} {...form.bind('caption')} />
      </FormField>
      <FormField id="sample-link" label={m.link} error={errors.linkUrl} hint={m.linkHint}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={2000}
          {...form.bind('linkUrl')}
        />
      </FormField>
      {can.write ? (
        <div className="flex items-start gap-3 rounded-lg border px-3 py-2.5 has-[[data-state=checked]]:border-amber-500 has-[[data-state=checked]]:bg-amber-50 dark:has-[[data-state=checked]]:bg-amber-950/30">
          <Checkbox
            id="sample-starred"
            className="mt-0.5"
            checked={values.starred}
            onCheckedChange={(c) => set('starred', c === true)}
            aria-describedby="sample-starred-hint"
          />
          <div className="flex min-w-0 flex-col gap-0.5">
            <Label htmlFor="sample-starred" className="cursor-pointer">
              <Star aria-hidden="true" className="size-4 text-amber-500" /> {m.starLabel}
            </Label>
            <p id="sample-starred-hint" className="text-xs text-muted-foreground">
              {m.starHint}
            </p>
          </div>
        </div>
      ) : null}
      {item && can.write && students.length > 1 ? (
        <FormField id="sample-child" label={m.child} hint={m.childHint}>
          <ChoiceSelect
            value={values.studentId}
            onValueChange={(v) => set('studentId', v)}
            choices={students.map((s) => ({ value: s.id, label: s.name }))}
          />
        </FormField>
      ) : null}
      <SampleFormStatus formError={form.formError} uploading={uploads.uploading} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={saving || uploads.uploading}>
          {m.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
