import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { lessonMessages as msg } from '../../../../shared/messages/lessons';
import { copyClassSchema, type CopyClassInput, type LessonPlan } from '../../../../shared/schemas/lessons';
import type { Student } from '../../../../shared/schemas/students';
import { ChildAvatar } from '../../../components/child-avatar';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { FormField, FormFieldset } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { zodCheck } from '../../../lib/form-check';
import { useMe } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCopyClass } from '../../../api/lessons';

const SAME_YEAR = 'same';
const NO_YEAR = 'none';

interface FormState {
  studentIds: string[];
  /** SAME_YEAR, NO_YEAR or a year's id. */
  year: string;
  /** Only a family of two or more chooses the children (one child: the copy is that child's). */
  askChildren: boolean;
}

const check = zodCheck(copyClassSchema, (f: FormState): CopyClassInput => ({
  studentIds: f.askChildren ? f.studentIds : undefined,
  schoolYearId: f.year === SAME_YEAR ? undefined : f.year === NO_YEAR ? null : f.year,
}));

/** Copy class: a new class with the same schedule and lessons, for other children or another school year. */
export function CopyClassDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: LessonPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <CopyClassForm plan={plan} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CopyClassForm({ plan, onDone }: { plan: LessonPlan; onDone: () => void }) {
  const students = useMe().data?.students ?? [];
  const navigate = useNavigate();
  const form = useZodForm({
    initial: (): FormState => ({
      studentIds: plan.class.studentIds,
      year: SAME_YEAR,
      askChildren: students.length >= 2,
    }),
    check,
    clearErrorOnChange: true,
  });
  const copy = useCopyClass(plan.class.id);
  const { values, errors } = form;

  const onValid = ({ input }: { input: CopyClassInput }) =>
    copy.mutate(input, {
      onSuccess: (created) => {
        onDone();
        toast.success(msg.copied(created.title, created.lessonCount), {
          action: { label: msg.openCopy, onClick: () => void navigate(`/classes/${created.id}/lessons`) },
        });
      },
      onError: form.showServerErrors,
    });

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{msg.copyTitle}</DialogTitle>
        <DialogDescription>{msg.copyDescription}</DialogDescription>
      </DialogHeader>
      {values.askChildren ? (
        <ChildrenPicker
          students={students}
          value={values.studentIds}
          onChange={(ids) => form.set('studentIds', ids)}
          error={errors.studentIds}
        />
      ) : null}
      {plan.years.length > 0 || plan.class.schoolYearId ? (
        <FormField id="copy-year" label={msg.copyYear} error={errors.schoolYearId}>
          <Select value={values.year} onValueChange={(v) => form.set('year', v)}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={SAME_YEAR}>{msg.sameYear}</SelectItem>
              {plan.years.map((y) => (
                <SelectItem key={y.id} value={y.id}>
                  {y.name}
                </SelectItem>
              ))}
              <SelectItem value={NO_YEAR}>{msg.noYear}</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      <p className="text-sm text-muted-foreground">{msg.copyNoneDone}</p>
      <FormDialogFooter
        pending={copy.isPending}
        submitLabel={copy.isPending ? msg.saving : msg.copySubmit}
        onCancel={onDone}
      />
    </form>
  );
}

/** Which of the family's children the copy is for: a checkbox per child, in the family's order. */
function ChildrenPicker({
  students,
  value,
  onChange,
  error,
}: {
  students: readonly Student[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const toggle = (id: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(id);
    else chosen.delete(id);
    onChange(students.filter((s) => chosen.has(s.id)).map((s) => s.id));
  };
  return (
    <FormFieldset id="copy-children" legend={msg.copyChildren} error={error}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {students.map((s) => {
          const id = `copy-child-${s.id}`;
          return (
            <div
              key={s.id}
              className="flex items-center gap-2 rounded-lg border px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
            >
              <Checkbox
                id={id}
                checked={value.includes(s.id)}
                onCheckedChange={(c) => toggle(s.id, c === true)}
              />
              <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer font-medium">
                <ChildAvatar student={s} size="sm" />
                <span className="wrap-anywhere">{s.name}</span>
              </Label>
            </div>
          );
        })}
      </div>
    </FormFieldset>
  );
}
