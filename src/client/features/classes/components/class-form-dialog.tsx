import { emojiForTitle } from '@shared/domain/class-emoji';
import { formatWeekdays } from '@shared/domain/class-schedule';
import { isCoreSubject } from '@shared/domain/core-subjects';
import { classMessages } from '@shared/messages/classes';
import { currentYear, nonSchoolWeekdays } from '@shared/domain/school-year';
import { schoolYearMessages } from '@shared/messages/school-years';
import { studentMessages } from '@shared/messages/students';
import { classInputSchema, type ClassDto, type ClassInput } from '@shared/schemas/classes';
import type { SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { ChildrenPicker } from '@client/components/children-picker';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { WeekdayPicker } from '@client/components/weekday-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { zodCheck } from '@client/lib/form-check';
import { useMe } from '@client/lib/session';
import { useToday } from '@client/lib/use-today';
import { useZodForm } from '@client/lib/use-zod-form';
import { useCreateClass, useUpdateClass } from '@client/api/classes';
import { useSchoolYears } from '@client/api/school-years';
import { ClassPlaceFields, placeInput, placeState, type ClassPlaceState } from './class-place-fields';
import { EmojiSelect } from './emoji-select';
import { TimeSelect } from './time-select';
import { ScheduleField, type ScheduleKind } from './schedule-field';

/** The school year select's value for 'None' (a select item cannot have an empty value). */
const NO_YEAR = 'none';

interface FormState extends ClassPlaceState {
  title: string;
  description: string;
  emoji: string | null;
  teacherPlatform: string;
  /** The subject its hours count under (records); empty: the title. */
  subject: string;
  /** 'Core subject': follows the subject (or title) until the box is changed by hand. */
  core: boolean;
  coreTouched: boolean;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  /** The enrolled children; only asked (and sent) when the family has two or more. */
  studentIds: string[];
  askChildren: boolean;
  /** The school year's id, or NO_YEAR. */
  schoolYearId: string;
  /** A weekly plan or a loop, and a loop's items per day (ADR 041). */
  scheduleKind: ScheduleKind;
  loopPerDay: number;
}

function initialState(
  students: readonly Student[],
  years: readonly SchoolYear[],
  today: string,
  cls?: ClassDto,
): FormState {
  return {
    title: cls?.title ?? '',
    description: cls?.description ?? '',
    emoji: cls ? (cls.emoji === emojiForTitle(cls.title) ? null : cls.emoji) : null,
    teacherPlatform: cls?.teacherPlatform ?? '',
    subject: cls?.subject ?? '',
    core: cls?.core ?? false,
    coreTouched: cls !== undefined,
    daysOfWeek: cls?.daysOfWeek ?? [],
    startTime: cls?.startTime ?? '09:00',
    endTime: cls?.endTime ?? '10:00',
    startDate: cls?.startDate ?? '',
    endDate: cls?.endDate ?? '',
    // A new class starts with every child ticked (what the server does when none are named).
    studentIds: cls?.studentIds ?? students.map((s) => s.id),
    askChildren: students.length >= 2,
    // A new class belongs to the current school year when there is one.
    schoolYearId: (cls ? cls.schoolYearId : currentYear(years, today)?.id) ?? NO_YEAR,
    ...placeState(cls),
    scheduleKind: cls?.scheduleKind ?? 'weekly',
    loopPerDay: cls?.loopPerDay ?? 1,
  };
}

/** The box as shown: ticked for a core subject (or title) until changed by hand. */
const coreOf = (form: FormState) =>
  form.coreTouched ? form.core : isCoreSubject(form.subject || form.title);

const check = zodCheck(classInputSchema, (form: FormState): ClassInput => ({
  title: form.title,
  description: form.description,
  emoji: form.emoji ?? emojiForTitle(form.title),
  teacherPlatform: form.teacherPlatform,
  subject: form.subject,
  core: coreOf(form),
  daysOfWeek: form.daysOfWeek,
  startTime: form.startTime,
  endTime: form.endTime,
  startDate: form.startDate || null,
  endDate: form.endDate || null,
  // With one child the class enrols that child: left out, the server enrols every child (and a PATCH keeps them).
  studentIds: form.askChildren ? form.studentIds : undefined,
  schoolYearId: form.schoolYearId === NO_YEAR ? null : form.schoolYearId,
  ...placeInput(form),
  scheduleKind: form.scheduleKind,
  loopPerDay: form.loopPerDay,
}));

/** Add Class (no `cls`) or Edit Class. The same schema as the server checks the form first. */
export function ClassFormDialog({
  cls,
  open,
  onOpenChange,
}: {
  cls?: ClassDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The school years load with the page, so the form opens with them (and a new class in the current year).
  const years = useSchoolYears();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {open && years.isPending ? (
          <div className="flex justify-center p-8">
            <DialogTitle className="sr-only">{cls ? 'Edit Class' : 'Add Class'}</DialogTitle>
            <Spinner className="size-6" />
          </div>
        ) : open ? (
          <ClassForm
            key={cls?.id ?? 'new'}
            cls={cls}
            years={years.data ?? []}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ClassForm({
  cls,
  years,
  onDone,
}: {
  cls?: ClassDto;
  years: readonly SchoolYear[];
  onDone: () => void;
}) {
  const students = useMe().data?.students ?? [];
  const today = useToday();
  // The server's rule first: a class of a school year meets on its school days only.
  const checkWithYear = (state: FormState) => {
    const result = check(state);
    const year = years.find((y) => y.id === state.schoolYearId);
    const off = year ? nonSchoolWeekdays(state.daysOfWeek, year.weekdays) : [];
    if (result.kind !== 'ok' || !year || off.length === 0) return result;
    return {
      kind: 'invalid' as const,
      errors: { daysOfWeek: schoolYearMessages.notSchoolDays(off, year.name) },
    };
  };
  const form = useZodForm({ initial: () => initialState(students, years, today, cls), check: checkWithYear });
  const { values, errors, set } = form;
  const create = useCreateClass();
  const update = useUpdateClass();
  const pending = create.isPending || update.isPending;
  const suggested = emojiForTitle(values.title);
  const chosenYear = years.find((y) => y.id === values.schoolYearId);

  const onStartTime = (startTime: string) =>
    form.setValues((f) => {
      if (f.endTime > startTime) return { ...f, startTime };
      const [h = 0, m = 0] = startTime.split(':').map(Number);
      const next = Math.min(h * 60 + m + 60, 22 * 60 + 30);
      return {
        ...f,
        startTime,
        endTime: `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`,
      };
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
          {cls
            ? 'Change the class details and schedule.'
            : 'Add a class with its weekly schedule. With start and end dates, it is added to your calendar.'}
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
        <Textarea
          maxLength={1000}
          rows={2}
          placeholder="What will you cover?"
          {...form.bind('description')}
        />
      </FormField>

      <FormField id="teacherPlatform" label="Teacher / platform (optional)" error={errors.teacherPlatform}>
        <Input maxLength={100} placeholder="e.g. Mom, Khan Academy" {...form.bind('teacherPlatform')} />
      </FormField>

      <ClassPlaceFields form={form} askTogether={values.askChildren} />

      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id="subject"
          label={`${classMessages.subjectField} (optional)`}
          error={errors.subject}
          hint={classMessages.subjectHint}
        >
          <Input maxLength={100} placeholder="e.g. Math" {...form.bind('subject')} />
        </FormField>
        <div className="flex min-h-11 items-center gap-2 sm:mb-6">
          <Checkbox
            id="core"
            checked={coreOf(values)}
            onCheckedChange={(v) => form.setValues((f) => ({ ...f, core: v === true, coreTouched: true }))}
            aria-describedby="core-hint"
          />
          <Label htmlFor="core">{classMessages.coreField}</Label>
        </div>
      </div>
      <p id="core-hint" className="-mt-2 text-xs text-muted-foreground">
        {classMessages.coreHint}
      </p>

      {values.askChildren ? (
        <ChildrenPicker
          id="class-children"
          legend={studentMessages.classChildren}
          hint={studentMessages.classChildrenHint}
          students={students}
          value={values.studentIds}
          onChange={(ids) => set('studentIds', ids)}
          error={errors.studentIds}
        />
      ) : null}

      <FormField
        id="schoolYear"
        label={schoolYearMessages.classYearLabel}
        error={errors.schoolYearId}
        hint={chosenYear ? schoolYearMessages.classYearHint(formatWeekdays(chosenYear.weekdays)) : undefined}
      >
        <Select value={values.schoolYearId} onValueChange={(v) => set('schoolYearId', v)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_YEAR}>{schoolYearMessages.classYearNone}</SelectItem>
            {years.map((y) => (
              <SelectItem key={y.id} value={y.id}>
                {y.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>

      <WeekdayPicker
        value={values.daysOfWeek}
        onChange={(d) => set('daysOfWeek', d)}
        error={errors.daysOfWeek}
      />

      <ScheduleField
        kind={values.scheduleKind}
        perDay={values.loopPerDay}
        onKind={(v) => set('scheduleKind', v)}
        onPerDay={(v) => set('loopPerDay', v)}
        errors={errors}
      />

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
      <p className="-mt-2 text-xs text-muted-foreground">
        With both dates set, each class day is added to your calendar.
      </p>

      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? 'Saving...' : cls ? 'Save Changes' : 'Add Class'}
        onCancel={onDone}
      />
    </form>
  );
}
