import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { addDaysIso, mondayOf } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import type { Week } from '@shared/schemas/lesson-plan';
import { ownWeekChild, startFromParam, useWeek } from '@client/api/week';
import { useMe } from '@client/lib/session';
import { ChildAvatar } from '@client/components/child-avatar';
import { childBorderClass } from '@client/components/child-colors';
import { LoadError } from '@client/components/load-error';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToday } from '@client/lib/use-today';
import { cn } from '@client/lib/utils';
import { weekRange } from '../week-range';
import { WeekDay } from './week-day';
import { WeekPrint } from './week-print';

/**
 * Every child's lessons of a week, Monday to Sunday (one request): tick lessons done on any day, skip a class
 * day, move between weeks, print the week as a checklist per child.
 */
export function WeekView() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const thisWeek = mondayOf(today);
  const start = startFromParam(params.get('start')) ?? thisWeek;
  const ownChild = ownWeekChild(useMe().data);
  const { data, isPending, isError, refetch, isRefetching } = useWeek(start, ownChild);
  const go = (monday: string) =>
    setParams(monday === thisWeek ? {} : { start: monday }, { preventScrollReset: true });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Week"
        description={`${weekRange(start)} · ${ownChild ? 'your lessons' : "every child's lessons"}`}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => go(addDaysIso(start, -7))}>
              <ChevronLeft aria-hidden="true" /> Previous week
            </Button>
            <Button variant="outline" size="sm" onClick={() => go(thisWeek)} disabled={start === thisWeek}>
              This week
            </Button>
            <Button variant="outline" size="sm" onClick={() => go(addDaysIso(start, 7))}>
              Next week <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={!data}>
              <Printer aria-hidden="true" /> Print
            </Button>
          </>
        }
      />
      {isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the week">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : isError ? (
        <LoadError message={m.loadFailed} onRetry={refetch} retrying={isRefetching} />
      ) : (
        <WeekChildren week={data} />
      )}
    </div>
  );
}

function WeekChildren({ week }: { week: Week }) {
  const classes = new Map(week.classes.map((c) => [c.id, c]));
  return (
    <>
      {week.classes.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          {m.noLessonsWeek}. Lessons added to a class's plan show here, on its class days.
        </p>
      ) : null}
      {week.children.map(({ student, days }) => {
        const lessons = days.flatMap((d) => d.lessons);
        const done = lessons.filter((l) => l.done).length;
        return (
          <section
            key={student.id}
            data-child={student.id}
            aria-labelledby={`week-child-${student.id}`}
            className={cn(
              'flex flex-col gap-3 rounded-xl border border-l-4 bg-card p-3',
              childBorderClass[student.color],
            )}
          >
            <h2 id={`week-child-${student.id}`} className="flex items-center gap-2 text-lg font-semibold">
              <ChildAvatar student={student} />
              <span className="min-w-0 wrap-anywhere">{student.name}</span>
              <span className="text-sm font-normal text-muted-foreground">
                {lessons.length ? `${done} of ${lessons.length} done` : m.noLessonsWeek}
              </span>
            </h2>
            <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7">
              {days.map((day) => (
                <WeekDay
                  key={day.date}
                  studentId={student.id}
                  childName={student.name}
                  day={day}
                  today={week.today}
                  classes={classes}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <WeekPrint week={week} classes={classes} />
    </>
  );
}
