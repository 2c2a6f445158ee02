import { useDeferredValue } from 'react';
import { expandPattern, pastedLessons, type Expansion } from '@shared/domain/lesson-pattern';
import { lessonMessages as msg } from '@shared/messages/lessons';
import { MAX_PASTE_LENGTH } from '@shared/domain/form-limits';
import type { LessonLinesInput, LessonPatternInput } from '@shared/schemas/lessons';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { NumberInput } from '@client/components/number-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { zodCheck, type FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useAddLessons } from '@client/api/lessons';
import { typedMinutes } from './lesson-form-dialog';
import type * as lessonsSchemas from '@shared/schemas/lessons';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const lessonLinesInputSchema = lazySchema<typeof lessonsSchemas.lessonLinesInputSchema>(() =>
  import('@shared/schemas/lessons').then((m) => m.lessonLinesInputSchema),
);
const lessonPatternInputSchema = lazySchema<typeof lessonsSchemas.lessonPatternInputSchema>(() =>
  import('@shared/schemas/lessons').then((m) => m.lessonPatternInputSchema),
);

/** 'Add many' (a pattern with one range) or 'Paste a list' (one lesson per line). */
export type BulkKind = 'pattern' | 'lines';

interface FormState {
  text: string;
  minutes: string;
}

const checks = {
  pattern: zodCheck(lessonPatternInputSchema, (f: FormState): LessonPatternInput => ({
    pattern: f.text,
    minutes: typedMinutes(f.minutes),
  })),
  lines: zodCheck(lessonLinesInputSchema, (f: FormState): LessonLinesInput => ({
    lines: f.text,
    minutes: typedMinutes(f.minutes),
  })),
};

/** The kind's check, its text field's message under the form's one text field. */
const checkFor =
  (kind: BulkKind) =>
  (f: FormState): FormCheck<{ input: LessonPatternInput | LessonLinesInput }, keyof FormState> => {
    const result = checks[kind](f);
    if (result.kind !== 'invalid') return result;
    const errors = result.errors as Partial<Record<'pattern' | 'lines' | 'minutes', string>>;
    return { kind: 'invalid', errors: { text: errors[kind], minutes: errors.minutes } };
  };

/** How many titles the preview lists before '… and N more'. */
const PREVIEW_TITLES = 5;

export function BulkAddDialog({
  kind,
  classId,
  classMinutes,
  onOpenChange,
}: {
  /** The dialog shown; null: closed. */
  kind: BulkKind | null;
  classId: string;
  classMinutes: number;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={kind !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {kind ? (
          <BulkAddForm
            key={kind}
            kind={kind}
            classId={classId}
            classMinutes={classMinutes}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BulkAddForm({
  kind,
  classId,
  classMinutes,
  onDone,
}: {
  kind: BulkKind;
  classId: string;
  classMinutes: number;
  onDone: () => void;
}) {
  const form = useZodForm({
    initial: { text: '', minutes: '' },
    check: checkFor(kind),
    clearErrorOnChange: true,
  });
  const add = useAddLessons(classId);
  // The preview follows the typing without holding it up (a long paste is split at idle time).
  const text = useDeferredValue(form.values.text);
  const preview: Expansion | null =
    text.trim() === '' ? null : kind === 'pattern' ? expandPattern(text) : pastedLessons(text);
  const count = preview?.ok ? preview.titles.length : 0;
  const { errors } = form;

  const onValid = ({ input }: { input: LessonPatternInput | LessonLinesInput }) =>
    add.mutate(input, { onSuccess: onDone, onError: form.showServerErrors });

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{kind === 'pattern' ? msg.manyTitle : msg.pasteTitle}</DialogTitle>
        <DialogDescription>
          {kind === 'pattern' ? msg.manyDescription : msg.pasteDescription}
        </DialogDescription>
      </DialogHeader>
      {kind === 'pattern' ? (
        <FormField id="lesson-pattern" label={msg.patternLabel} error={errors.text}>
          <Input maxLength={1000} placeholder="Lesson {1-36}" autoComplete="off" {...form.bind('text')} />
        </FormField>
      ) : (
        <FormField id="lesson-lines" label={msg.linesLabel} error={errors.text}>
          <Textarea
            maxLength={MAX_PASTE_LENGTH}
            rows={8}
            placeholder={'Place value\nAdding with carrying\nSubtracting with borrowing'}
            {...form.bind('text')}
          />
        </FormField>
      )}
      <FormField
        id="lessons-minutes"
        label={msg.minutesLabel}
        error={errors.minutes}
        hint={msg.minutesHint(classMinutes)}
      >
        <NumberInput
          min={1}
          max={1440}
          step={1}
          placeholder={String(classMinutes)}
          value={form.values.minutes}
          onValueChange={(v) => form.set('minutes', v)}
          className="w-32"
        />
      </FormField>
      <Preview preview={preview} />
      <FormDialogFooter
        pending={add.isPending}
        submitLabel={add.isPending ? msg.saving : msg.addSubmit(count)}
        onCancel={onDone}
      />
    </form>
  );
}

/** The live preview: the count and the first few titles, or why the text makes no lessons. */
function Preview({ preview }: { preview: Expansion | null }) {
  if (!preview) return null;
  return (
    <section
      aria-label={msg.previewLabel}
      aria-live="polite"
      className="rounded-lg border bg-muted/40 p-3 text-sm"
    >
      {preview.ok ? (
        <>
          <p className="font-semibold">{msg.lessonCount(preview.titles.length)}</p>
          <ol className="mt-1 grid grid-cols-1 gap-0.5 text-muted-foreground">
            {preview.titles.slice(0, PREVIEW_TITLES).map((title, i) => (
              <li key={i} className="truncate">
                {title}
              </li>
            ))}
            {preview.titles.length > PREVIEW_TITLES ? (
              <li>{msg.previewMore(preview.titles.length - PREVIEW_TITLES)}</li>
            ) : null}
          </ol>
        </>
      ) : (
        <p className="text-destructive">{preview.message}</p>
      )}
    </section>
  );
}
