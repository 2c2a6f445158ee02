import { Download, FileUp } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  COLUMN_ROLES,
  columnCount,
  MAX_PLAN_FILE_BYTES,
  planLessons,
  PLAN_FIELDS,
  type ColumnRole,
} from '@shared/domain/plan-file';
import { planFileMessages as msg } from '@shared/messages/plan-files';
import type { PlanPreview } from '@shared/schemas/plan-files';
import { FormField } from '@client/components/form-field';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
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
import { Textarea } from '@client/components/ui/textarea';
import { errorDetail } from '@client/lib/api-client';
import { downloadPdf } from '@client/lib/pdf-download';
import { planExportHref, useImportPlan, usePlanPreview, type PlanSource } from '@client/api/plan-files';

export type PlanFileMode = 'import' | 'export';

/** How many lessons and problems the preview lists before '… and N more'. */
const PREVIEW_ROWS = 50;
const PREVIEW_ERRORS = 10;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** 'Import plan…' (a file or a paste, previewed with its column mapping) and 'Export plan' (CSV or JSON). */
export function PlanFileDialog({
  open,
  mode,
  classId,
  classTitle,
  onOpenChange,
}: {
  open: boolean;
  mode: PlanFileMode | null;
  classId: string;
  classTitle: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={mode === 'import' ? 'sm:max-w-3xl' : 'sm:max-w-lg'}>
        {mode === 'import' ? (
          <ImportPlan classId={classId} onDone={() => onOpenChange(false)} />
        ) : mode === 'export' ? (
          <ExportPlan classId={classId} classTitle={classTitle} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ExportPlan({
  classId,
  classTitle,
  onDone,
}: {
  classId: string;
  classTitle: string;
  onDone: () => void;
}) {
  const slug = classTitle.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{msg.exportTitle}</DialogTitle>
        <DialogDescription>{msg.exportDescription}</DialogDescription>
      </DialogHeader>
      <ul className="grid grid-cols-1 gap-3">
        {(['csv', 'json'] as const).map((format) => (
          <li key={format} className="flex flex-col gap-1 rounded-lg border p-3">
            <Button asChild variant="outline" className="self-start">
              <a
                href={planExportHref(classId, format)}
                download={`plan-${slug}.${format}`}
                onClick={downloadPdf}
              >
                <Download aria-hidden="true" /> {format === 'csv' ? msg.exportCsv : msg.exportJson}
              </a>
            </Button>
            <p className="text-sm text-muted-foreground">
              {format === 'csv' ? msg.exportCsvHint : msg.exportJsonHint}
            </p>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {msg.close}
        </Button>
      </DialogFooter>
    </>
  );
}

function ImportPlan({ classId, onDone }: { classId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PlanPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnRole[]>([]);
  const [header, setHeader] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const read = usePlanPreview(classId);
  const save = useImportPlan(classId);

  const load = (source: PlanSource) => {
    setReadError(null);
    read.mutate(source, {
      onSuccess: (p) => {
        setPreview(p);
        setMapping(p.mapping);
        setHeader(p.header);
      },
      onError: (err) => setReadError(errorDetail(err, msg.previewFailed)),
    });
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_PLAN_FILE_BYTES) setReadError(msg.tooLarge(MAX_PLAN_FILE_BYTES / (1024 * 1024)));
    else load({ file });
  };

  if (!preview)
    return (
      <>
        <DialogHeader>
          <DialogTitle>{msg.importTitle}</DialogTitle>
          <DialogDescription>{msg.importDescription}</DialogDescription>
        </DialogHeader>
        <FormField id="plan-file" label={msg.fileLabel} hint={msg.fileHint}>
          <Input
            ref={fileInput}
            type="file"
            accept=".csv,.tsv,.txt,.xlsx,.json,text/csv,text/tab-separated-values,text/plain,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFile}
            disabled={read.isPending}
            className="h-auto cursor-pointer py-1.5"
          />
        </FormField>
        <FormField id="plan-paste" label={msg.pasteLabel} hint={msg.pasteHint}>
          <Textarea
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'Title\tMinutes\tWeek\nFractions\t30\t1'}
            className="font-mono text-xs"
          />
        </FormField>
        {read.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {msg.reading}
          </p>
        ) : null}
        {readError ? (
          <p role="alert" className="text-sm text-destructive">
            {readError}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={read.isPending || text.trim() === ''}
            onClick={() => load({ text })}
          >
            <FileUp aria-hidden="true" /> {msg.previewButton}
          </Button>
        </DialogFooter>
      </>
    );

  return (
    <Previewed
      preview={preview}
      mapping={mapping}
      header={header}
      onMapping={setMapping}
      onHeader={setHeader}
      pending={save.isPending}
      onBack={() => {
        setPreview(null);
        if (fileInput.current) fileInput.current.value = '';
      }}
      onCancel={onDone}
      onImport={() => save.mutate({ rows: preview.rows, mapping, header }, { onSuccess: onDone })}
    />
  );
}

/** A column's spreadsheet letter: A … Z, AA … */
function letter(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function Previewed({
  preview,
  mapping,
  header,
  onMapping,
  onHeader,
  pending,
  onBack,
  onCancel,
  onImport,
}: {
  preview: PlanPreview;
  mapping: ColumnRole[];
  header: boolean;
  onMapping: (m: ColumnRole[]) => void;
  onHeader: (h: boolean) => void;
  pending: boolean;
  onBack: () => void;
  onCancel: () => void;
  onImport: () => void;
}) {
  const { rows } = preview;
  const width = columnCount(rows);
  // The same check as the server's, as the mapping changes.
  const result = useMemo(() => planLessons(rows, mapping, header), [rows, mapping, header]);
  const firstRow = rows.find((r) => r.some((c) => c.trim() !== '')) ?? [];
  const sample = (col: number) =>
    rows.slice(header ? rows.indexOf(firstRow) + 1 : 0).find((r) => (r[col] ?? '').trim() !== '')?.[col] ??
    '';
  const shown = PLAN_FIELDS.filter((f) => f === 'title' || mapping.includes(f));
  const count = result.ok ? result.lessons.length : 0;
  const tooMany = result.lessons.length > preview.room;
  const setRole = (col: number, role: ColumnRole) =>
    onMapping(
      Array.from({ length: width }, (_, i) =>
        i === col ? role : role !== 'ignore' && mapping[i] === role ? 'ignore' : (mapping[i] ?? 'ignore'),
      ),
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{msg.importTitle}</DialogTitle>
        <DialogDescription>
          {[
            preview.sourceTitle ? msg.fromPlan(preview.sourceTitle) : null,
            msg.appended,
            mapping.includes('week') || mapping.includes('day') ? msg.ordered : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </DialogDescription>
      </DialogHeader>

      {preview.format !== 'json' ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold">{msg.columnsLabel}</legend>
          <p className="text-xs text-muted-foreground">{msg.columnsHint}</p>
          <div className="flex items-center gap-2">
            <Checkbox id="plan-header" checked={header} onCheckedChange={(v) => onHeader(v === true)} />
            <Label htmlFor="plan-header">{msg.headerRow}</Label>
          </div>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Array.from({ length: width }, (_, col) => {
              const name =
                header && firstRow[col]?.trim() ? `${letter(col)} (${firstRow[col]!.trim()})` : letter(col);
              return (
                <li key={col} className="flex min-w-0 flex-col gap-1 rounded-lg border p-2">
                  <Label htmlFor={`plan-col-${col}`} className="wrap-anywhere">
                    {msg.columnSelect(name)}
                  </Label>
                  <select
                    id={`plan-col-${col}`}
                    className={selectClass}
                    value={mapping[col] ?? 'ignore'}
                    onChange={(e) => setRole(col, e.target.value as ColumnRole)}
                  >
                    {COLUMN_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {msg.roles[role]}
                      </option>
                    ))}
                  </select>
                  <span className="truncate text-xs text-muted-foreground">{sample(col) || '—'}</span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {!result.ok ? (
        <section aria-label={msg.errorsLabel(result.errors.length || 1)} className="flex flex-col gap-1">
          <p role="alert" className="text-sm font-semibold text-destructive">
            {result.errors.length > 0 ? msg.errorsLabel(result.errors.length) : result.message}
          </p>
          {result.errors.length > 0 ? (
            <ul className="grid grid-cols-1 gap-0.5 text-sm text-destructive">
              {result.errors.slice(0, PREVIEW_ERRORS).map((e) => (
                <li key={`${e.row}-${e.column}`} className="wrap-anywhere">
                  {e.message}
                </li>
              ))}
              {result.errors.length > PREVIEW_ERRORS ? (
                <li>{msg.errorsMore(result.errors.length - PREVIEW_ERRORS)}</li>
              ) : null}
            </ul>
          ) : null}
        </section>
      ) : tooMany ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {msg.room(preview.room)}
        </p>
      ) : null}

      {result.lessons.length > 0 ? (
        <section aria-label={msg.previewLabel} className="flex min-w-0 flex-col gap-1">
          <h3 className="text-sm font-semibold">{msg.previewLabel}</h3>
          {/* Focusable, so a keyboard can scroll it. */}
          <div
            tabIndex={0}
            className="max-h-60 overflow-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    {msg.previewColumns.row}
                  </th>
                  {shown.map((f) => (
                    <th key={f} scope="col" className="px-2 py-1 font-medium">
                      {msg.previewColumns[f]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.lessons.slice(0, PREVIEW_ROWS).map((l) => (
                  <tr key={l.row} className="border-t align-top">
                    <td className="px-2 py-1 text-muted-foreground tabular-nums">{l.row}</td>
                    {shown.map((f) => (
                      <td
                        key={f}
                        className={
                          f === 'title' || f === 'notes'
                            ? 'min-w-32 px-2 py-1 wrap-anywhere'
                            : 'px-2 py-1 tabular-nums'
                        }
                      >
                        {f === 'minutes'
                          ? (l.minutes ?? msg.classMinutes(preview.classMinutes))
                          : f === 'notes'
                            ? (l.notes ?? '')
                            : (l[f] ?? '')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.lessons.length > PREVIEW_ROWS ? (
            <p className="text-xs text-muted-foreground">
              {msg.previewMore(result.lessons.length - PREVIEW_ROWS)}
            </p>
          ) : null}
        </section>
      ) : null}

      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack} disabled={pending}>
          {msg.startOver}
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" onClick={onImport} disabled={pending || !result.ok || tooMany}>
            {pending ? msg.importing : msg.importSubmit(count)}
          </Button>
        </div>
      </DialogFooter>
    </>
  );
}
