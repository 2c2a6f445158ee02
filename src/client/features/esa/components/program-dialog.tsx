import type { ReactNode } from 'react';
import { centsToText, parseMoney, type FundingSchedule } from '@shared/domain/esa-money';
import { RECEIPT_FIELDS, esaMessages, type ReceiptField } from '@shared/messages/esa';
import { esaProgramInputSchema, type EsaProgram, type EsaProgramInput } from '@shared/schemas/esa';
import { useUpdateEsaProgram } from '@client/api/esa';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField, FormFieldset } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import type { FormCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import { CheckList, EsaSelect, FormDialog, checkBySchema } from './esa-form-parts';

const m = esaMessages.programForm;

type RolloverKind = EsaProgram['rollover']['kind'];

interface Values {
  name: string;
  jurisdiction: string;
  notes: string;
  currency: EsaProgram['currency'];
  bands: { basis: 'age' | 'grade'; from: string; to: string; amount: string }[];
  familyCap: string;
  fundingSchedule: FundingSchedule;
  /** A category's key stays (purchases name it); a new one's is made from its name. */
  categories: { key: string | null; label: string; description: string }[];
  forbidden: { label: string; keywords: string }[];
  receiptFields: ReceiptField[];
  receiptDays: string;
  submitDays: string;
  fixed: { label: string; monthDay: string }[];
  rolloverKind: RolloverKind;
  rolloverCap: string;
  curriculumTie: boolean;
}

const toValues = (p: EsaProgram): Values => ({
  name: p.name,
  jurisdiction: p.jurisdiction,
  notes: p.notes ?? '',
  currency: p.currency,
  bands: p.awardBands.map((b) => ({
    basis: b.basis,
    from: String(b.from),
    to: String(b.to),
    amount: centsToText(b.cents),
  })),
  familyCap: p.familyCapCents === null ? '' : centsToText(p.familyCapCents),
  fundingSchedule: p.fundingSchedule,
  categories: p.categories.map((c) => ({ key: c.key, label: c.label, description: c.description })),
  forbidden: p.forbidden.map((f) => ({ label: f.label, keywords: f.keywords.join(', ') })),
  receiptFields: p.receiptFields,
  receiptDays: p.deadlines.receiptDays === null ? '' : String(p.deadlines.receiptDays),
  submitDays: p.deadlines.submitDays === null ? '' : String(p.deadlines.submitDays),
  fixed: p.deadlines.fixed.map((f) => ({ ...f })),
  rolloverKind: p.rollover.kind,
  rolloverCap: p.rollover.kind === 'capped' ? centsToText(p.rollover.capCents) : '',
  curriculumTie: p.curriculumTie,
});

/** A whole number as typed; NaN when it is not one (the schema says so). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const days = (text: string) => (text.trim() === '' ? null : whole(text));
const money = (text: string) => parseMoney(text) ?? Number.NaN;
const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'category';

const toInput = (v: Values): EsaProgramInput => ({
  name: v.name,
  jurisdiction: v.jurisdiction,
  notes: v.notes.trim() || null,
  currency: v.currency,
  awardBands: v.bands.map((b) => ({
    basis: b.basis,
    from: whole(b.from),
    to: whole(b.to),
    cents: money(b.amount),
  })),
  familyCapCents: v.familyCap.trim() === '' ? null : money(v.familyCap),
  fundingSchedule: v.fundingSchedule,
  categories: v.categories.map((c) => ({
    key: c.key ?? slug(c.label),
    label: c.label,
    description: c.description.trim(),
  })),
  forbidden: v.forbidden.map((f) => ({
    label: f.label,
    keywords: f.keywords
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  })),
  receiptFields: v.receiptFields,
  deadlines: { receiptDays: days(v.receiptDays), submitDays: days(v.submitDays), fixed: v.fixed },
  rollover:
    v.rolloverKind === 'capped'
      ? { kind: 'capped', capCents: money(v.rolloverCap) }
      : { kind: v.rolloverKind },
  curriculumTie: v.curriculumTie,
});

const check = (v: Values): FormCheck<EsaProgramInput, string> => {
  const input = toInput(v);
  return checkBySchema(esaProgramInputSchema, input, input);
};

/** Edits the family's copy of a program: awards, cap, funding, categories, what is not allowed, receipts, deadlines. */
export function ProgramDialog({
  open,
  onOpenChange,
  program,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  program: EsaProgram;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} wide>
      <ProgramForm key={program.id} program={program} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** Rows of a list in the form, each with its remove button, and the add button under them. */
function Rows({ children, add, onAdd }: { children: ReactNode; add: string; onAdd: () => void }) {
  return (
    <>
      {children}
      <Button type="button" variant="outline" className="justify-self-start" onClick={onAdd}>
        {add}
      </Button>
    </>
  );
}

function Remove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="self-end" onClick={onClick}>
      {label}
    </Button>
  );
}

