import { lazy, Suspense } from 'react';
import { CalendarClock, CheckCircle2, ListTodo, Sparkles } from 'lucide-react';
import { formatTimeOfDay, isTimeOfDay } from '@shared/domain/class-schedule';
import { fromIsoDate } from '@shared/domain/dates';
import { studentMessages as m } from '@shared/messages/students';
import { useFamilyOverview, type FamilyOverviewChild } from '@client/api/family';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { shortWeekdayMonthDay } from '@client/lib/date-labels';
import { useMe } from '@client/lib/session';
import { ChildAvatar } from '@client/components/child-avatar';
import { useCurrentChild } from '@client/lib/current-child';

function nextClassLabel(
  next: NonNullable<FamilyOverviewChild['nextClass']>,
  today: string,
  timeFormat: '12h' | '24h',
): string {
  const day = next.date === today ? 'Today' : shortWeekdayMonthDay(fromIsoDate(next.date));
  const time = isTimeOfDay(next.startTime) ? formatTimeOfDay(next.startTime, timeFormat) : next.startTime;
  return `${day}, ${time}`;
}

function ChildCard({
  card,
  today,
  timeFormat,
}: {
  card: FamilyOverviewChild;
  today: string;
  timeFormat: '12h' | '24h';
}) {
  const { setChild } = useCurrentChild();
  const { student, tasksToday, tasksDoneToday, attendanceWeek, nextClass } = card;
  const headingId = `overview-child-${student.id}`;
  return (
    <Card className="gap-4" data-testid="overview-card">
      <CardHeader className="flex flex-row items-center gap-3">
        <ChildAvatar student={student} size="md" className="size-11 text-2xl" />
        <div className="min-w-0">
          <CardTitle>
            <h2 id={headingId} className="truncate text-lg">
              {student.name}
            </h2>
          </CardTitle>
          <p className="flex items-center gap-1 text-sm font-semibold text-primary">
            <Sparkles className="size-3.5" aria-hidden="true" /> {m.overviewLevel(student.level, student.xp)}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <div className="flex flex-col gap-1.5">
          <p className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <ListTodo className="size-4" aria-hidden="true" /> {m.overviewTodos}
            </span>
            <span className="font-semibold tabular-nums">
              {m.overviewTodosDone(tasksDoneToday, tasksToday)}
            </span>
          </p>
          <Progress
            value={tasksToday ? (tasksDoneToday / tasksToday) * 100 : 0}
            aria-label={m.overviewTodosDone(tasksDoneToday, tasksToday)}
          />
        </div>
        <p className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <CheckCircle2 className="size-4" aria-hidden="true" /> {m.overviewAttendance}
          </span>
          <span className="font-semibold tabular-nums">
            {m.overviewAttendanceDays(attendanceWeek.present, attendanceWeek.recorded)}
          </span>
        </p>
        <div className="flex items-start gap-1.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-muted-foreground">{m.overviewNextClass}</p>
            {nextClass ? (
              <p className="font-semibold wrap-anywhere">
                <span aria-hidden="true">{nextClass.emoji}</span> {nextClass.title}{' '}
                <span className="font-normal text-muted-foreground">
                  · {nextClassLabel(nextClass, today, timeFormat)}
                </span>
              </p>
            ) : (
              <p className="text-muted-foreground">{m.overviewNoClass}</p>
            )}
          </div>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="outline" className="w-full" onClick={() => setChild(student.id)}>
          {m.overviewOpen(student.name)}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Education savings (issue 40): its own chunk and request, only when the family has an account. */
const EsaCard = lazy(() => import('./esa-card'));

/** 'All children': one card per child (to-dos done today, this week's attendance, level and xp, next class), one request. */
export function FamilyOverview() {
  const { data, isPending, isError, refetch } = useFamilyOverview();
  const timeFormat = useMe().data?.profile.settings.timeFormat ?? '12h';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={m.overviewTitle} description={m.overviewDescription} />
      {isPending ? (
        <div
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading the family overview"
        >
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : isError ? (
        <LoadError message={m.overviewLoadFailed} onRetry={refetch} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={m.overviewTitle}>
          {data.children.map((card) => (
            <li key={card.student.id} className="min-w-0">
              <ChildCard card={card} today={data.today} timeFormat={timeFormat} />
            </li>
          ))}
        </ul>
      )}
      {data?.esa ? (
        <Suspense fallback={null}>
          <EsaCard />
        </Suspense>
      ) : null}
    </div>
  );
}
