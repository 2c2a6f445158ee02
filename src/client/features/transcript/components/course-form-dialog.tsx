import {
  COURSE_LEVEL_LABELS,
  COURSE_LEVELS,
  TRANSCRIPT_GRADE_LEVELS,
  type CourseLevel,
} from '@shared/domain/gpa';
import { transcriptMessages as m } from '@shared/messages/transcript';
import { MAX_COURSE_TITLE, MAX_YEAR_LABEL } from '@shared/domain/form-limits';
import type { CourseInput, TranscriptCourse } from '@shared/schemas/transcript';
import { useClassChoices } from '@client/api/classes';
import { useAddCourse, useUpdateCourse } from '@client/api/transcript';
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
import { NativeSelect } from '@client/components/ui/native-select';
import { ClassOptions, classIdOf, NO_CLASS } from '@client/components/class-options';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as transcriptSchemas from '@shared/schemas/transcript';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const courseInputSchema = lazySchema<typeof transcriptSchemas.courseInputSchema>(() =>
  import('@shared/schemas/transcript').then((m) => m.courseInputSchema),
);

type Passed = 'yes' | 'no' | 'pending';

interface FormState {
  title: string;
  yearLabel: string;
  gradeLevel: string;
  classId: string;
  level: CourseLevel;
  credits: string;
  finalPercent: string;
  passed: Passed;
}

/** A school year's label from today: '2026–2027' from August on, else '2025–2026'. */
function currentYearLabel(): string {
  const now = new Date();
  const start = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}–${start + 1}`;
}

function initialState(
  item: TranscriptCourse | undefined,
  last: { yearLabel: string; gradeLevel: number } | undefined,
): FormState {
  return {
    title: item?.title ?? '',
    yearLabel: item?.yearLabel ?? last?.yearLabel ?? currentYearLabel(),
    gradeLevel: String(item?.gradeLevel ?? last?.gradeLevel ?? 9),
    classId: item?.classId ?? NO_CLASS,
    level: item?.level ?? 'regular',
    credits: item?.creditsEntered != null ? String(item.creditsEntered) : item ? '' : '1',
    finalPercent: item?.finalPercent != null ? String(item.finalPercent) : '',
    passed: item?.passed == null ? 'pending' : item.passed ? 'yes' : 'no',
  };
}

const number = (text: string): number | null => (text.trim() === '' ? null : Number(text));

const toInput = (f: FormState): CourseInput => ({
  title: f.title,
  yearLabel: f.yearLabel,
  gradeLevel: Number(f.gradeLevel),
  classId: classIdOf(f.classId),
  level: f.level,
  credits: number(f.credits),
  finalPercent: f.level === 'pass_fail' ? null : number(f.finalPercent),
  passed: f.level === 'pass_fail' ? (f.passed === 'pending' ? null : f.passed === 'yes') : null,
});

const check = zodCheck(courseInputSchema, toInput);

/** Add a course (no `item`) or edit one. */
export function CourseFormDialog({
  studentId,
  item,
  last,
  hoursPerCredit,
  open,
  onOpenChange,
}: {
  studentId: string;
  item?: TranscriptCourse;
  /** The last course's year and grade, which a new course starts from. */
  last?: { yearLabel: string; gradeLevel: number };
  hoursPerCredit: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? (
          <CourseForm
            key={item?.id ?? 'new'}
            studentId={studentId}
            item={item}
            last={last}
            hoursPerCredit={hoursPerCredit}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CourseForm({
  studentId,
  item,
  last,
  hoursPerCredit,
  onDone,
}: {
  studentId: string;
  item?: TranscriptCourse;
  last?: { yearLabel: string; gradeLevel: number };
  hoursPerCredit: number;
  onDone: () => void;
}) {
  const form = useZodForm({ initial: () => initialState(item, last), check, clearErrorOnChange: true });
  const { values, errors, set } = form;
  const classes = useClassChoices(true);
  const add = useAddCourse(studentId);
  const update = useUpdateCourse(studentId);
  const pending = add.isPending || update.isPending;

  const onValid = ({ input }: { input: CourseInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (item) update.mutate({ id: item.id, patch: { ...input, classId: input.classId ?? null } }, options);
    else add.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">{item ? m.editCourseTitle : m.addCourseTitle}</DialogTitle>
        <DialogDescription>{m.linkedClassHint}</DialogDescription>
      </DialogHeader>

      <FormField id="course-title" label={m.title} error={errors.title}>
        <Input autoComplete="off" maxLength={MAX_COURSE_TITLE} {...form.bind('title')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="course-year" label={m.yearLabel} error={errors.yearLabel} hint={m.yearLabelHint}>
          <Input autoComplete="off" maxLength={MAX_YEAR_LABEL} {...form.bind('yearLabel')} />
        </FormField>
        <FormField id="course-grade" label={m.gradeLevel} error={errors.gradeLevel}>
          <NativeSelect value={values.gradeLevel} onValueChange={(v) => set('gradeLevel', v)}>
            {TRANSCRIPT_GRADE_LEVELS.map((g) => (
              <option key={g} value={String(g)}>
                {m.gradeLabel(g)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="course-level" label={m.level} error={errors.level}>
          <NativeSelect value={values.level} onValueChange={(v) => set('level', v as CourseLevel)}>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {COURSE_LEVEL_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="course-class" label={m.linkedClass} error={errors.classId}>
          <NativeSelect value={values.classId} onValueChange={(v) => set('classId', v)}>
            <ClassOptions classes={classes.data} noneLabel={m.noClass} />
          </NativeSelect>
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="course-credits"
          label={m.credits}
          error={errors.credits}
          hint={m.creditsHint(hoursPerCredit)}
        >
          <NumberInput
            decimal
            min={0.5}
            max={10}
            step={0.5}
            value={values.credits}
            onValueChange={(v) => set('credits', v)}
          />
        </FormField>
        {values.level === 'pass_fail' ? (
          <FormField id="course-passed" label={m.passed} error={errors.passed}>
            <NativeSelect value={values.passed} onValueChange={(v) => set('passed', v as Passed)}>
              <option value="pending">{m.passedPending}</option>
              <option value="yes">{m.passedYes}</option>
              <option value="no">{m.passedNo}</option>
            </NativeSelect>
          </FormField>
        ) : (
          <FormField
            id="course-percent"
            label={m.finalPercent}
            error={errors.finalPercent}
            hint={m.finalPercentHint}
          >
            <NumberInput
              decimal
              min={0}
              max={100}
              step={0.1}
              value={values.finalPercent}
              onValueChange={(v) => set('finalPercent', v)}
            />
          </FormField>
        )}
      </div>

      <FormDialogFooter pending={pending} submitLabel={item ? m.save : m.addCourse} onCancel={onDone} />
    </form>
  );
}
