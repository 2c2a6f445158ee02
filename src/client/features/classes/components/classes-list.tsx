import { BookOpen, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { classMessages } from '@shared/messages/classes';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useClasses } from '@client/api/classes';
import { ClassCard } from './class-card';
import { LoadError } from '@client/components/load-error';
import { useCan } from '@client/lib/role';

/** The grid of class cards with its loading, error and empty states. */
export function ClassesList({ onAdd }: { onAdd: () => void }) {
  const viewOnly = useCan().viewOnly;
  const classes = useClasses();

  useEffect(() => {
    if (classes.isError) toast.error(classMessages.fetchFailed);
  }, [classes.isError, classes.errorUpdatedAt]);

  if (classes.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading classes">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  }

  if (classes.isError) {
    return (
      <LoadError
        message={classMessages.fetchFailed}
        onRetry={classes.refetch}
        retrying={classes.isFetching}
      />
    );
  }

  if (classes.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <BookOpen className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-bold">No classes yet</h2>
        <p className="max-w-sm text-muted-foreground">
          Add your first class to build your weekly schedule and fill your calendar.
        </p>
        {viewOnly ? null : (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" /> Add Your First Class
          </Button>
        )}
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Classes">
      {classes.data.map((cls) => (
        <ClassCard key={cls.id} cls={cls} />
      ))}
    </ul>
  );
}
