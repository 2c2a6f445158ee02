import { Download, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { readingLogMessages as m } from '@shared/messages/reading-log';
import { dateLabel } from '@shared/messages/school-years';
import type { Book } from '@shared/schemas/reading-log';
import type { SchoolYear } from '@shared/schemas/school-years';
import type { Student } from '@shared/schemas/students';
import { readingLogPdfUrl, useDeleteBook, useReadingLog } from '@client/api/reading-log';
import { useSchoolYears } from '@client/api/school-years';
import { EditDeleteActions } from '@client/components/edit-delete-actions';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToday } from '@client/lib/use-today';
import { BookFormDialog } from './book-form-dialog';
import { Writes } from '@client/components/writes';
import '@client/components/print-sheet.css';
import { downloadPdf } from '@client/lib/pdf-download';

const LAST_YEAR = 'last-12-months';

/** The year holding today, else the latest one that started, else the last 12 months. */
function defaultPeriod(years: readonly SchoolYear[], today: string): string {
  const current = years.find((y) => y.startDate <= today && today <= y.endDate);
  if (current) return current.id;
  const started = years.filter((y) => y.startDate <= today).at(-1);
  return started?.id ?? LAST_YEAR;
}

/** Records › Reading log: a child's books of a school year (or the last 12 months), with totals, print and PDF. */
export function ReadingLogView({ child }: { child: Student }) {
  const today = useToday();
  const years = useSchoolYears();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = years.data ?? [];
  const period = chosen ?? (years.isPending ? null : defaultPeriod(list, today));
  const year = list.find((y) => y.id === period);
  const from = year?.startDate ?? addDaysIso(today, -365);
  const to = year?.endDate ?? today;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Book | null>(null);

  const actions = (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Writes>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> {m.addBook}
        </Button>
      </Writes>
      {year ? (
        <Button variant="outline" asChild>
          <a href={readingLogPdfUrl(child.id, year.id)} download onClick={downloadPdf}>
            <Download aria-hidden="true" /> {m.downloadPdf}
          </a>
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> {m.print}
      </Button>
    </div>
  );

  return (
    <div className="print-sheet flex flex-col gap-6">
      <PageHeader
        title={`${m.pageTitle} · ${child.name}`}
        description={year ? year.name : m.lastYear}
        readActions={actions}
      />
      {years.isError ? (
        <LoadError onRetry={() => years.refetch()} retrying={years.isFetching} />
      ) : period === null ? (
        <Skeleton className="h-10 w-64" />
      ) : (
        <div className="max-w-xs print:hidden">
          <FormField id="reading-period" label={m.period}>
            <NativeSelect value={period} onValueChange={setChosen}>
              {list.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.name}
                </option>
              ))}
              <option value={LAST_YEAR}>{m.lastYear}</option>
            </NativeSelect>
          </FormField>
        </div>
      )}
      {period === null ? null : (
        <BookList
          studentId={child.id}
          from={from}
          to={to}
          onEdit={setEditing}
          onAdd={() => setAdding(true)}
        />
      )}
      <BookFormDialog studentId={child.id} open={adding} onOpenChange={setAdding} />
      <BookFormDialog
        studentId={child.id}
        item={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
    </div>
  );
}

function BookList({
  studentId,
  from,
  to,
  onEdit,
  onAdd,
}: {
  studentId: string;
  from: string;
  to: string;
  onEdit: (book: Book) => void;
  onAdd: () => void;
}) {
  const log = useReadingLog(studentId, from, to);
  const remove = useDeleteBook(studentId);
  if (log.isPending) return <Skeleton className="h-40 w-full" aria-label={m.pageTitle} />;
  if (log.isError)
    return (
      <LoadError
        message={m.loadFailed}
        detail={log.error.message}
        onRetry={() => log.refetch()}
        retrying={log.isFetching}
      />
    );
  const { books, totals } = log.data;
  return (
    <>
      <dl className="grid grid-cols-3 gap-4 rounded-lg border p-4" data-testid="reading-totals">
        {(
          [
            [m.totalBooks, totals.books],
            [m.totalMinutes, totals.minutes],
            [m.totalPages, totals.pages],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {books.length === 0 ? (
        <Card className="print:hidden">
          <CardContent className="flex flex-col items-start gap-3 py-6">
            <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
            <p className="text-muted-foreground">{m.emptyDescription}</p>
            <Writes>
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" /> {m.addBook}
              </Button>
            </Writes>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 divide-y rounded-lg border" aria-label={m.pageTitle}>
          {books.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium wrap-anywhere">{b.title}</p>
                <p className="text-sm text-muted-foreground wrap-anywhere">
                  {[b.author, b.isbn ? `ISBN ${b.isbn}` : null, b.className].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span className="text-sm tabular-nums">
                {b.startedOn ? dateLabel(b.startedOn) : '—'} –{' '}
                {b.finishedOn ? dateLabel(b.finishedOn) : m.reading}
              </span>
              <span className="text-sm whitespace-nowrap tabular-nums">
                {[b.minutes != null ? `${b.minutes} min` : null, b.pages != null ? `${b.pages} pages` : null]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </span>
              <EditDeleteActions
                editLabel={m.editBook(b.title)}
                onEdit={() => onEdit(b)}
                deleteLabel={m.deleteBook(b.title)}
                deleteTitle={m.deleteTitle}
                deleteDescription={m.deleteDescription(b.title)}
                onDelete={() => remove.mutate(b.id)}
                deleting={remove.isPending}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
