import { GraduationCap } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { assignmentMessages } from '@shared/messages/assignments';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToday } from '@client/lib/use-today';
import { useAssignmentsOverview } from '@client/api/assignments';
import { ClassGradesCard } from './class-grades-card';

/** The grades page body for a child: one card per class the child takes, or the loading, error and no-classes states. */
export function Gradebook({ studentId }: { studentId: string }) {
  const overview = useAssignmentsOverview(studentId);
  const today = useToday();
  const failed = overview.isError;

  useEffect(() => {
    if (failed) toast.error(assignmentMessages.errorTitle, { description: assignmentMessages.fetchFailed });
  }, [failed]);

  if (overview.isPending) {
    return (
      <div className="flex flex-col gap-6" role="status">
        <span className="sr-only">Loading assignments...</span>
        {[0, 1].map((i) => (
          <Card key={i}>
            <CardContent className="flex flex-col gap-4">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-16 w-full" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }

  if (overview.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
          <p role="alert" className="font-medium text-destructive">
            {assignmentMessages.fetchFailed}
          </p>
          <Button variant="outline" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { classes } = overview.data;
  if (classes.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <GraduationCap className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-bold">No Classes Found</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add a class first, then track its assignments and grades here.
          </p>
          <Button asChild>
            <Link to="/classes">Go to Classes</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {classes.map((c) => (
        <ClassGradesCard key={c.id} gradebookClass={c} today={today} />
      ))}
    </div>
  );
}
