import { useState, type FormEvent } from 'react';
import type { IsoDate } from '../../../../shared/domain/dates';
import { eventInputSchema, type CalendarEvent, type EventInput } from '../../../../shared/schemas/calendar';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useClassChoices } from '../../../api/classes';
import { useCreateEvent, useUpdateEvent } from '../../../api/events';

const NO_CLASS = 'none';

interface FormState {
  title: string;
  date: string;
  time: string;
  description: string;
  classId: string;
}
type Field = keyof FormState;

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
        {open ? <EventForm key={event?.id ?? defaultDate} event={event} defaultDate={defaultDate} bounds={bounds} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ event, defaultDate, bounds, onDone }: { event?: CalendarEvent; defaultDate: IsoDate; bounds: { from: IsoDate; to: IsoDate }; onDone: () => void }) {
  const [form, setForm] = useState<FormState>({
    title: event?.title ?? '',
    date: event?.date ?? defaultDate,
    time: event?.time ?? '',
    description: event?.description ?? '',
    classId: event?.classId ?? NO_CLASS,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const classes = useClassChoices(true);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input: EventInput = {
      title: form.title,
      date: form.date,
      time: form.time || null,
      description: form.description,
      classId: form.classId === NO_CLASS ? null : form.classId,
    };
    const parsed = eventInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (err: Error) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
    };
    if (event) update.mutate({ id: event.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{event ? 'Edit Event' : 'Add Event'}</DialogTitle>
        <DialogDescription>{event ? 'Change the event details.' : 'Add a lesson, field trip or activity to your calendar.'}</DialogDescription>
      </DialogHeader>
      <FormField id="event-title" label="Title" error={errors.title}>
        <Input
          id="event-title"
          value={form.title}
          maxLength={200}
          placeholder="e.g. Museum field trip"
          aria-invalid={!!errors.title}
          aria-describedby={errors.title ? 'event-title-error' : undefined}
          onChange={(e) => set('title')(e.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-date" label="Date" error={errors.date}>
          <Input
            id="event-date"
            type="date"
            value={form.date}
            min={bounds.from}
            max={bounds.to}
            aria-invalid={!!errors.date}
            aria-describedby={errors.date ? 'event-date-error' : undefined}
            onChange={(e) => set('date')(e.target.value)}
          />
        </FormField>
        <FormField id="event-time" label="Time (optional)" error={errors.time}>
          <Input
            id="event-time"
            type="time"
            value={form.time}
            aria-invalid={!!errors.time}
            aria-describedby={errors.time ? 'event-time-error' : undefined}
            onChange={(e) => set('time')(e.target.value)}
          />
        </FormField>
      </div>
      <FormField id="event-description" label="Description (optional)" error={errors.description}>
        <Textarea id="event-description" rows={3} maxLength={2000} value={form.description} onChange={(e) => set('description')(e.target.value)} />
      </FormField>
      <FormField id="event-class" label="Class (optional)" error={errors.classId}>
        <Select value={form.classId} onValueChange={set('classId')}>
          <SelectTrigger id="event-class">
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : event ? 'Save Changes' : 'Add Event'}
        </Button>
      </DialogFooter>
    </form>
  );
}
