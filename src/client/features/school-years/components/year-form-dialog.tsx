import { Plus, Trash2 } from 'lucide-react';
import { addDaysIso, isIsoDate } from '@shared/domain/dates';
import {
  DEFAULT_SCHOOL_WEEKDAYS,
  MAX_TERMS,
  MAX_TERM_NAME,
  MAX_YEAR_NAME,
  defaultYearName,
  matchingPreset,
  presetTerms,
  suggestedYearDates,
  yearProblem,
  type TermPreset,
  type TermRange,
} from '@shared/domain/school-year';
import { countSchoolDays } from '@shared/domain/school-days';
import { schoolYearMessages as m, rangeLabel } from '@shared/messages/school-years';
import { schoolYearInputSchema, type SchoolYear, type SchoolYearInput } from '@shared/schemas/school-years';
import { FormDialogFooter } from '@client/components/form-dialog-footer';
import { FormField } from '@client/components/form-field';
import { WeekdayPicker } from '@client/components/weekday-picker';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { useCreateSchoolYear, useUpdateSchoolYear } from '@client/api/school-years';
import { zodCheck } from '@client/lib/form-check';
import { useToday } from '@client/lib/use-today';
import { useZodForm } from '@client/lib/use-zod-form';

type TermMode = TermPreset | 'custom';

interface TermRow extends TermRange {
  /** A stable key for the row while it is edited. */
  key: number;
}

interface FormState {
  name: string;
  /** Whether the name was typed (else it follows the dates: '2026–27'). */
  nameTyped: boolean;
  startDate: string;
  endDate: string;
  weekdays: number[];
  termMode: TermMode;
  /** The custom list (its rows start as the preset's terms when the list is chosen). */
  terms: TermRow[];
}

let nextKey = 0;
const rows = (terms: readonly TermRange[]): TermRow[] =>
  terms.map(({ name, startDate, endDate }) => ({ name, startDate, endDate, key: nextKey++ }));

/** The whole-family breaks of a year: a preset counts the school days outside them (as the server does). */
const familyBreaks = (year: SchoolYear | undefined) =>
  year?.breaks.filter((b) => b.studentIds === null) ?? [];

function initialState(year: SchoolYear | undefined, years: readonly SchoolYear[], today: string): FormState {
  if (year) {
    const preset = matchingPreset(year, year.terms, familyBreaks(year));
    return {
      name: year.name,
      nameTyped: year.name !== defaultYearName(year.startDate, year.endDate),
      startDate: year.startDate,
      endDate: year.endDate,
      weekdays: year.weekdays,
      termMode: preset ?? 'custom',
      terms: rows(year.terms),
    };
  }
  const dates = suggestedYearDates(today, years);
  const weekdays = [...DEFAULT_SCHOOL_WEEKDAYS];
  return {
    name: defaultYearName(dates.startDate, dates.endDate),
    nameTyped: false,
    ...dates,
    weekdays,
    termMode: 'quarters',
    terms: rows(presetTerms({ ...dates, weekdays }, 'quarters')),
  };
}

const check = zodCheck(schoolYearInputSchema, (form: FormState): SchoolYearInput => ({
  name: form.name,
  startDate: form.startDate,
  endDate: form.endDate,
  weekdays: form.weekdays,
  terms:
    form.termMode === 'custom'
      ? form.terms.map(({ name, startDate, endDate }) => ({ name, startDate, endDate }))
      : form.termMode,
}));

/** The year's dates and weekdays when they make a year (for the preset's preview), else null. */
function validYear(form: FormState) {
  if (!isIsoDate(form.startDate) || !isIsoDate(form.endDate)) return null;
  const year = { startDate: form.startDate, endDate: form.endDate, weekdays: form.weekdays };
  return yearProblem(year) ? null : year;
}

