import { Plus, Scale, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { gradingMessages as m } from '@shared/messages/grading';
import { MAX_CATEGORIES } from '@shared/domain/grading';
import type { GradebookClass } from '@shared/schemas/assignments';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { useSaveGradeWeights } from '@client/api/grading';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as gradingSchemas from '@shared/schemas/grading';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const gradeWeightsInputSchema = lazySchema<typeof gradingSchemas.gradeWeightsInputSchema>(() =>
  import('@shared/schemas/grading').then((m) => m.gradeWeightsInputSchema),
);

interface Row {
  key: number;
  category: string;
  weight: string;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const check = zodCheck(gradeWeightsInputSchema, (v: { rows: Row[] }) => ({
  weights: v.rows.map((r) => ({ category: r.category, weight: toNumber(r.weight) })),
}));

/** The class's grading categories with their weights ('Grading' on the class's card of the Grades page). */
export function GradeWeightsDialog({ gradebookClass: c }: { gradebookClass: GradebookClass }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`${m.weightsButton}: ${c.title}`}>
          <Scale aria-hidden="true" />
          {m.weightsButton}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{m.weightsTitle(c.title)}</DialogTitle>
          <DialogDescription>{m.weightsDescription}</DialogDescription>
        </DialogHeader>
        {open ? <WeightsForm gradebookClass={c} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function WeightsForm({ gradebookClass: c, onDone }: { gradebookClass: GradebookClass; onDone: () => void }) {
  const idBase = useId();
  const [nextKey, setNextKey] = useState(c.weights.length);
  const form = useZodForm({
    initial: () => ({
      rows: c.weights.map((w, key) => ({ key, category: w.category, weight: String(w.weight) })),
    }),
    check,
    clearErrorOnChange: true,
  });
  const save = useSaveGradeWeights();
  const rows = form.values.rows;
  const setRow = (key: number, patch: Partial<Row>) =>
    form.set(
      'rows',
      rows.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    );
  const total = rows.reduce(
    (sum, r) => sum + (Number.isFinite(toNumber(r.weight)) ? toNumber(r.weight) : 0),
    0,
  );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ data }) => {
        if (save.isPending) return;
        save.mutate(
          { classId: c.id, weights: data.weights },
          {
            onSuccess: onDone,
            onError: (err) => form.setFormError(err.message),
          },
        );
      })}
    >
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{m.noCategory}</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.map((r, i) => (
          <li key={r.key} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
            <FormField id={`${idBase}-c${r.key}`} label={`${m.categoryLabel} ${i + 1}`}>
              <Input
                maxLength={40}
                autoComplete="off"
                placeholder="e.g. Tests"
                value={r.category}
                onChange={(e) => setRow(r.key, { category: e.target.value })}
              />
            </FormField>
            <FormField id={`${idBase}-w${r.key}`} label={m.weightLabel}>
              <Input
                inputMode="numeric"
                value={r.weight}
                onChange={(e) => setRow(r.key, { weight: e.target.value })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={m.removeCategory(r.category)}
              onClick={() =>
                form.set(
                  'rows',
                  rows.filter((x) => x.key !== r.key),
                )
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_CATEGORIES}
          onClick={() => {
            form.set('rows', [...rows, { key: nextKey, category: '', weight: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          <Plus aria-hidden="true" />
          {m.addCategory}
        </Button>
        {rows.length > 0 ? (
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {m.weightsTotal(total)}
          </span>
        ) : null}
      </div>
      {form.errors.weights || form.formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {form.errors.weights ?? form.formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : m.saveWeights}
        </Button>
      </DialogFooter>
    </form>
  );
}
