import { MAX_LESSON_TITLE } from '@shared/domain/lesson-pattern';
import { lessonMessages as msg } from '@shared/messages/lessons';
import { MAX_LESSON_NOTES } from '@shared/domain/lesson-pattern';
import type { LessonDto, LessonInput } from '@shared/schemas/lessons';
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
import { useAddLessons, useUpdateLesson } from '@client/api/lessons';
import type * as lessonsSchemas from '@shared/schemas/lessons';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const lessonInputSchema = lazySchema<typeof lessonsSchemas.lessonInputSchema>(() =>
  import('@shared/schemas/lessons').then((m) => m.lessonInputSchema),
);

interface FormState {
  title: string;
  notes: string;
  /** As typed; empty: the class's minutes. */
  minutes: string;
  /** As typed: the lesson's number in the plan (editing only). */
  position: string;
}

interface Payload {
  title: string;
  notes: string | null;
  minutes: number | null;
  position: number;
}

/** The typed minutes as the schema reads them: empty → null (the class's), anything else a number (NaN is refused). */
export const typedMinutes = (text: string) => (text.trim() === '' ? null : Number(text));

const fieldsCheck = zodCheck(lessonInputSchema, (form: FormState): LessonInput => ({
  title: form.title,
  notes: form.notes,
  minutes: typedMinutes(form.minutes),
}));

/** The server's schema for the fields, and, when editing, a position from 1 to the plan's length. */
const checkWithin =
  (total: number) =>
  (form: FormState): FormCheck<Payload, keyof FormState> => {
    const fields = fieldsCheck(form);
    const position = Number(form.position);
    const positionError =
      Number.isInteger(position) && position >= 1 && position <= total ? undefined : msg.positionRange(total);
    if (fields.kind === 'blank') return fields;
    if (fields.kind === 'invalid' || positionError)
      return {
        kind: 'invalid',
        errors: { ...(fields.kind === 'invalid' ? fields.errors : {}), position: positionError },
      };
    return { kind: 'ok', payload: { ...fields.payload.data, position } };
  };

/** Add lesson (no `lesson`) or Edit lesson (with its place in the plan), checked with the server's schema first. */
export function LessonFormDialog({
  classId,
  classMinutes,
  editing,
  total,
  onMove,
  open,
  onOpenChange,
}: {
  classId: string;
  classMinutes: number;
  /** The lesson edited and its number in the plan; left out: a new lesson. */
  editing?: { lesson: LessonDto; number: number };
  /** How many lessons the plan has. */
  total: number;
  /** Moves the edited lesson from its number to another. */
  onMove: (from: number, to: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <LessonForm
            key={editing?.lesson.id ?? 'new'}
            classId={classId}
            classMinutes={classMinutes}
            editing={editing}
            total={total}
            onMove={onMove}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LessonForm({
  classId,
  classMinutes,
  editing,
  total,
  onMove,
  onDone,
}: {
  classId: string;
  classMinutes: number;
  editing?: { lesson: LessonDto; number: number };
  total: number;
  onMove: (from: number, to: number) => void;
  onDone: () => void;
}) {
  const lesson = editing?.lesson;
  const form = useZodForm({
    initial: (): FormState => ({
      title: lesson?.title ?? '',
      notes: lesson?.notes ?? '',
      minutes: lesson ? String(lesson.minutes) : '',
      position: String(editing?.number ?? total + 1),
    }),
    // A new lesson goes last: its position is not asked.
    check: checkWithin(editing ? total : total + 1),
  });
  const add = useAddLessons(classId);
  const update = useUpdateLesson();
  const pending = add.isPending || update.isPending;
  const { errors } = form;

  const onValid = (data: Payload) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (!editing) {
      add.mutate({ title: data.title, notes: data.notes, minutes: data.minutes }, options);
      return;
    }
    const minutes = data.minutes ?? classMinutes;
    if (data.position !== editing.number) onMove(editing.number, data.position);
    const { lesson } = editing;
    if (data.title === lesson.title && data.notes === lesson.notes && minutes === lesson.minutes) onDone();
    else update.mutate({ id: lesson.id, patch: { title: data.title, notes: data.notes, minutes } }, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{lesson ? msg.editTitle : msg.addTitle}</DialogTitle>
        <DialogDescription>{lesson ? msg.editDescription : msg.addDescription}</DialogDescription>
      </DialogHeader>
      <FormField id="lesson-title" label={msg.titleLabel} error={errors.title}>
        <Input
          maxLength={MAX_LESSON_TITLE}
          placeholder="e.g. Lesson 1: Place value"
          {...form.bind('title')}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id="lesson-minutes"
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
          />
        </FormField>
        {editing ? (
          <FormField
            id="lesson-position"
            label={msg.positionLabel}
            error={errors.position}
            hint={msg.positionHint(total)}
          >
            <NumberInput
              min={1}
              max={total}
              step={1}
              value={form.values.position}
              onValueChange={(v) => form.set('position', v)}
            />
          </FormField>
        ) : null}
      </div>
      <FormField id="lesson-notes" label={msg.notesFieldLabel} error={errors.notes}>
        <Textarea
          maxLength={MAX_LESSON_NOTES}
          rows={3}
          placeholder="e.g. Workbook pages 4-6"
          {...form.bind('notes')}
        />
      </FormField>
      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? msg.saving : lesson ? msg.save : msg.addSubmit(1)}
        onCancel={onDone}
      />
    </form>
  );
}
