import { awardFor, centsToText, formatMoney, parseMoney, type Currency } from '@shared/domain/esa-money';
import { esaMessages as m } from '@shared/messages/esa';
import { esaAccountInputSchema, type EsaAccountInput, type EsaProgram } from '@shared/schemas/esa';
import type { Student } from '@shared/schemas/students';
import { useCreateEsaAccount, useEsaPrograms } from '@client/api/esa';
import { LoadError } from '@client/components/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import type { FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { EsaSelect, FormDialog, checkBySchema } from './esa-form-parts';

interface Values {
  studentId: string;
  programId: string;
  periodStart: string;
  periodEnd: string;
  award: string;
  carried: string;
  reference: string;
}

const gradeNumber = (grade: string | null | undefined): number | null =>
  grade == null ? null : grade === 'K' ? 0 : Number.isInteger(Number(grade)) ? Number(grade) : null;

/** A school year from July: this one if today is from July on, else the one that started last July. */
function defaultPeriod(today: string): { periodStart: string; periodEnd: string } {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 7 ? 1 : 0);
  return { periodStart: `${year}-07-01`, periodEnd: `${year + 1}-06-30` };
}

/**
 * Opens a child's account: child, program (the seeded packs, read when the dialog opens), period, award (suggested
 * from the pack), carried.
 */
export function AccountDialog({
  open,
  onOpenChange,
  students,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  students: Student[];
  today: string;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <AccountPrograms students={students} today={today} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AccountPrograms({
  students,
  today,
  onDone,
}: {
  students: Student[];
  today: string;
  onDone: () => void;
}) {
  const programs = useEsaPrograms();
  if (!programs.data)
    return (
      <div className="grid gap-4" aria-busy={programs.isPending}>
        <DialogHeader>
          <DialogTitle>{m.addAccountTitle}</DialogTitle>
          <DialogDescription>{m.checkHandbook}</DialogDescription>
        </DialogHeader>
        {programs.isError ? (
          <LoadError
            message={m.loadFailed}
            onRetry={() => programs.refetch()}
            retrying={programs.isFetching}
          />
        ) : (
          <>
            <span className="sr-only">{m.loadingPrograms}</span>
            <Skeleton className="h-96" />
          </>
        )}
      </div>
    );
  return (
    <AccountForm students={students} templates={programs.data.templates} today={today} onDone={onDone} />
  );
}

function AccountForm({
  students,
  templates,
  today,
  onDone,
}: {
  students: Student[];
  templates: EsaProgram[];
  today: string;
  onDone: () => void;
}) {
  const create = useCreateEsaAccount();
  const suggestion = (v: Values) => {
    const program = templates.find((p) => p.id === v.programId);
    const child = students.find((s) => s.id === v.studentId);
    return program && child
      ? awardFor(program.awardBands, { age: child.age, grade: gradeNumber(child.gradeLevel) })
      : null;
  };
  // An award left blank is the pack's suggestion; a typed amount is read as text, never through a float.
  const toInput = (v: Values): EsaAccountInput => {
    const suggested = suggestion(v);
    return {
      studentId: v.studentId,
      programId: v.programId,
      periodStart: v.periodStart,
      periodEnd: v.periodEnd,
      awardCents:
        (v.award.trim() === '' && suggested !== null ? suggested : parseMoney(v.award)) ?? Number.NaN,
      carriedCents: parseMoney(v.carried.trim() || '0') ?? Number.NaN,
      reference: v.reference.trim() || null,
    };
  };
  const check = (v: Values): FormCheck<EsaAccountInput, string> => {
    const input = toInput(v);
    return checkBySchema(esaAccountInputSchema, input, input);
  };
  const form = useZodForm({
    initial: (): Values => ({
      studentId: students[0]?.id ?? '',
      programId: templates[0]?.id ?? '',
      ...defaultPeriod(today),
      award: '',
      carried: '0',
      reference: '',
    }),
    check,
    clearErrorOnChange: true,
  });
  const { values: v, errors, set } = form;
  const program = templates.find((p) => p.id === v.programId);
  const suggested = suggestion(v);
  const currency = (program?.currency ?? 'USD') as Currency;

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        create.mutate(input, { onSuccess: onDone, onError: form.showServerErrors }),
      )}
      noValidate
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{m.addAccountTitle}</DialogTitle>
        <DialogDescription>{m.checkHandbook}</DialogDescription>
      </DialogHeader>
      <FormField id="esa-child" label={m.child} error={errors.studentId}>
        <EsaSelect
          value={v.studentId}
          onValueChange={(id) => set('studentId', id)}
          choices={students.map((s) => ({ value: s.id, label: s.name }))}
        />
      </FormField>
      <FormField id="esa-program" label={m.program} error={errors.programId}>
        <EsaSelect
          value={v.programId}
          onValueChange={(id) => set('programId', id)}
          choices={templates.map((p) => ({ value: p.id, label: p.name }))}
        />
      </FormField>
      {program ? (
        <p className="text-xs text-muted-foreground wrap-anywhere">
          {program.notes} {program.checkedOn ? m.checkedOn(program.checkedOn) : ''}{' '}
          {program.sourceUrl ? (
            <a className="underline" href={program.sourceUrl} target="_blank" rel="noreferrer">
              {program.sourceUrl}
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="esa-start" label={m.periodStart} error={errors.periodStart}>
          <Input type="date" {...form.bind('periodStart')} />
        </FormField>
        <FormField id="esa-end" label={m.periodEnd} error={errors.periodEnd}>
          <Input type="date" {...form.bind('periodEnd')} />
        </FormField>
        <FormField
          id="esa-award"
          label={m.award}
          error={errors.awardCents}
          hint={m.awardHint(suggested !== null ? formatMoney(suggested, currency) : null)}
        >
          <Input
            inputMode="decimal"
            placeholder={suggested !== null ? centsToText(suggested) : '0.00'}
            {...form.bind('award')}
          />
        </FormField>
        <FormField id="esa-carried" label={m.carried} error={errors.carriedCents}>
          <Input inputMode="decimal" {...form.bind('carried')} />
        </FormField>
      </div>
      <FormField id="esa-reference" label={m.reference} error={errors.reference}>
        <Input autoComplete="off" maxLength={100} {...form.bind('reference')} />
      </FormField>
      <FormDialogFooter pending={create.isPending} submitLabel={m.save} onCancel={onDone} />
    </form>
  );
}
