import { CalendarRange, Plus } from 'lucide-react';
import { currentYear } from '@shared/domain/school-year';
import { schoolYearMessages as m } from '@shared/messages/school-years';
import type { SchoolYear } from '@shared/schemas/school-years';
import { useSchoolYears } from '@client/api/school-years';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/lib/session';
import { useToday } from '@client/lib/use-today';
import { YearCard } from './year-card';

/** The family's school years in date order, with their loading, error and empty states. */
export function SchoolYearsView({ onAdd }: { onAdd: () => void }) {
  const years = useSchoolYears();
  const today = useToday();
  const students = useMe().data?.students ?? [];

  if (years.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading school years">
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  if (years.isError) {
    return <LoadError message={m.loadFailed} onRetry={years.refetch} retrying={years.isFetching} />;
  }
  if (years.data.length === 0) return <EmptyState onAdd={onAdd} />;

  const current = currentYear(years.data, today);
  return (
    <ul className="flex flex-col gap-4" aria-label={m.yearList}>
      {years.data.map((y: SchoolYear) => (
        <YearCard key={y.id} year={y} years={years.data} current={y.id === current?.id} students={students} />
      ))}
    </ul>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <CalendarRange className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-bold">{m.emptyTitle}</h2>
      <p className="max-w-md text-muted-foreground">{m.emptyDescription}</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> {m.addYear}
      </Button>
    </div>
  );
}
