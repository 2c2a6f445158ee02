import { CheckCircle2, XCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { dayCountLabel } from '@shared/domain/attendance';
import { attendanceMessages } from '@shared/messages/attendance';
import { studentMessages as m } from '@shared/messages/students';
import { ChildAvatar } from '@client/components/child-avatar';
import { FormFieldset } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import type { FormCheck } from '@client/lib/form-check';
import { useMe } from '@client/lib/session';
import { useZodForm } from '@client/lib/use-zod-form';
import { useMarkChildrenAttendance } from '@client/api/family-attendance';

type Marked = 'present' | 'absent';

const check = (values: { studentIds: string[] }): FormCheck<string[], 'studentIds'> =>
  values.studentIds.length === 0
    ? { kind: 'invalid', errors: { studentIds: attendanceMessages.noChildren } }
    : { kind: 'ok', payload: values.studentIds };

/** Marks the selected days present or absent for several children (every child ticked at first) in one request. */
export function MarkChildren({ dates, onDone }: { dates: string[]; onDone: () => void }) {
  const students = useMe().data?.students ?? [];
  const mark = useMarkChildrenAttendance();
  const form = useZodForm({
    initial: () => ({ studentIds: students.map((s) => s.id) }),
    check,
    clearErrorOnChange: true,
  });
  // Which button submitted the form (its click runs before the submit).
  const status = useRef<Marked>('present');
  const chosen = new Set(form.values.studentIds);
  const noDates = dates.length === 0;
  // 'Please choose at least one date.' shows after a try with none chosen, never at rest (issue 37).
  const [triedWithoutDates, setTriedWithoutDates] = useState(false);
  const datesError = noDates && triedWithoutDates ? attendanceMessages.noDates : undefined;

  const toggle = (id: string, checked: boolean) => {
    if (checked) chosen.add(id);
    else chosen.delete(id);
    form.set(
      'studentIds',
      students.filter((s) => chosen.has(s.id)).map((s) => s.id),
    );
  };

  const onValid = (studentIds: string[]) =>
    mark.mutate({ studentIds, dates, status: status.current }, { onSuccess: onDone });
  const submit = form.handleSubmit(onValid);
  const onSubmit = (e: FormEvent) => {
    if (!noDates) return submit(e);
    e.preventDefault();
    setTriedWithoutDates(true);
  };

  return (
    <Card data-testid="mark-children">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {m.markChildrenTitle}
        </CardTitle>
        <CardDescription>
          {noDates ? m.markChildrenChooseDays : m.markChildrenDescription(dayCountLabel(dates.length))}
        </CardDescription>
        {datesError ? (
          <p role="alert" className="text-sm text-destructive">
            {datesError}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormFieldset id="mark-children-list" legend={m.markChildrenLegend} error={form.errors.studentIds}>
            <div className="grid gap-2">
              {students.map((s) => {
                const id = `mark-child-${s.id}`;
                return (
                  <div
                    key={s.id}
                    className="flex items-center gap-2 rounded-lg border px-3 py-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                  >
                    <Checkbox
                      id={id}
                      checked={chosen.has(s.id)}
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
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <Button
              type="submit"
              variant="success"
              disabled={mark.isPending}
              onClick={() => (status.current = 'present')}
            >
              <CheckCircle2 aria-hidden="true" />
              {m.markPresent}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={mark.isPending}
              onClick={() => (status.current = 'absent')}
            >
              <XCircle aria-hidden="true" />
              {m.markAbsent}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
