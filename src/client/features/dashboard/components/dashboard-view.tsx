import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { fromIsoDate } from '@shared/domain/dates';
import { firstName } from '@shared/domain/names';
import { taskMessages } from '@shared/messages/tasks';
import { useDashboard } from '@client/api/dashboard';
import { PageHeader } from '@client/components/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { monthDay, monthDayYear } from '@client/lib/date-labels';
import { GamePlan } from './game-plan';
import { NextSevenDays } from './next-seven-days';
import { LevelProgress, YearProgress } from './progress-bars';
import { StatCards } from './stat-cards';
import { TodaysTodoCard } from './todays-todo-card';
import { LoadError } from '@client/components/load-error';
import { useIsChild } from '@client/lib/role';

const TodaysLessonsCard = lazy(() => import('./todays-lessons-card'));
/** A signed-in child's home (issue 37): its own chunk, so an adult's dashboard does not carry it. */
const ChildHome = lazy(() => import('./child-home'));
/** Records: the child's required hours (its own chunk and request, outside the dashboard's first load). */
const RequiredHoursCard = lazy(() => import('./required-hours-card'));
/** Education savings (issue 40): its own chunk and request, only when the read says the child has an account. */
const EsaCard = lazy(() => import('./esa-card'));

/** Today's lists whose carry-forward was announced: once per response, not again when the page remounts. */
const announced = new WeakSet<object>();

/**
 * A child's dashboard; the title is '{the child's first name}'s Homeschool Dashboard'. `actions`: beside the
 * title (a signed-in child's "I learned this").
 */
export function DashboardView({ studentId, actions }: { studentId: string; actions?: ReactNode }) {
  const { data, isPending, isError, refetch } = useDashboard(studentId);
  // A signed-in child has their own home: today first, no statistics, no records card (family:read).
  const isChild = useIsChild();
  const todayTasks = data?.tasks;
  useEffect(() => {
    if (!todayTasks || todayTasks.carriedForward <= 0 || announced.has(todayTasks)) return;
    announced.add(todayTasks);
    toast.success(taskMessages.carriedForward(todayTasks.carriedForward));
  }, [todayTasks]);

  if (isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading dashboard">
        <Skeleton className="h-9 w-72" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <PageHeader title="Homeschool Dashboard" />
        <LoadError onRetry={refetch} />
      </div>
    );
  }

  if (isChild)
    return (
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <ChildHome studentId={studentId} data={data} actions={actions} />
      </Suspense>
    );

  const name = firstName(data.displayName);
  const monday = fromIsoDate(data.week[0]!);
  const sunday = fromIsoDate(data.week[6]!);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={name ? `${name}'s Homeschool Dashboard` : 'Homeschool Dashboard'}
        description={`Weekly learning plan for ${monthDay(monday)} – ${monthDayYear(sunday)}: ${data.classes.length} ${data.classes.length === 1 ? 'class' : 'classes'}, ${data.totalHoursPerWeek} ${data.totalHoursPerWeek === 1 ? 'hour' : 'hours'} of learning.`}
        actions={actions}
      />
      <StatCards data={data} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LevelProgress game={data.game} />
        <YearProgress today={data.today} schoolYear={data.schoolYear} />
      </div>
      {data.schoolYear ? (
        <Suspense fallback={null}>
          <RequiredHoursCard studentId={studentId} childName={data.displayName ?? ''} />
        </Suspense>
      ) : null}
      <GamePlan data={data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {data.lessons.length > 0 ? (
          <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
            <TodaysLessonsCard studentId={studentId} data={data} />
          </Suspense>
        ) : null}
        <div className={data.lessons.length > 0 ? 'contents' : 'contents lg:[&>*]:col-span-2'}>
          <TodaysTodoCard studentId={studentId} tasks={data.tasks.tasks} />
        </div>
        <div className="lg:col-span-2">
          <NextSevenDays data={data} />
        </div>
      </div>
      {data.esa ? (
        <Suspense fallback={null}>
          <EsaCard studentId={studentId} />
        </Suspense>
      ) : null}
    </div>
  );
}
