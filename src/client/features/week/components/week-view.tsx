import { CheckCheck, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDaysIso, mondayOf } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import type { Week } from '@shared/schemas/lesson-plan';
import { ownWeekChild, startFromParam, useMarkWeekDone, useWeek } from '@client/api/week';
import { useMe } from '@client/lib/session';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { useCan, useIsChild } from '@client/lib/role';
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
import { WeekTogether } from './week-together';

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
        description={
          <>
            {weekRange(start)}
            <span className="max-sm:sr-only"> · {ownChild ? 'your lessons' : "every child's lessons"}</span>
          </>
        }
        // Moving between weeks and printing change nothing: a viewer has them too.
        readActions={
          <>
            {/* On a phone the arrows keep their names for screen readers only. */}
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(addDaysIso(start, -7))}
              aria-label="Previous week"
            >
              <ChevronLeft aria-hidden="true" /> <span className="max-sm:sr-only">Previous week</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => go(thisWeek)} disabled={start === thisWeek}>
              This week
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => go(addDaysIso(start, 7))}
              aria-label="Next week"
            >
              <span className="max-sm:sr-only">Next week</span> <ChevronRight aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => window.print()}
              disabled={!data}
              aria-label="Print"
            >
              <Printer aria-hidden="true" /> <span className="max-sm:sr-only">Print</span>
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
  // Below 640 px one child at a time (or all): the switcher picks; wider screens show every child.
  const [shown, setShown] = useState<string>('');
  const picked = week.children.some((c) => c.student.id === shown) || shown === 'all' ? shown : '';
  const current = picked || week.children[0]?.student.id || '';
  const can = useCan();
  const isChild = useIsChild();
  const mayMarkWeek = can.write && !isChild;
  return (
    <>
      {week.classes.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          {m.noLessonsWeek}. Lessons added to a class's plan show here, on its class days.
        </p>
      ) : null}
      {week.children.length > 1 ? (
        <div role="group" aria-label={m.showChild} className="flex flex-wrap gap-1.5 sm:hidden">
          {week.children.map(({ student }) => (
            <Button
              key={student.id}
              type="button"
              size="sm"
              variant={current === student.id ? 'default' : 'outline'}
              aria-pressed={current === student.id}
              onClick={() => setShown(student.id)}
              className="max-w-40"
            >
              <span className="truncate">{student.name}</span>
            </Button>
          ))}
          <Button
            type="button"
            size="sm"
            variant={current === 'all' ? 'default' : 'outline'}
            aria-pressed={current === 'all'}
            onClick={() => setShown('all')}
          >
            {m.allChildren}
          </Button>
        </div>
      ) : null}
      <WeekTogether week={week} classes={classes} />
      {week.children.map(({ student, days }) => {
        const lessons = days.flatMap((d) => d.lessons);
        const done = lessons.filter((l) => l.done).length;
        const catchUp = lessons.filter((l) => l.catchUp).length;
        const hidden = current !== 'all' && current !== student.id;
        const switching = week.children.length > 1 && current !== 'all';
        return (
          <section
            key={student.id}
            data-child={student.id}
            aria-labelledby={`week-child-${student.id}`}
            className={cn(
              'flex flex-col gap-1.5 rounded-xl border border-l-4 bg-card p-2 sm:gap-3 sm:p-3',
              childBorderClass[student.color],
              hidden && 'max-sm:hidden',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <h2
                id={`week-child-${student.id}`}
                className="flex items-center gap-2 text-base font-semibold sm:text-lg"
              >
                {/* On a phone showing one child, the switcher names them: the heading keeps the name for screen readers. */}
                <span className={cn('flex min-w-0 items-center gap-2', switching && 'max-sm:sr-only')}>
                  <ChildAvatar student={student} />
                  <span className="min-w-0 wrap-anywhere">{student.name}</span>
                </span>
                <span className="text-sm font-normal text-muted-foreground">
                  {lessons.length ? `${done} of ${lessons.length} done` : m.noLessonsWeek}
                </span>
              </h2>
              {mayMarkWeek && catchUp > 0 ? (
                <MarkWeekDone studentId={student.id} name={student.name} start={week.start} count={catchUp} />
              ) : null}
            </div>
            {catchUp > 0 ? (
              <p className="text-xs text-muted-foreground">
                <span className="sm:hidden">{m.catchUpLegendShort}</span>
                <span className="max-sm:hidden">{m.catchUpLegend}</span>
              </p>
            ) : null}
            <ol className="grid grid-cols-1 max-sm:divide-y max-sm:rounded-lg max-sm:border sm:grid-cols-2 sm:gap-2 lg:grid-cols-7">
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

/** "Mark this week as done as planned" for a child, after a confirmation that says how many lessons. */
function MarkWeekDone({
  studentId,
  name,
  start,
  count,
}: {
  studentId: string;
  name: string;
  start: string;
  count: number;
}) {
  const mark = useMarkWeekDone();
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          aria-label={`${m.markWeekDone}: ${name}`}
          className="max-sm:h-7 max-sm:px-2 max-sm:text-xs"
        >
          <CheckCheck aria-hidden="true" /> <span className="max-sm:hidden">{m.markWeekDone}</span>
          <span className="sm:hidden">{m.markWeekDoneShort}</span>
        </Button>
      }
      title={m.markWeekDoneTitle(name)}
      description={m.markWeekDoneBody(count)}
      confirmLabel={m.markWeekDone}
      destructive={false}
      onConfirm={() => mark.mutate({ studentId, start })}
    />
  );
}
