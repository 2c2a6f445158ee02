import { emojiForTitle } from '../../../../shared/domain/class-emoji';
import { classInputSchema, type ClassDto, type ClassInput } from '../../../../shared/schemas/classes';
import type { Student } from '../../../../shared/schemas/students';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { FormField } from '../../../components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { zodCheck } from '../../../lib/form-check';
import { useMe } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateClass, useUpdateClass } from '../../../api/classes';
import { ClassChildrenPicker } from './class-children-picker';
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
  /** The enrolled children; only asked (and sent) when the family has two or more. */
  studentIds: string[];
  askChildren: boolean;
}

function initialState(students: readonly Student[], cls?: ClassDto): FormState {
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
    // A new class starts with every child ticked (what the server does when none are named).
    studentIds: cls?.studentIds ?? students.map((s) => s.id),
    askChildren: students.length >= 2,
  };
}

const check = zodCheck(
  classInputSchema,
  (form: FormState): ClassInput => ({
    title: form.title,
    description: form.description,
    emoji: form.emoji ?? emojiForTitle(form.title),
    teacherPlatform: form.teacherPlatform,
    daysOfWeek: form.daysOfWeek,
    startTime: form.startTime,
    endTime: form.endTime,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    // With one child the class enrols that child: left out, the server enrols every child (and a PATCH keeps them).
    studentIds: form.askChildren ? form.studentIds : undefined,
  }),
);

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
  const students = useMe().data?.students ?? [];
  const form = useZodForm({ initial: () => initialState(students, cls), check });
  const { values, errors, set } = form;
  const create = useCreateClass();
  const update = useUpdateClass();
  const pending = create.isPending || update.isPending;
  const suggested = emojiForTitle(values.title);

  const onStartTime = (startTime: string) =>
    form.setValues((f) => {
      if (f.endTime > startTime) return { ...f, startTime };
      const [h = 0, m = 0] = startTime.split(':').map(Number);
      const next = Math.min(h * 60 + m + 60, 22 * 60 + 30);
      return { ...f, startTime, endTime: `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}` };
    });

  const onValid = ({ input }: { input: ClassInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (cls) update.mutate({ id: cls.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{cls ? 'Edit Class' : 'Add Class'}</DialogTitle>
        <DialogDescription>
          {cls ? 'Change the class details and schedule.' : 'Add a class with its weekly schedule. With start and end dates, it is added to your calendar.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <FormField id="title" label="Class title" error={errors.title}>
          <Input maxLength={100} placeholder="e.g. Math" {...form.bind('title')} />
        </FormField>
        <FormField id="emoji" label="Emoji">
          <EmojiSelect value={values.emoji} suggested={suggested} onChange={(v) => set('emoji', v)} />
        </FormField>
      </div>

      <FormField id="description" label="Description (optional)" error={errors.description}>
        <Textarea maxLength={1000} rows={2} placeholder="What will you cover?" {...form.bind('description')} />
      </FormField>

      <FormField id="teacherPlatform" label="Teacher / platform (optional)" error={errors.teacherPlatform}>
        <Input maxLength={100} placeholder="e.g. Mom, Khan Academy" {...form.bind('teacherPlatform')} />
      </FormField>

      {values.askChildren ? (
        <ClassChildrenPicker students={students} value={values.studentIds} onChange={(ids) => set('studentIds', ids)} error={errors.studentIds} />
      ) : null}

      <WeekdayPicker value={values.daysOfWeek} onChange={(d) => set('daysOfWeek', d)} error={errors.daysOfWeek} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="startTime" label="Start time" error={errors.startTime}>
          <TimeSelect value={values.startTime} onChange={onStartTime} />
        </FormField>
        <FormField id="endTime" label="End time" error={errors.endTime}>
          <TimeSelect value={values.endTime} after={values.startTime} onChange={(v) => set('endTime', v)} />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="startDate" label="Start date (optional)" error={errors.startDate}>
          <Input type="date" {...form.bind('startDate')} />
        </FormField>
        <FormField id="endDate" label="End date (optional)" error={errors.endDate}>
          <Input type="date" min={values.startDate || undefined} {...form.bind('endDate')} />
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">With both dates set, each class day is added to your calendar.</p>

      <FormDialogFooter pending={pending} submitLabel={pending ? 'Saving...' : cls ? 'Save Changes' : 'Add Class'} onCancel={onDone} />
    </form>
  );
}

