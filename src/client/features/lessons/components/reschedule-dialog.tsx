import { rescheduleMessages as msg } from '@shared/messages/reschedule';
import type { LessonDto } from '@shared/schemas/lessons';
import { lessonPinBodySchema, lessonShiftBodySchema, MAX_PUSH_DAYS } from '@shared/schemas/reschedule';
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
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { useReschedule } from '@client/api/reschedule';
import { planDay } from '../plan-day';

/** What the dialog asks for: how far to push a lesson, or the day to pin it to. */
export interface RescheduleTarget {
  kind: 'push' | 'pin';
  lesson: LessonDto;
}

/** "Push from here…" (class days, 1–60) or "Pin to a date…" (a date from today on), with Undo in the toast (ADR 043). */
export function RescheduleDialog({
  target,
  today,
  open,
  onOpenChange,
}: {
  target: RescheduleTarget | null;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const done = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && target ? (
          target.kind === 'push' ? (
            <PushForm key={target.lesson.id} lesson={target.lesson} onDone={done} />
          ) : (
            <PinForm key={target.lesson.id} lesson={target.lesson} today={today} onDone={done} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const pushCheck = zodCheck(lessonShiftBodySchema, (form: { days: string }) => ({
  days: form.days.trim() === '' ? NaN : Number(form.days),
}));

function PushForm({ lesson, onDone }: { lesson: LessonDto; onDone: () => void }) {
  const form = useZodForm({ initial: { days: String(lesson.shiftDays ?? 1) }, check: pushCheck });
  const reschedule = useReschedule();
  return (
    <form
      onSubmit={form.handleSubmit(({ data }) =>
        reschedule.mutate(
          { kind: 'shift', lessonId: lesson.id, days: data.days },
          { onSuccess: onDone, onError: form.showServerErrors },
        ),
      )}
      noValidate
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>{msg.pushTitle}</DialogTitle>
        <DialogDescription className="wrap-anywhere">{msg.pushText(lesson.title)}</DialogDescription>
      </DialogHeader>
      <FormField
        id="push-days"
        label={msg.pushDaysLabel}
        error={form.errors.days}
        hint={lesson.shiftDays ? msg.pushHintAgain(lesson.shiftDays) : msg.pushHint(MAX_PUSH_DAYS)}
      >
        <NumberInput
          min={1}
          max={MAX_PUSH_DAYS}
          step={1}
          value={form.values.days}
          onValueChange={(v) => form.set('days', v)}
        />
      </FormField>
      <FormDialogFooter pending={reschedule.isPending} submitLabel={msg.pushSubmit} onCancel={onDone} />
    </form>
  );
}

const pinCheck = zodCheck(lessonPinBodySchema, (form: { date: string }) => ({ date: form.date }));

function PinForm({ lesson, today, onDone }: { lesson: LessonDto; today: string; onDone: () => void }) {
  const form = useZodForm({ initial: { date: lesson.pinnedDate ?? '' }, check: pinCheck });
  const reschedule = useReschedule();
  return (
    <form
      onSubmit={form.handleSubmit(({ data }) =>
        reschedule.mutate(
          { kind: 'pin', lessonId: lesson.id, date: data.date, label: planDay(data.date, today) },
          { onSuccess: onDone, onError: form.showServerErrors },
        ),
      )}
      noValidate
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>{msg.pinTitle}</DialogTitle>
        <DialogDescription className="wrap-anywhere">{msg.pinText(lesson.title)}</DialogDescription>
      </DialogHeader>
      <FormField id="pin-date" label={msg.pinDateLabel} error={form.errors.date} hint={msg.pinHint}>
        <Input type="date" min={today} {...form.bind('date')} />
      </FormField>
      <FormDialogFooter pending={reschedule.isPending} submitLabel={msg.pinSubmit} onCancel={onDone} />
    </form>
  );
}
