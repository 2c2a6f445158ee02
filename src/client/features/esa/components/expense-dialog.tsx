import { useQuery } from '@tanstack/react-query';
import {
  centsToText,
  formatMoney,
  parseMoney,
  splitCents,
  EXPENSE_STATUSES,
  type Currency,
  type ExpenseStatus,
} from '@shared/domain/esa-money';
import { RECEIPT_FIELDS, esaMessages as m, type ReceiptField } from '@shared/messages/esa';
import {
  MAX_WEIGHT,
  esaExpenseInputSchema,
  esaExpenseUpdateSchema,
  type EsaAccount,
  type EsaExpense,
  type EsaExpenseInput,
  type EsaExpenseUpdate,
  type EsaProgram,
} from '@shared/schemas/esa';
import { useClassChoices } from '@client/api/classes';
import { useCreateEsaExpense, useUpdateEsaExpense } from '@client/api/esa';
import { lessonPlanQuery } from '@client/api/lessons';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField, FormFieldset } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import type { FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { CheckList, EsaSelect, FormDialog, checkBySchema } from './esa-form-parts';

const NONE = '';

interface LineDraft {
  description: string;
  category: string;
  quantity: string;
  amount: string;
}

interface Values {
  date: string;
  vendor: string;
  paymentMethod: string;
  status: ExpenseStatus;
  deniedReason: string;
  subject: string;
  notes: string;
  classId: string;
  lessonId: string;
  shows: ReceiptField[];
  lines: LineDraft[];
  /** The other children's accounts the purchase is split with. */
  split: string[];
  /** Each account's share (a whole number as typed), by account id. */
  weights: Record<string, string>;
}

type Payload = { kind: 'create'; input: EsaExpenseInput } | { kind: 'update'; input: EsaExpenseUpdate };

const blankLine = (category: string): LineDraft => ({ description: '', category, quantity: '1', amount: '' });

const initialValues = (expense: EsaExpense | undefined, firstCategory: string, today: string): Values => ({
  date: expense?.date ?? today,
  vendor: expense?.vendor ?? '',
  paymentMethod: expense?.paymentMethod ?? '',
  status: expense?.status ?? 'bought',
  deniedReason: expense?.deniedReason ?? '',
  subject: expense?.subject ?? '',
  notes: expense?.notes ?? '',
  classId: expense?.classId ?? NONE,
  lessonId: expense?.lessonId ?? NONE,
  shows: expense?.receiptShows ?? [],
  lines: expense?.lines.map((l) => ({
    description: l.description,
    category: l.category,
    quantity: String(l.quantity),
    amount: centsToText(l.amountCents),
  })) ?? [blankLine(firstCategory)],
  split: [],
  weights: {},
});

const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The purchase's fields as the API takes them; a typed amount is read as text (never a float), NaN if it is not one. */
const toFields = (v: Values): EsaExpenseUpdate => ({
  date: v.date,
  vendor: v.vendor,
  paymentMethod: orNull(v.paymentMethod),
  status: v.status,
  deniedReason: v.status === 'denied' ? orNull(v.deniedReason) : null,
  notes: orNull(v.notes),
  subject: orNull(v.subject),
  classId: v.classId || null,
  lessonId: v.lessonId || null,
  receiptShows: v.shows,
  lines: v.lines.map((l) => ({
    description: l.description,
    category: l.category,
    quantity: l.quantity.trim() === '' ? Number.NaN : Number(l.quantity),
    amountCents: parseMoney(l.amount) ?? Number.NaN,
  })),
});

const weightOf = (v: Values, id: string) => Number((v.weights[id] ?? '1').trim() || Number.NaN);

/** Records or edits a purchase: lines in dollars and cents, what the receipt shows, its class and lesson, a split. */
export function ExpenseDialog({
  open,
  onOpenChange,
  account,
  program,
  siblings,
  expense,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: EsaAccount;
  program: EsaProgram;
  /** Other children's accounts of the same program and period (to split with). */
  siblings: EsaAccount[];
  expense?: EsaExpense;
  today: string;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} wide>
      <ExpenseForm
        key={expense?.id ?? 'new'}
        account={account}
        program={program}
        siblings={siblings}
        expense={expense}
        today={today}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ExpenseForm({
  account,
  program,
  siblings,
  expense,
  today,
  onDone,
}: {
  account: EsaAccount;
  program: EsaProgram;
  siblings: EsaAccount[];
  expense?: EsaExpense;
  today: string;
  onDone: () => void;
}) {
  const firstCategory = program.categories[0]?.key ?? 'curriculum';
  const currency = program.currency as Currency;
  const check = (v: Values): FormCheck<Payload, string> => {
    const fields = toFields(v);
    if (expense) return checkBySchema(esaExpenseUpdateSchema, fields, { kind: 'update', input: fields });
    const accountIds = [account.id, ...v.split];
    const input: EsaExpenseInput = {
      accountIds,
      ...(v.split.length > 0 ? { weights: accountIds.map((id) => weightOf(v, id)) } : {}),
      ...fields,
    };
    return checkBySchema(esaExpenseInputSchema, input, { kind: 'create', input });
  };
  const form = useZodForm({
    initial: () => initialValues(expense, firstCategory, today),
    check,
    clearErrorOnChange: true,
  });
  const { values: v, errors, set } = form;
  const create = useCreateEsaExpense();
  const update = useUpdateEsaExpense();
  const classes = useClassChoices(true);
  const lessons = useQuery({ ...lessonPlanQuery(v.classId), enabled: v.classId !== NONE });

  const setLine = (i: number, patch: Partial<LineDraft>) =>
    set(
      'lines',
      v.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    );

  const onValid = (payload: Payload) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (payload.kind === 'update') update.mutate({ id: expense!.id, input: payload.input }, options);
    else create.mutate(payload.input, options);
  };

  // The child's classes (and the one already linked, if the child has left it since).
  const classChoices = (classes.data ?? []).filter(
    (c) => c.studentIds.includes(account.studentId) || c.id === v.classId,
  );
  const categoryChoices = [
    ...program.categories.map((c) => ({ value: c.key, label: c.label })),
    ...program.forbidden.map((f) => ({ value: f.label, label: f.label })),
  ];
  const sharers = [account, ...siblings.filter((s) => v.split.includes(s.id))];
  const preview = splitPreview(v, sharers);

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{expense ? m.editExpenseTitle : m.addExpenseTitle}</DialogTitle>
        <DialogDescription>
          {account.studentName} · {program.name}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="esa-date" label={m.date} error={errors.date}>
          <Input type="date" {...form.bind('date')} />
        </FormField>
        <FormField id="esa-vendor" label={m.vendor} error={errors.vendor}>
          <Input autoComplete="off" maxLength={120} {...form.bind('vendor')} />
        </FormField>
        <FormField id="esa-status" label={m.status} error={errors.status}>
          <EsaSelect
            value={v.status}
            onValueChange={(s) => set('status', s as ExpenseStatus)}
            choices={EXPENSE_STATUSES.map((s) => ({ value: s, label: m.statuses[s] }))}
          />
        </FormField>
        <FormField id="esa-payment" label={m.paymentMethod} error={errors.paymentMethod}>
          <Input autoComplete="off" maxLength={60} {...form.bind('paymentMethod')} />
        </FormField>
        {v.status === 'denied' ? (
          <FormField id="esa-denied" label={m.deniedReason} error={errors.deniedReason}>
            <Input autoComplete="off" maxLength={300} {...form.bind('deniedReason')} />
          </FormField>
        ) : null}
        <FormField id="esa-subject" label={m.subject} error={errors.subject}>
          <Input autoComplete="off" maxLength={80} {...form.bind('subject')} />
        </FormField>
        <FormField id="esa-class" label={m.class} error={errors.classId}>
          <EsaSelect
            value={v.classId}
            onValueChange={(id) => form.setValues((x) => ({ ...x, classId: id, lessonId: NONE }))}
            choices={[
              { value: NONE, label: m.noClass },
              ...classChoices.map((c) => ({ value: c.id, label: `${c.emoji} ${c.title}` })),
            ]}
          />
        </FormField>
        <FormField id="esa-lesson" label={m.lesson} error={errors.lessonId}>
          <EsaSelect
            value={v.lessonId}
            disabled={v.classId === NONE}
            onValueChange={(id) => set('lessonId', id)}
            choices={[
              { value: NONE, label: v.classId === NONE ? m.lessonPickClass : m.noLesson },
              ...(v.classId === NONE ? [] : (lessons.data?.lessons ?? [])).map((l) => ({
                value: l.id,
                label: l.title,
              })),
            ]}
          />
        </FormField>
      </div>
      <FormFieldset id="esa-lines" legend={m.lines} error={errors.lines}>
        {v.lines.map((line, i) => (
          <div
            key={i}
            className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1.3fr_0.6fr_1fr_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <FormField
                id={`line-${i}-description`}
                label={`${m.description} ${i + 1}`}
                error={errors[`lines.${i}.description`]}
              >
                <Input
                  autoComplete="off"
                  maxLength={200}
                  value={line.description}
                  onChange={(e) => setLine(i, { description: e.target.value })}
                />
              </FormField>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <FormField
                id={`line-${i}-category`}
                label={`${m.category} ${i + 1}`}
                error={errors[`lines.${i}.category`]}
              >
                <EsaSelect
                  value={line.category}
                  onValueChange={(category) => setLine(i, { category })}
                  choices={categoryChoices}
                />
              </FormField>
            </div>
            <FormField
              id={`line-${i}-quantity`}
              label={`${m.quantity} ${i + 1}`}
              error={errors[`lines.${i}.quantity`]}
            >
              <Input
                inputMode="numeric"
                value={line.quantity}
                onChange={(e) => setLine(i, { quantity: e.target.value })}
              />
            </FormField>
            <FormField
              id={`line-${i}-amount`}
              label={`${m.amount} ${i + 1}`}
              error={errors[`lines.${i}.amountCents`]}
            >
              <Input
                inputMode="decimal"
                placeholder="0.00"
                value={line.amount}
                onChange={(e) => setLine(i, { amount: e.target.value })}
              />
            </FormField>
            {v.lines.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                className="col-span-2 self-end sm:col-span-1"
                onClick={() =>
                  set(
                    'lines',
                    v.lines.filter((_, j) => j !== i),
                  )
                }
              >
                {m.removeLine(i + 1)}
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => set('lines', [...v.lines, blankLine(firstCategory)])}
        >
          {m.addLine}
        </Button>
      </FormFieldset>
      <CheckList
        id="esa-shows"
        legend={m.receiptShows}
        choices={RECEIPT_FIELDS.map((f) => ({ value: f, label: m.receiptFields[f] }))}
        value={v.shows}
        onChange={(shows) => set('shows', shows)}
      />
      {!expense && siblings.length > 0 ? (
        <CheckList
          id="esa-split"
          legend={m.splitWith}
          error={errors.accountIds ?? errors.weights}
          choices={siblings.map((s) => ({ value: s.id, label: s.studentName }))}
          value={v.split}
          onChange={(split) => set('split', split)}
        >
          <p className="text-xs text-muted-foreground">{m.splitHint}</p>
          {v.split.length > 0 ? (
            <div className="grid gap-2 sm:grid-cols-2">
              {sharers.map((s, i) => (
                <FormField
                  key={s.id}
                  id={`esa-weight-${i}`}
                  label={m.shareOf(s.studentName)}
                  error={errors[`weights.${i}`]}
                  hint={preview ? m.shareAmount(formatMoney(preview[i]!, currency)) : m.shareHint(MAX_WEIGHT)}
                >
                  <Input
                    inputMode="numeric"
                    value={v.weights[s.id] ?? '1'}
                    onChange={(e) => set('weights', { ...v.weights, [s.id]: e.target.value })}
                  />
                </FormField>
              ))}
            </div>
          ) : null}
        </CheckList>
      ) : null}
      <FormField id="esa-notes" label={m.notes} error={errors.notes}>
        <Input autoComplete="off" maxLength={2000} {...form.bind('notes')} />
      </FormField>
      <FormDialogFooter
        pending={create.isPending || update.isPending}
        submitLabel={m.save}
        onCancel={onDone}
      />
    </form>
  );
}

/** Each sharing child's part of the purchase, to the cent, as it will be saved; null while an amount or share is not valid. */
function splitPreview(v: Values, sharers: readonly EsaAccount[]): number[] | null {
  if (sharers.length < 2) return null;
  const weights = sharers.map((s) => weightOf(v, s.id));
  if (weights.some((w) => !Number.isInteger(w) || w < 1 || w > MAX_WEIGHT)) return null;
  const amounts = v.lines.map((l) => parseMoney(l.amount));
  if (amounts.some((a) => a === null)) return null;
  const parts = sharers.map(() => 0);
  for (const a of amounts) splitCents(a!, weights).forEach((c, i) => (parts[i]! += c));
  return parts;
}
