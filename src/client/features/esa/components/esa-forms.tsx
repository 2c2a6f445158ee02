import { useState, type FormEvent, type ReactNode } from 'react';
import { awardFor, centsToText, formatMoney, parseMoney, type Currency } from '@shared/domain/esa-money';
import { RECEIPT_FIELDS, esaMessages as m, type ReceiptField } from '@shared/messages/esa';
import type { EsaAccount, EsaExpense, EsaProgram } from '@shared/schemas/esa';
import type { Student } from '@shared/schemas/students';
import { useCreateEsaAccount, useCreateEsaExpense, useUpdateEsaExpense } from '@client/api/esa';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A labelled select of named things (a child, a program), by id. */
function ChoiceField({
  id,
  label,
  value,
  onChange,
  choices,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  choices: readonly { id: string; name: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A labelled control with its error (the id ties label, control and message together). */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const gradeNumber = (grade: string | null | undefined): number | null =>
  grade == null ? null : grade === 'K' ? 0 : Number.isInteger(Number(grade)) ? Number(grade) : null;

/** Opens a child's account: child, program (the seeded packs), period, award (suggested from the pack), carried. */
export function AccountDialog({
  open,
  onOpenChange,
  students,
  templates,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  students: Student[];
  templates: EsaProgram[];
}) {
  const create = useCreateEsaAccount();
  const [studentId, setStudentId] = useState(students[0]?.id ?? '');
  const [programId, setProgramId] = useState(templates[0]?.id ?? '');
  const [periodStart, setPeriodStart] = useState('2026-07-01');
  const [periodEnd, setPeriodEnd] = useState('2027-06-30');
  const [award, setAward] = useState('');
  const [carried, setCarried] = useState('0');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const program = templates.find((p) => p.id === programId);
  const child = students.find((s) => s.id === studentId);
  const suggested =
    program && child
      ? awardFor(program.awardBands, { age: child.age, grade: gradeNumber(child.gradeLevel) })
      : null;
  const currency = (program?.currency ?? 'USD') as Currency;

  function submit(e: FormEvent) {
    e.preventDefault();
    const awardCents = parseMoney(award === '' && suggested !== null ? centsToText(suggested) : award);
    const carriedCents = parseMoney(carried || '0');
    const next: Record<string, string> = {};
    if (awardCents === null) next.award = m.amountInvalid;
    if (carriedCents === null) next.carried = m.amountInvalid;
    if (periodEnd <= periodStart) next.periodEnd = m.periodOrder;
    setErrors(next);
    if (Object.keys(next).length) return;
    create.mutate(
      {
        studentId,
        programId,
        periodStart,
        periodEnd,
        awardCents: awardCents!,
        carriedCents: carriedCents!,
        reference: reference || null,
      },
      { onSuccess: () => onOpenChange(false) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{m.addAccountTitle}</DialogTitle>
          <DialogDescription>{m.checkHandbook}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <ChoiceField
            id="esa-child"
            label={m.child}
            value={studentId}
            onChange={setStudentId}
            choices={students}
          />
          <ChoiceField
            id="esa-program"
            label={m.program}
            value={programId}
            onChange={setProgramId}
            choices={templates}
          />
          {program ? (
            <p className="text-xs text-muted-foreground wrap-anywhere">
              {program.notes} {program.checkedOn ? `Checked ${program.checkedOn}.` : ''}{' '}
              {program.sourceUrl ? (
                <a className="underline" href={program.sourceUrl} target="_blank" rel="noreferrer">
                  {program.sourceUrl}
                </a>
              ) : null}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="esa-start" label={m.periodStart}>
              <Input
                id="esa-start"
                type="date"
                value={periodStart}
                onChange={(e) => setPeriodStart(e.target.value)}
              />
            </Field>
            <Field id="esa-end" label={m.periodEnd} error={errors.periodEnd}>
              <Input
                id="esa-end"
                type="date"
                value={periodEnd}
                aria-invalid={!!errors.periodEnd}
                aria-describedby={errors.periodEnd ? 'esa-end-error' : undefined}
                onChange={(e) => setPeriodEnd(e.target.value)}
              />
            </Field>
            <Field id="esa-award" label={m.award} error={errors.award}>
              <Input
                id="esa-award"
                inputMode="decimal"
                placeholder={suggested !== null ? centsToText(suggested) : '0.00'}
                value={award}
                aria-invalid={!!errors.award}
                aria-describedby={errors.award ? 'esa-award-error' : 'esa-award-hint'}
                onChange={(e) => setAward(e.target.value)}
              />
              <p id="esa-award-hint" className="text-xs text-muted-foreground">
                {m.awardHint(suggested !== null ? formatMoney(suggested, currency) : null)}
              </p>
            </Field>
            <Field id="esa-carried" label={m.carried} error={errors.carried}>
              <Input
                id="esa-carried"
                inputMode="decimal"
                value={carried}
                aria-invalid={!!errors.carried}
                onChange={(e) => setCarried(e.target.value)}
              />
            </Field>
          </div>
          <Field id="esa-reference" label={m.reference}>
            <Input id="esa-reference" value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending || !studentId || !programId}>
              {m.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface LineDraft {
  description: string;
  category: string;
  quantity: string;
  amount: string;
}

/** Records or edits a purchase: date, vendor, status, lines in dollars and cents, what the receipt shows, a split. */
export function ExpenseDialog({
  open,
  onOpenChange,
  account,
  program,
  siblings,
  expense,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: EsaAccount;
  program: EsaProgram;
  /** Other children's accounts of the same program (to split with). */
  siblings: EsaAccount[];
  expense?: EsaExpense;
}) {
  const create = useCreateEsaExpense();
  const update = useUpdateEsaExpense();
  const firstCategory = program.categories[0]?.key ?? 'curriculum';
  const [date, setDate] = useState(expense?.date ?? new Date().toISOString().slice(0, 10));
  const [vendor, setVendor] = useState(expense?.vendor ?? '');
  const [paymentMethod, setPaymentMethod] = useState(expense?.paymentMethod ?? '');
  const [status, setStatus] = useState<EsaExpense['status']>(expense?.status ?? 'bought');
  const [deniedReason, setDeniedReason] = useState(expense?.deniedReason ?? '');
  const [subject, setSubject] = useState(expense?.subject ?? '');
  const [notes, setNotes] = useState(expense?.notes ?? '');
  const [shows, setShows] = useState<ReceiptField[]>(expense?.receiptShows ?? []);
  const [split, setSplit] = useState<string[]>([]);
  const [lines, setLines] = useState<LineDraft[]>(
    expense?.lines.map((l) => ({
      description: l.description,
      category: l.category,
      quantity: String(l.quantity),
      amount: centsToText(l.amountCents),
    })) ?? [{ description: '', category: firstCategory, quantity: '1', amount: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!vendor.trim()) next.vendor = m.vendorRequired;
    if (status === 'denied' && !deniedReason.trim()) next.deniedReason = m.deniedReasonRequired;
    const parsed = lines.map((l, i) => {
      const amountCents = parseMoney(l.amount);
      const quantity = Number(l.quantity);
      if (!l.description.trim()) next[`line-${i}-description`] = m.descriptionRequired;
      if (amountCents === null) next[`line-${i}-amount`] = m.amountInvalid;
      if (!Number.isInteger(quantity) || quantity < 1) next[`line-${i}-quantity`] = m.quantityInvalid;
      return {
        description: l.description.trim(),
        category: l.category,
        quantity,
        amountCents: amountCents ?? 0,
      };
    });
    setErrors(next);
    if (Object.keys(next).length) return;
    const fields = {
      date,
      vendor: vendor.trim(),
      paymentMethod: paymentMethod || null,
      status,
      deniedReason: status === 'denied' ? deniedReason : null,
      notes: notes || null,
      subject: subject || null,
      classId: expense?.classId ?? null,
      lessonId: expense?.lessonId ?? null,
      receiptShows: shows,
      lines: parsed,
    };
    const close = { onSuccess: () => onOpenChange(false) };
    if (expense) update.mutate({ id: expense.id, input: fields }, close);
    else create.mutate({ accountIds: [account.id, ...split], ...fields }, close);
  }

  const err = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key}-error` } : {};

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{expense ? m.editExpenseTitle : m.addExpenseTitle}</DialogTitle>
          <DialogDescription>
            {account.studentName} · {program.name}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="esa-date" label={m.date}>
              <Input id="esa-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </Field>
            <Field id="vendor" label={m.vendor} error={errors.vendor}>
              <Input
                id="vendor"
                value={vendor}
                {...err('vendor')}
                onChange={(e) => setVendor(e.target.value)}
              />
            </Field>
            <Field id="esa-status" label={m.status}>
              <select
                id="esa-status"
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value as EsaExpense['status'])}
              >
                {(Object.keys(m.statuses) as EsaExpense['status'][]).map((s) => (
                  <option key={s} value={s}>
                    {m.statuses[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="esa-payment" label={m.paymentMethod}>
              <Input
                id="esa-payment"
                value={paymentMethod}
                onChange={(e) => setPaymentMethod(e.target.value)}
              />
            </Field>
            {status === 'denied' ? (
              <Field id="deniedReason" label={m.deniedReason} error={errors.deniedReason}>
                <Input
                  id="deniedReason"
                  value={deniedReason}
                  {...err('deniedReason')}
                  onChange={(e) => setDeniedReason(e.target.value)}
                />
              </Field>
            ) : null}
            <Field id="esa-subject" label={m.subject}>
              <Input id="esa-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
            </Field>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">{m.total}</legend>
            {lines.map((line, i) => (
              <div
                key={i}
                className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1.3fr_0.6fr_1fr_auto]"
              >
                <Field
                  id={`line-${i}-description`}
                  label={`${m.description} ${i + 1}`}
                  error={errors[`line-${i}-description`]}
                >
                  <Input
                    id={`line-${i}-description`}
                    value={line.description}
                    {...err(`line-${i}-description`)}
                    onChange={(e) => setLine(i, { description: e.target.value })}
                  />
                </Field>
                <Field id={`line-${i}-category`} label={m.category}>
                  <select
                    id={`line-${i}-category`}
                    className={selectClass}
                    value={line.category}
                    onChange={(e) => setLine(i, { category: e.target.value })}
                  >
                    {program.categories.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.label}
                      </option>
                    ))}
                    {program.forbidden.map((f) => (
                      <option key={f.label} value={f.label}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={`line-${i}-quantity`} label={m.quantity} error={errors[`line-${i}-quantity`]}>
                  <Input
                    id={`line-${i}-quantity`}
                    inputMode="numeric"
                    value={line.quantity}
                    {...err(`line-${i}-quantity`)}
                    onChange={(e) => setLine(i, { quantity: e.target.value })}
                  />
                </Field>
                <Field id={`line-${i}-amount`} label={m.amount} error={errors[`line-${i}-amount`]}>
                  <Input
                    id={`line-${i}-amount`}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={line.amount}
                    {...err(`line-${i}-amount`)}
                    onChange={(e) => setLine(i, { amount: e.target.value })}
                  />
                </Field>
                {lines.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    className="self-end"
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
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
              onClick={() =>
                setLines((all) => [
                  ...all,
                  { description: '', category: firstCategory, quantity: '1', amount: '' },
                ])
              }
            >
              {m.addLine}
            </Button>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{m.receiptShows}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {RECEIPT_FIELDS.map((f) => (
                <label key={f} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={shows.includes(f)}
                    onChange={(e) =>
                      setShows((all) => (e.target.checked ? [...all, f] : all.filter((x) => x !== f)))
                    }
                  />
                  {m.receiptFields[f]}
                </label>
              ))}
            </div>
          </fieldset>
          {!expense && siblings.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{m.splitWith}</legend>
              <p className="text-xs text-muted-foreground">{m.splitHint}</p>
              {siblings.map((s) => (
                <label key={s.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={split.includes(s.id)}
                    onChange={(e) =>
                      setSplit((all) => (e.target.checked ? [...all, s.id] : all.filter((x) => x !== s.id)))
                    }
                  />
                  {s.studentName}
                </label>
              ))}
            </fieldset>
          ) : null}
          <Field id="esa-notes" label={m.notes}>
            <Input id="esa-notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {m.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
