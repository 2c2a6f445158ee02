import { useState, type FormEvent } from 'react';
import { emojiForTitle } from '../../../../shared/domain/class-emoji';
import { classInputSchema, type ClassDto, type ClassInput } from '../../../../shared/schemas/classes';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useCreateClass, useUpdateClass } from '../../../api/classes';
import { EmojiSelect } from './emoji-select';
import { TimeSelect } from './time-select';
import { WeekdayPicker } from './weekday-picker';

interface FormState {
  title: string;
  description: string;
  emoji: string | null;
  teacherPlatform: string;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
}

type Field = keyof FormState;

function initialState(cls?: ClassDto): FormState {
  return {
    title: cls?.title ?? '',
    description: cls?.description ?? '',
    emoji: cls ? (cls.emoji === emojiForTitle(cls.title) ? null : cls.emoji) : null,
    teacherPlatform: cls?.teacherPlatform ?? '',
    daysOfWeek: cls?.daysOfWeek ?? [],
    startTime: cls?.startTime ?? '09:00',
    endTime: cls?.endTime ?? '10:00',
    startDate: cls?.startDate ?? '',
    endDate: cls?.endDate ?? '',
  };
}

/** Add Class (no `cls`) or Edit Class. The same schema as the server checks the form first. */
export function ClassFormDialog({ cls, open, onOpenChange }: { cls?: ClassDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {open ? <ClassForm key={cls?.id ?? 'new'} cls={cls} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ClassForm({ cls, onDone }: { cls?: ClassDto; onDone: () => void }) {
  const [form, setForm] = useState<FormState>(() => initialState(cls));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateClass();
  const update = useUpdateClass();
  const pending = create.isPending || update.isPending;
  const suggested = emojiForTitle(form.title);
  const set = <K extends Field>(field: K, value: FormState[K]) => setForm((f) => ({ ...f, [field]: value }));

  const onStartTime = (startTime: string) =>
    setForm((f) => {
      if (f.endTime > startTime) return { ...f, startTime };
      const [h = 0, m = 0] = startTime.split(':').map(Number);
      const next = Math.min(h * 60 + m + 60, 22 * 60 + 30);
      return { ...f, startTime, endTime: `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}` };
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input: ClassInput = {
      title: form.title,
      description: form.description,
      emoji: form.emoji ?? suggested,
      teacherPlatform: form.teacherPlatform,
      daysOfWeek: form.daysOfWeek,
      startTime: form.startTime,
      endTime: form.endTime,
      startDate: form.startDate || null,
      endDate: form.endDate || null,
    };
    const parsed = classInputSchema.safeParse(input);
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
    if (cls) update.mutate({ id: cls.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  };

  const described = (f: Field) => (errors[f] ? `${f}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{cls ? 'Edit Class' : 'Add Class'}</DialogTitle>
        <DialogDescription>
          {cls ? 'Change the class details and schedule.' : 'Add a class with its weekly schedule. With start and end dates, it is added to your calendar.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <FormField id="title" label="Class title" error={errors.title}>
          <Input
            id="title"
            value={form.title}
            maxLength={100}
            placeholder="e.g. Math"
            aria-invalid={!!errors.title}
            aria-describedby={described('title')}
            onChange={(e) => set('title', e.target.value)}
          />
        </FormField>
        <FormField id="emoji" label="Emoji">
          <EmojiSelect id="emoji" value={form.emoji} suggested={suggested} onChange={(v) => set('emoji', v)} />
        </FormField>
      </div>

      <FormField id="description" label="Description (optional)" error={errors.description}>
        <Textarea
          id="description"
          value={form.description}
          maxLength={1000}
          rows={2}
          placeholder="What will you cover?"
          aria-describedby={described('description')}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>

      <FormField id="teacherPlatform" label="Teacher / platform (optional)" error={errors.teacherPlatform}>
        <Input
          id="teacherPlatform"
          value={form.teacherPlatform}
          maxLength={100}
          placeholder="e.g. Mom, Khan Academy"
          onChange={(e) => set('teacherPlatform', e.target.value)}
        />
      </FormField>

      <WeekdayPicker value={form.daysOfWeek} onChange={(d) => set('daysOfWeek', d)} error={errors.daysOfWeek} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="startTime" label="Start time" error={errors.startTime}>
          <TimeSelect id="startTime" value={form.startTime} onChange={onStartTime} invalid={!!errors.startTime} />
        </FormField>
        <FormField id="endTime" label="End time" error={errors.endTime}>
          <TimeSelect id="endTime" value={form.endTime} after={form.startTime} onChange={(v) => set('endTime', v)} invalid={!!errors.endTime} />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="startDate" label="Start date (optional)" error={errors.startDate}>
          <Input
            id="startDate"
            type="date"
            value={form.startDate}
            aria-invalid={!!errors.startDate}
            aria-describedby={described('startDate')}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </FormField>
        <FormField id="endDate" label="End date (optional)" error={errors.endDate}>
          <Input
            id="endDate"
            type="date"
            value={form.endDate}
            min={form.startDate || undefined}
            aria-invalid={!!errors.endDate}
            aria-describedby={described('endDate')}
            onChange={(e) => set('endDate', e.target.value)}
          />
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">With both dates set, each class day is added to your calendar.</p>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : cls ? 'Save Changes' : 'Add Class'}
        </Button>
      </DialogFooter>
    </form>
  );
}

