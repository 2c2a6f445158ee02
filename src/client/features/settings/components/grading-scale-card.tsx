import { GraduationCap, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_SCALE_ROWS, type ScaleRow } from '@shared/domain/grading';
import { gradingMessages as m } from '@shared/messages/grading';
import { useGradingScale, useResetGradingScale, useSaveGradingScale } from '@client/api/grading';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { zodCheck } from '@client/lib/form-check';
import { useZodForm } from '@client/lib/use-zod-form';
import type * as gradingSchemas from '@shared/schemas/grading';
import { lazySchema } from '@client/lib/lazy-schema';

/** The form's schema, loaded at the first tap or key press (ADR 050). */
const gradingScaleInputSchema = lazySchema<typeof gradingSchemas.gradingScaleInputSchema>(() =>
  import('@shared/schemas/grading').then((m) => m.gradingScaleInputSchema),
);

interface Row {
  key: number;
  letter: string;
  minPercent: string;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const check = zodCheck(gradingScaleInputSchema, (v: { rows: Row[] }) => ({
  rows: v.rows.map((r) => ({ letter: r.letter, minPercent: toNumber(r.minPercent) })),
}));

/** Settings › Grading scale: the family's letters with their minimum percents. */
export function GradingScaleCard() {
  const scale = useGradingScale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
              <GraduationCap className="size-5 text-primary" aria-hidden="true" /> {m.scaleTitle}
            </h2>
          </CardTitle>
          <CardDescription>
            {m.scaleDescription} {scale.data?.isDefault ? m.scaleDefaultNote : null}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {scale.isPending ? (
            <div role="status" className="flex flex-col gap-2">
              <span className="sr-only">Loading…</span>
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : scale.isError ? (
            <LoadError
              message={m.scaleLoadFailed}
              onRetry={() => scale.refetch()}
              retrying={scale.isRefetching}
            />
          ) : (
            // Keyed by the stored scale, so a reset or another tab's save shows at once.
            <ScaleForm
              key={JSON.stringify(scale.data.rows)}
              rows={scale.data.rows}
              isDefault={scale.data.isDefault}
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function ScaleForm({ rows: saved, isDefault }: { rows: ScaleRow[]; isDefault: boolean }) {
  const idBase = useId();
  const [nextKey, setNextKey] = useState(saved.length);
  const form = useZodForm({
    initial: () => ({
      rows: saved.map((r, key) => ({ key, letter: r.letter, minPercent: String(r.minPercent) })),
    }),
    check,
    clearErrorOnChange: true,
  });
  const save = useSaveGradingScale();
  const reset = useResetGradingScale();
  const rows = form.values.rows;
  const setRow = (key: number, patch: Partial<Row>) =>
    form.set(
      'rows',
      rows.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    );

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ data }) => {
        if (!save.isPending) save.mutate(data.rows, { onError: (err) => form.setFormError(err.message) });
      })}
    >
      <ul className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map((r, i) => (
          <li key={r.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <FormField id={`${idBase}-l${r.key}`} label={`${m.letterLabel} ${i + 1}`}>
              <Input
                maxLength={4}
                autoComplete="off"
                value={r.letter}
                onChange={(e) => setRow(r.key, { letter: e.target.value })}
              />
            </FormField>
            <FormField id={`${idBase}-p${r.key}`} label={m.minimumLabel}>
              <Input
                inputMode="decimal"
                value={r.minPercent}
                onChange={(e) => setRow(r.key, { minPercent: e.target.value })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={m.removeLetter(r.letter)}
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
      {form.errors.rows || form.formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {form.errors.rows ?? form.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= MAX_SCALE_ROWS}
          onClick={() => {
            form.set('rows', [...rows, { key: nextKey, letter: '', minPercent: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          <Plus aria-hidden="true" />
          {m.addLetter}
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={isDefault || reset.isPending}>
              {m.resetScale}
            </Button>
          }
          title={m.resetScaleTitle}
          description={m.resetScaleDescription}
          confirmLabel={m.resetScale}
          onConfirm={() => reset.mutate()}
        />
        <Button type="submit" className="sm:ml-auto" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : m.saveScale}
        </Button>
      </div>
    </form>
  );
}
