import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { lessonMessages as msg } from '@shared/messages/lessons';
import { copyClassSchema, type CopyClassInput, type LessonPlan } from '@shared/schemas/lessons';
import { ChildrenPicker } from '@client/components/children-picker';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { zodCheck } from '@client/lib/form-check';
import { useMe } from '@client/lib/session';
import { useZodForm } from '@client/lib/use-zod-form';
import { useCopyClass } from '@client/api/lessons';

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
          id="copy-children"
          legend={msg.copyChildren}
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
