import { Download, Printer } from 'lucide-react';
import { PageHeader } from '@client/components/page-header';
import { LoadError } from '@client/components/load-error';
import { RequireChild } from '@client/components/require-child';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { hoursPdfUrl, useProgress } from '@client/api/hours';
import { useToday } from '@client/lib/use-today';
import { HoursLog } from './hours-log';
import { ProgressPanel } from './progress-panel';
import '@client/components/print-sheet.css';
import { RequirementCard } from './requirement-card';
import { downloadPdf } from '@client/lib/pdf-download';

/** Records › Hours: the child's progress towards their state's requirement, the requirement, and the log. */
export function HoursPage() {
  return (
    <RequireChild header={<PageHeader title="Hours" />}>
      {(child) => <ChildHours studentId={child.id} name={child.name} />}
    </RequireChild>
  );
}

function ChildHours({ studentId, name }: { studentId: string; name: string }) {
  const today = useToday();
  const progress = useProgress(studentId);
  return (
    <div className="print-sheet flex flex-col gap-6">
      <PageHeader
        title="Hours"
        description={`${name}'s hours and days towards the state requirement.`}
        readActions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
            {progress.data?.schoolYear ? (
              <Button asChild variant="outline">
                <a href={hoursPdfUrl(studentId, progress.data.schoolYear.id)} download onClick={downloadPdf}>
                  <Download aria-hidden="true" /> Download PDF
                </a>
              </Button>
            ) : null}
          </div>
        }
      />
      {progress.isError ? (
        <LoadError onRetry={() => progress.refetch()} retrying={progress.isFetching} />
      ) : progress.isPending ? (
        <Skeleton className="h-48" />
      ) : (
        <>
          <ProgressPanel progress={progress.data} childName={name} />
          <RequirementCard studentId={studentId} profile={progress.data.profile} />
        </>
      )}
      <HoursLog studentId={studentId} today={today} />
    </div>
  );
}