function ProgramForm({ program, onDone }: { program: EsaProgram; onDone: () => void }) {
  const form = useZodForm({ initial: () => toValues(program), check, clearErrorOnChange: true });
  const { values: v, errors, set } = form;
  const save = useUpdateEsaProgram();
  const patch = <K extends 'bands' | 'categories' | 'forbidden' | 'fixed'>(
    list: K,
    i: number,
    change: Partial<Values[K][number]>,
  ) =>
    set(
      list,
      (v[list] as Values[K][number][]).map((row, j) => (j === i ? { ...row, ...change } : row)) as Values[K],
    );
  const drop = <K extends 'bands' | 'categories' | 'forbidden' | 'fixed'>(list: K, i: number) =>
    set(list, (v[list] as Values[K][number][]).filter((_, j) => j !== i) as Values[K]);

  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        save.mutate({ id: program.id, input }, { onSuccess: onDone, onError: form.showServerErrors }),
      )}
      noValidate
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{m.title}</DialogTitle>
        <DialogDescription>{m.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="program-name" label={m.name} error={errors.name}>
          <Input autoComplete="off" maxLength={120} {...form.bind('name')} />
        </FormField>
        <FormField id="program-jurisdiction" label={m.jurisdiction} error={errors.jurisdiction}>
          <Input autoComplete="off" maxLength={120} {...form.bind('jurisdiction')} />
        </FormField>
        <FormField id="program-currency" label={m.currency} error={errors.currency}>
          <EsaSelect
            value={v.currency}
            onValueChange={(c) => set('currency', c as Values['currency'])}
            choices={[
              { value: 'USD', label: 'USD ($)' },
              { value: 'CAD', label: 'CAD (CA$)' },
            ]}
          />
        </FormField>
        <FormField id="program-schedule" label={m.fundingSchedule} error={errors.fundingSchedule}>
          <EsaSelect
            value={v.fundingSchedule}
            onValueChange={(s) => set('fundingSchedule', s as FundingSchedule)}
            choices={(Object.keys(esaMessages.schedules) as FundingSchedule[]).map((s) => ({
              value: s,
              label: esaMessages.schedules[s],
            }))}
          />
        </FormField>
      </div>

      <FormFieldset id="program-bands" legend={m.awardBands} error={errors.awardBands}>
        <Rows
          add={m.addBand}
          onAdd={() => set('bands', [...v.bands, { basis: 'age', from: '5', to: '18', amount: '' }])}
        >
          {v.bands.map((b, i) => (
            <div
              key={i}
              className="grid grid-cols-2 gap-2 rounded-md border p-2 sm:grid-cols-[1.2fr_0.7fr_0.7fr_1fr_auto]"
            >
              <FormField id={`band-${i}-basis`} label={m.basis(i + 1)}>
                <EsaSelect
                  value={b.basis}
                  onValueChange={(basis) => patch('bands', i, { basis: basis as 'age' | 'grade' })}
                  choices={[
                    { value: 'age', label: m.basisAge },
                    { value: 'grade', label: m.basisGrade },
                  ]}
                />
              </FormField>
              <FormField id={`band-${i}-from`} label={m.from(i + 1)} error={errors[`awardBands.${i}.from`]}>
                <Input
                  inputMode="numeric"
                  value={b.from}
                  onChange={(e) => patch('bands', i, { from: e.target.value })}
                />
              </FormField>
              <FormField id={`band-${i}-to`} label={m.to(i + 1)} error={errors[`awardBands.${i}.to`]}>
                <Input
                  inputMode="numeric"
                  value={b.to}
                  onChange={(e) => patch('bands', i, { to: e.target.value })}
                />
              </FormField>
              <FormField
                id={`band-${i}-amount`}
                label={m.amount(i + 1)}
                error={errors[`awardBands.${i}.cents`]}
              >
                <Input
                  inputMode="decimal"
                  value={b.amount}
                  onChange={(e) => patch('bands', i, { amount: e.target.value })}
                />
              </FormField>
              <Remove label={m.removeBand(i + 1)} onClick={() => drop('bands', i)} />
            </div>
          ))}
        </Rows>
      </FormFieldset>
      <FormField id="program-cap" label={m.familyCap} error={errors.familyCapCents} hint={m.familyCapHint}>
        <Input inputMode="decimal" {...form.bind('familyCap')} />
      </FormField>

      <FormFieldset id="program-categories" legend={m.categories} error={errors.categories}>
        <Rows
          add={m.addCategory}
          onAdd={() => set('categories', [...v.categories, { key: null, label: '', description: '' }])}
        >
          {v.categories.map((c, i) => (
            <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_2fr_auto]">
              <FormField
                id={`category-${i}-label`}
                label={m.categoryName(i + 1)}
                error={errors[`categories.${i}.label`] ?? errors[`categories.${i}.key`]}
              >
                <Input
                  autoComplete="off"
                  maxLength={80}
                  value={c.label}
                  onChange={(e) => patch('categories', i, { label: e.target.value })}
                />
              </FormField>
              <FormField
                id={`category-${i}-description`}
                label={m.categoryDescription(i + 1)}
                error={errors[`categories.${i}.description`]}
              >
                <Input
                  autoComplete="off"
                  maxLength={300}
                  value={c.description}
                  onChange={(e) => patch('categories', i, { description: e.target.value })}
                />
              </FormField>
              <Remove label={m.removeCategory(i + 1)} onClick={() => drop('categories', i)} />
            </div>
          ))}
        </Rows>
      </FormFieldset>

      <FormFieldset id="program-forbidden" legend={m.forbidden} error={errors.forbidden}>
        <Rows
          add={m.addForbidden}
          onAdd={() => set('forbidden', [...v.forbidden, { label: '', keywords: '' }])}
        >
          {v.forbidden.map((f, i) => (
            <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_2fr_auto]">
              <FormField
                id={`forbidden-${i}-label`}
                label={m.forbiddenName(i + 1)}
                error={errors[`forbidden.${i}.label`]}
              >
                <Input
                  autoComplete="off"
                  maxLength={80}
                  value={f.label}
                  onChange={(e) => patch('forbidden', i, { label: e.target.value })}
                />
              </FormField>
              <FormField
                id={`forbidden-${i}-keywords`}
                label={m.forbiddenKeywords(i + 1)}
                error={errors[`forbidden.${i}.keywords`]}
                hint={m.keywordsHint}
              >
                <Input
                  autoComplete="off"
                  value={f.keywords}
                  onChange={(e) => patch('forbidden', i, { keywords: e.target.value })}
                />
              </FormField>
              <Remove label={m.removeForbidden(i + 1)} onClick={() => drop('forbidden', i)} />
            </div>
          ))}
        </Rows>
      </FormFieldset>

      <CheckList
        id="program-receipt"
        legend={m.receiptFields}
        error={errors.receiptFields}
        choices={RECEIPT_FIELDS.map((f) => ({ value: f, label: esaMessages.receiptFields[f] }))}
        value={v.receiptFields}
        onChange={(fields) => set('receiptFields', fields)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="program-receipt-days"
          label={m.receiptDays}
          error={errors['deadlines.receiptDays']}
          hint={m.daysHint}
        >
          <Input inputMode="numeric" {...form.bind('receiptDays')} />
        </FormField>
        <FormField
          id="program-submit-days"
          label={m.submitDays}
          error={errors['deadlines.submitDays']}
          hint={m.daysHint}
        >
          <Input inputMode="numeric" {...form.bind('submitDays')} />
        </FormField>
      </div>
      <FormFieldset id="program-fixed" legend={m.fixed} error={errors['deadlines.fixed']}>
        <Rows add={m.addFixed} onAdd={() => set('fixed', [...v.fixed, { label: '', monthDay: '' }])}>
          {v.fixed.map((f, i) => (
            <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[2fr_1fr_auto]">
              <FormField
                id={`fixed-${i}-label`}
                label={m.fixedLabel(i + 1)}
                error={errors[`deadlines.fixed.${i}.label`]}
              >
                <Input
                  autoComplete="off"
                  maxLength={80}
                  value={f.label}
                  onChange={(e) => patch('fixed', i, { label: e.target.value })}
                />
              </FormField>
              <FormField
                id={`fixed-${i}-date`}
                label={m.fixedDate(i + 1)}
                error={errors[`deadlines.fixed.${i}.monthDay`]}
              >
                <Input
                  placeholder="06-30"
                  value={f.monthDay}
                  onChange={(e) => patch('fixed', i, { monthDay: e.target.value })}
                />
              </FormField>
              <Remove label={m.removeFixed(i + 1)} onClick={() => drop('fixed', i)} />
            </div>
          ))}
        </Rows>
      </FormFieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="program-rollover" label={m.rollover} error={errors['rollover.kind']}>
          <EsaSelect
            value={v.rolloverKind}
            onValueChange={(k) => set('rolloverKind', k as RolloverKind)}
            choices={(Object.keys(m.rolloverKinds) as RolloverKind[]).map((k) => ({
              value: k,
              label: m.rolloverKinds[k],
            }))}
          />
        </FormField>
        {v.rolloverKind === 'capped' ? (
          <FormField id="program-rollover-cap" label={m.rolloverCap} error={errors['rollover.capCents']}>
            <Input inputMode="decimal" {...form.bind('rolloverCap')} />
          </FormField>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={v.curriculumTie}
          onChange={(e) => set('curriculumTie', e.target.checked)}
        />
        {m.curriculumTie}
      </label>
      <FormField id="program-notes" label={esaMessages.notes} error={errors.notes}>
        <Input autoComplete="off" maxLength={2000} {...form.bind('notes')} />
      </FormField>
      {Object.values(errors).some(Boolean) ? (
        // The form is long: what stops the save is said again next to the button.
        <p className="text-sm text-destructive">{m.fixAbove(Object.values(errors).find(Boolean)!)}</p>
      ) : null}
      <FormDialogFooter pending={save.isPending} submitLabel={esaMessages.save} onCancel={onDone} />
    </form>
  );
}