/** Add a school year (no `year`) or edit one: name, dates, school weekdays and terms. */
export function YearFormDialog({
  year,
  years,
  open,
  onOpenChange,
}: {
  year?: SchoolYear;
  years: readonly SchoolYear[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        {open ? (
          <YearForm key={year?.id ?? 'new'} year={year} years={years} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function YearForm({
  year,
  years,
  onDone,
}: {
  year?: SchoolYear;
  years: readonly SchoolYear[];
  onDone: () => void;
}) {
  const today = useToday();
  const form = useZodForm({
    initial: () => initialState(year, years, today),
    check,
    clearErrorOnChange: true,
  });
  const { values, errors, set } = form;
  const create = useCreateSchoolYear();
  const update = useUpdateSchoolYear();
  const pending = create.isPending || update.isPending;
  const shape = validYear(values);
  const breaks = familyBreaks(year);
  const preview = shape && values.termMode !== 'custom' ? presetTerms(shape, values.termMode, breaks) : null;

  /** A date changed: the name follows the dates until one is typed. */
  const setDate = (field: 'startDate' | 'endDate', value: string) =>
    form.setValues((f) => {
      const next = { ...f, [field]: value };
      return f.nameTyped || !isIsoDate(next.startDate) || !isIsoDate(next.endDate)
        ? next
        : { ...next, name: defaultYearName(next.startDate, next.endDate) };
    });

  const setMode = (mode: TermMode) =>
    form.setValues((f) => {
      // Choosing the custom list starts it from the terms shown a moment ago.
      const fromPreset = mode === 'custom' && f.termMode !== 'custom' ? preview : null;
      return { ...f, termMode: mode, terms: fromPreset ? rows(fromPreset) : f.terms };
    });

  const setTerm = (key: number, patch: Partial<TermRange>) =>
    set(
      'terms',
      values.terms.map((t) => (t.key === key ? { ...t, ...patch } : t)),
    );

  const addTerm = () => {
    const last = values.terms.at(-1);
    const start = last && isIsoDate(last.endDate) ? addDaysIso(last.endDate, 1) : values.startDate;
    const end = isIsoDate(values.endDate) && values.endDate >= start ? values.endDate : start;
    set('terms', [
      ...values.terms,
      { key: nextKey++, name: m.customTermName(values.terms.length + 1), startDate: start, endDate: end },
    ]);
  };

  const onValid = ({ input }: { input: SchoolYearInput }) => {
    const options = { onSuccess: onDone, onError: form.showServerErrors };
    if (year) update.mutate({ id: year.id, patch: input }, options);
    else create.mutate(input, options);
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {year ? m.editYearTitle(year.name) : m.addYearTitle}
        </DialogTitle>
        <DialogDescription>{m.yearFormDescription}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="year-start" label={m.startLabel} error={errors.startDate}>
          <Input
            type="date"
            value={values.startDate}
            onChange={(e) => setDate('startDate', e.target.value)}
          />
        </FormField>
        <FormField id="year-end" label={m.endLabel} error={errors.endDate}>
          <Input
            type="date"
            min={values.startDate || undefined}
            value={values.endDate}
            onChange={(e) => setDate('endDate', e.target.value)}
          />
        </FormField>
      </div>

      <FormField id="year-name" label={m.nameLabel} error={errors.name}>
        <Input
          autoComplete="off"
          maxLength={MAX_YEAR_NAME}
          value={values.name}
          onChange={(e) => form.setValues((f) => ({ ...f, name: e.target.value, nameTyped: true }))}
        />
      </FormField>

      <WeekdayPicker
        id="year-weekdays"
        legend={m.weekdaysLabel}
        value={values.weekdays}
        onChange={(d) => set('weekdays', d)}
        error={errors.weekdays}
      />
      {shape ? (
        <p className="-mt-2 text-sm text-muted-foreground" data-testid="year-school-days">
          {m.schoolDays(countSchoolDays(shape, breaks))}
        </p>
      ) : null}

      <FormField
        id="year-terms"
        label={m.termsLabel}
        error={values.termMode === 'custom' ? undefined : errors.terms}
        hint={m.termPresetHint}
      >
        <Select value={values.termMode} onValueChange={(v) => setMode(v as TermMode)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="quarters">{m.termPresetQuarters}</SelectItem>
            <SelectItem value="semesters">{m.termPresetSemesters}</SelectItem>
            <SelectItem value="custom">{m.termPresetCustom}</SelectItem>
          </SelectContent>
        </Select>
      </FormField>

      {preview ? (
        <ol
          className="-mt-2 flex flex-col gap-1 rounded-lg bg-muted/50 p-3 text-sm"
          aria-label={m.termsLabel}
        >
          {preview.map((t) => (
            <li key={t.name} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{t.name}</span>
              <span className="text-muted-foreground">{rangeLabel(t.startDate, t.endDate)}</span>
            </li>
          ))}
        </ol>
      ) : null}

      {values.termMode === 'custom' ? (
        <div className="flex flex-col gap-3">
          <ol className="flex flex-col gap-3" aria-label={m.termsLabel}>
            {values.terms.map((t, i) => (
              <li
                key={t.key}
                className="grid grid-cols-1 gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto]"
              >
                <div className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-3">
                  <FormField id={`term-${t.key}-name`} label={m.termName(i + 1)}>
                    <Input
                      autoComplete="off"
                      maxLength={MAX_TERM_NAME}
                      value={t.name}
                      onChange={(e) => setTerm(t.key, { name: e.target.value })}
                    />
                  </FormField>
                  <FormField id={`term-${t.key}-start`} label={m.termStart(i + 1)}>
                    <Input
                      type="date"
                      value={t.startDate}
                      onChange={(e) => setTerm(t.key, { startDate: e.target.value })}
                    />
                  </FormField>
                  <FormField id={`term-${t.key}-end`} label={m.termEnd(i + 1)}>
                    <Input
                      type="date"
                      value={t.endDate}
                      onChange={(e) => setTerm(t.key, { endDate: e.target.value })}
                    />
                  </FormField>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="self-end text-destructive hover:bg-destructive/10"
                  aria-label={m.removeTerm(i + 1)}
                  disabled={values.terms.length === 1}
                  onClick={() =>
                    set(
                      'terms',
                      values.terms.filter((x) => x.key !== t.key),
                    )
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {errors.terms ? (
            <p id="year-terms-error" role="alert" className="text-sm text-destructive">
              {errors.terms}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={addTerm}
            disabled={values.terms.length >= MAX_TERMS}
          >
            <Plus aria-hidden="true" /> {m.addTerm}
          </Button>
        </div>
      ) : null}

      <FormDialogFooter
        pending={pending}
        submitLabel={pending ? m.saving : year ? m.saveYear : m.addYear}
        onCancel={onDone}
      />
    </form>
  );
}
