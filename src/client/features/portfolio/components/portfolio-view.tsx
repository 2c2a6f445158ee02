import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import type { WorkSample } from '@shared/schemas/portfolio';
import type { Student } from '@shared/schemas/students';
import { useClassChoices } from '@client/api/classes';
import { NO_FILTERS, useWorkSamples, type SampleFilters } from '@client/api/portfolio';
import { useSchoolYears } from '@client/api/school-years';
import { FormField } from '@client/components/form-field';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ChoiceSelect } from '@client/components/choice-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { Writes } from '@client/components/writes';
import { useToday } from '@client/lib/use-today';
import type { ViewerPosition } from '../samples';
import { SampleFormDialog } from './sample-form-dialog';
import { SampleGrid } from './sample-grid';
import { SampleViewer } from './sample-viewer';
import { StorageUsage } from './storage-usage';

const LAST_YEAR = 'last-12-months';
const ALL = 'all';

/** Records › Portfolio: a child's work samples of a period, by month, with filters, the viewer and the add dialog. */
export function PortfolioView({ child }: { child: Student }) {
  const today = useToday();
  const years = useSchoolYears();
  const [period, setPeriod] = useState(LAST_YEAR);
  const year = years.data?.find((y) => y.id === period);
  const from = year?.startDate ?? addDaysIso(today, -365);
  const to = year?.endDate ?? today;
  const [filters, setFilters] = useState<SampleFilters>(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WorkSample | null>(null);
  const [viewing, setViewing] = useState<ViewerPosition | null>(null);
  const list = useWorkSamples(child.id, from, to, filters);
  const classes = useClassChoices(true);
  const samples = list.data?.samples ?? [];
  const filtered = filters.classId !== null || filters.subject !== null || filters.starred;

  // The subjects to filter by: the classes' and the samples' own, and the one chosen.
  const subjects = [
    ...new Set(
      [
        ...(classes.data ?? []).map((c) => c.subject),
        ...samples.map((s) => s.subject),
        filters.subject,
      ].filter((s): s is string => Boolean(s)),
    ),
  ].sort((a, b) => a.localeCompare(b));

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" /> {m.addSample}
    </Button>
  );

  return (
    <div>
      <PageHeader
        title={`${m.pageTitle} · ${child.name}`}
        description={year ? year.name : m.lastYear}
        actions={addButton}
      />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
            <div className="col-span-2 min-w-0 lg:col-span-1">
              <FormField id="portfolio-period" label={m.period}>
                <ChoiceSelect
                  value={period}
                  onValueChange={setPeriod}
                  choices={[
                    { value: LAST_YEAR, label: m.lastYear },
                    ...(years.data ?? []).map((y) => ({ value: y.id, label: y.name })),
                  ]}
                />
              </FormField>
            </div>
            <div className="min-w-0">
              <FormField id="portfolio-class" label={m.filterClass}>
                <ChoiceSelect
                  value={filters.classId ?? ALL}
                  onValueChange={(v) => setFilters((f) => ({ ...f, classId: v === ALL ? null : v }))}
                  choices={[
                    { value: ALL, label: m.allClasses },
                    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.title })),
                  ]}
                />
              </FormField>
            </div>
            <div className="min-w-0">
              <FormField id="portfolio-subject" label={m.filterSubject}>
                <ChoiceSelect
                  value={filters.subject ?? ALL}
                  onValueChange={(v) => setFilters((f) => ({ ...f, subject: v === ALL ? null : v }))}
                  choices={[
                    { value: ALL, label: m.allSubjects },
                    ...subjects.map((subject) => ({ value: subject, label: subject })),
                  ]}
                />
              </FormField>
            </div>
            <div className="col-span-2 lg:col-span-1">
              {/* A filter, not a setting: a toggle button (a viewer changes nothing by pressing it). */}
              <Button
                type="button"
                variant="outline"
                aria-pressed={filters.starred}
                onClick={() => setFilters((f) => ({ ...f, starred: !f.starred }))}
                className="aria-pressed:border-amber-500 aria-pressed:bg-amber-50 dark:aria-pressed:bg-amber-950/30"
              >
                <Star
                  aria-hidden="true"
                  className={filters.starred ? 'fill-amber-400 text-amber-500' : 'text-amber-500'}
                />
                {m.starredOnly}
              </Button>
            </div>
          </div>
          <StorageUsage />
        </div>

        {list.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            message={m.loadFailed}
            detail={list.error.message}
            onRetry={() => list.refetch()}
            retrying={list.isFetching}
          />
        ) : samples.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 py-6">
              <h2 className="text-lg font-semibold">{m.emptyTitle}</h2>
              <p className="text-muted-foreground">{filtered ? m.emptyFiltered : m.emptyDescription}</p>
              {filtered ? (
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  {m.clearFilters}
                </Button>
              ) : (
                <Writes>{addButton}</Writes>
              )}
            </CardContent>
          </Card>
        ) : (
          <>
            <SampleGrid
              studentId={child.id}
              samples={samples}
              onOpen={(s) => setViewing({ sampleId: s.id, fileIndex: 0 })}
            />
            {list.data.truncated ? (
              <p className="text-sm text-muted-foreground">{m.truncated(samples.length)}</p>
            ) : null}
          </>
        )}

        <SampleViewer
          studentId={child.id}
          samples={samples}
          position={viewing}
          onMove={setViewing}
          onClose={() => setViewing(null)}
          onEdit={(s) => {
            setViewing(null);
            setEditing(s);
          }}
        />
        <SampleFormDialog studentId={child.id} open={adding} onOpenChange={setAdding} />
        <SampleFormDialog
          studentId={child.id}
          item={editing ?? undefined}
          open={editing !== null}
          onOpenChange={(open) => {
            if (open || !editing) return;
            // Back to the viewer (it stays closed when the sample moved to another child).
            setViewing({ sampleId: editing.id, fileIndex: 0 });
            setEditing(null);
          }}
        />
      </div>
    </div>
  );
}
