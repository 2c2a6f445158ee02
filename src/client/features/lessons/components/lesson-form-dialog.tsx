import { MAX_LESSON_TITLE } from '../../../../shared/domain/lesson-pattern';
import { lessonMessages as msg } from '../../../../shared/messages/lessons';
import {
  lessonInputSchema,
  MAX_LESSON_NOTES,
  type LessonDto,
  type LessonInput,
} from '../../../../shared/schemas/lessons';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { FormField } from '../../../components/form-field';
import { NumberInput } from '../../../components/number-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { zodCheck } from '../../../lib/form-check';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddLessons, useUpdateLesson } from '../../../api/lessons';

interface FormState {
  title: string;
  notes: string;
  /** As typed; empty: the class's minutes. */
  minutes: string;
}

/** The typed minutes as the schema reads them: empty → null (the class's), anything else a number (NaN is refused). */
export const typedMinutes = (text: string) => (text.trim() === '' ? null : Number(text));

const check = zodCheck(lessonInputSchema, (form: FormState): LessonInput => ({
  title: form.title,
  notes: form.notes,
  minutes: typedMinutes(form.minutes),
}));

/** Add lesson (no `lesson`) or Edit lesson, checked with the server's schema first. */
export function LessonFormDialog({
  classId,
  classMinutes,
  lesson,
  open,
  onOpenChange,
}: {
  classId: string;
  classMinutes: number;
  lesson?: LessonDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <LessonForm
            key={lesson?.id ?? 'new'}
            classId={classId}
            classMinutes={classMinutes}
            lesson={lesson}
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
  lesson,
  onDone,
}: {
  classId: string;
  classMinutes: number;
  lesson?: LessonDto;
  onDone: () => void;
}) {
  const form = useZodForm({
    initial: (): FormState => ({
      title: lesson?.title ?? '',
      notes: lesson?.notes ?? '',
      minutes: lesson ? String(lesson.minutes) : '',
    }),
    check,
  });
  const add = useAddLessons(classId);
  const update = useUpdateLesson();
  const pending = add.isPending || update.isPending;
  const { errors } = form;

  const onValid = ({ data }: { data: { title: string; notes: string | null; minutes: number | null } }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (lesson)
      update.mutate(
        {
          id: lesson.id,
          patch: { title: data.title, notes: data.notes, minutes: data.minutes ?? classMinutes },
        },
        options,
      );
    else add.mutate({ title: data.title, notes: data.notes, minutes: data.minutes }, options);
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
          className="w-32"
        />
      </FormField>
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
