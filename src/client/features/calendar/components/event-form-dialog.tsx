import type { IsoDate } from '@shared/domain/dates';
import { studentMessages } from '@shared/messages/students';
import { eventInputSchema, type CalendarEvent, type EventInput } from '@shared/schemas/calendar';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { zodCheck } from '@client/lib/form-check';
import { ChildAvatar } from '@client/components/child-avatar';
import { useMe } from '@client/lib/session';
import { useZodForm } from '@client/lib/use-zod-form';
import { useClassChoices } from '@client/api/classes';
import { useCreateEvent, useUpdateEvent } from '@client/api/events';
import { classIdOf, NO_CLASS } from '@client/components/class-options';

const WHOLE_FAMILY = 'family';

interface FormState {
  title: string;
  date: string;
  time: string;
  description: string;
  classId: string;
  /** A child's id, or the whole family. */
  studentId: string;
}

const check = zodCheck(eventInputSchema, (form: FormState): EventInput => ({
  title: form.title,
  date: form.date,
  time: form.time || null,
  description: form.description,
  classId: classIdOf(form.classId),
  studentId: form.studentId === WHOLE_FAMILY ? null : form.studentId,
}));

/** Add Event (with a default date) or Edit Event. */
export function EventFormDialog({
  event,
  defaultDate,
  bounds,
  open,
  onOpenChange,
}: {
  event?: CalendarEvent;
  defaultDate: IsoDate;
  bounds: { from: IsoDate; to: IsoDate };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <EventForm
            key={event?.id ?? defaultDate}
            event={event}
            defaultDate={defaultDate}
            bounds={bounds}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({
  event,
  defaultDate,
  bounds,
  onDone,
}: {
  event?: CalendarEvent;
  defaultDate: IsoDate;
  bounds: { from: IsoDate; to: IsoDate };
  onDone: () => void;
}) {
  const form = useZodForm({
    initial: (): FormState => ({
      title: event?.title ?? '',
      date: event?.date ?? defaultDate,
      time: event?.time ?? '',
      description: event?.description ?? '',
      classId: event?.classId ?? NO_CLASS,
      studentId: event?.studentId ?? WHOLE_FAMILY,
    }),
    check,
  });
  const { values, errors, set } = form;
  const classes = useClassChoices(true);
  const students = useMe().data?.students ?? [];
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;

  const onValid = ({ input }: { input: EventInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (event) update.mutate({ id: event.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{event ? 'Edit Event' : 'Add Event'}</DialogTitle>
        <DialogDescription>
          {event ? 'Change the event details.' : 'Add a lesson, field trip or activity to your calendar.'}
        </DialogDescription>
      </DialogHeader>
      <FormField id="event-title" label="Title" error={errors.title}>
        <Input maxLength={200} placeholder="e.g. Museum field trip" {...form.bind('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-date" label="Date" error={errors.date}>
          <Input type="date" min={bounds.from} max={bounds.to} {...form.bind('date')} />
        </FormField>
        <FormField id="event-time" label="Time (optional)" error={errors.time}>
          <Input type="time" {...form.bind('time')} />
        </FormField>
      </div>
      <FormField id="event-description" label="Description (optional)" error={errors.description}>
        <Textarea rows={3} maxLength={2000} {...form.bind('description')} />
      </FormField>
      {students.length >= 2 ? (
        <FormField id="event-for" label={studentMessages.eventFor} error={errors.studentId}>
          <Select value={values.studentId} onValueChange={(v) => set('studentId', v)}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={WHOLE_FAMILY}>{studentMessages.eventWholeFamily}</SelectItem>
              {students.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  <ChildAvatar student={s} size="sm" /> {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      <FormField id="event-class" label="Class (optional)" error={errors.classId}>
        <Select value={values.classId} onValueChange={(v) => set('classId', v)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            <SelectItem value={NO_CLASS}>No class</SelectItem>
            {(classes.data ?? []).map((c) => (
              <SelectItem key={c.id} value={c.id}>
                <span aria-hidden="true">{c.emoji}</span> {c.title}
              </SelectItem>
            ))}
            {event?.classId && event.class && !classes.data?.some((c) => c.id === event.classId) ? (
              <SelectItem value={event.classId}>{event.class.title}</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </FormField>
      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? 'Saving...' : event ? 'Save Changes' : 'Add Event'}
        onCancel={onDone}
      />
    </form>
  );
}
