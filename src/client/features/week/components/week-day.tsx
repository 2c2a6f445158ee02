import { SkipForward, Undo2 } from 'lucide-react';
import { fromIsoDate } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import type { WeekClass, WeekDay as Day } from '@shared/schemas/lesson-plan';
import { useTickLesson } from '@client/api/lesson-progress';
import { useSkipDay } from '@client/api/week';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TickBox } from '@client/components/tick-box';
import { useCan } from '@client/lib/role';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { useIsChild } from '@client/lib/role';
import { cn } from '@client/lib/utils';
import { WaitingBadge, waitingTick } from '@client/components/waiting-badge';

/**
 * One day of one child's week: its lessons as ticks (done that day, or placed there by the plan), 'Skip this
 * day' beside a class's lesson from today on, the skipped classes with their undo, and whether the day is a
 * break or the child was absent.
 */
export function WeekDay({
  studentId,
  childName,
  day,
  today,
  classes,
}: {
  studentId: string;
  childName: string;
  day: Day;
  today: string;
  classes: ReadonlyMap<string, WeekClass>;
}) {
  const tick = useTickLesson();
  const skip = useSkipDay();
  // A viewer skips nothing (ADR 024).
  const canSkip = !useCan().viewOnly;
  const isToday = day.date === today;
  const ahead = day.date >= today;
  // Skipping a class day changes the family's plan: not a signed-in child's to do.
  const isChild = useIsChild();
  const maySkip = ahead && !isChild && canSkip;
  const d = fromIsoDate(day.date);
  const dayLabel = `${weekdayName(d)}, ${monthDay(d)}`;
  const headingId = `week-${studentId}-${day.date}`;
  return (
    <li
      data-date={day.date}
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-1.5 rounded-xl border p-2 lg:min-h-36',
        isToday ? 'border-primary bg-primary/5 ring-2 ring-primary/30' : 'bg-card',
      )}
    >
      <h3
        id={headingId}
        className={cn(
          'text-xs font-semibold uppercase tracking-wide',
          isToday ? 'text-primary' : 'text-muted-foreground',
        )}
      >
        <span className="sr-only">{childName}, </span>
        {weekdayName(d).slice(0, 3)} <span className="font-normal normal-case">{monthDay(d)}</span>
        {isToday ? (
          <span className="ml-1 rounded bg-primary px-1 text-[10px] text-primary-foreground">Today</span>
        ) : null}
      </h3>
      {day.breakLabel || day.absent ? (
        <div className="flex flex-wrap gap-1">
          {day.breakLabel ? (
            <Badge variant="secondary" className="max-w-full whitespace-normal wrap-anywhere">
              {m.breakDay}: {day.breakLabel}
            </Badge>
          ) : null}
          {day.absent ? <Badge variant="destructive">{m.absentDay}</Badge> : null}
        </div>
      ) : null}
      {day.lessons.map((l) => {
        const cls = classes.get(l.classId);
        const id = `lesson-${studentId}-${day.date}-${l.lessonId}`;
        return (
          <div
            key={l.lessonId}
            className={cn('flex flex-col gap-1 rounded-md border-l-4 p-1.5', classColorOf(cls))}
          >
            <div className="flex items-start gap-2">
              <TickBox
                id={id}
                className={cn('mt-0.5', l.pending && waitingTick)}
                checked={l.done}
                onCheckedChange={(v) =>
                  tick.mutate({
                    studentId,
                    lessonId: l.lessonId,
                    done: v === true,
                    // Ticked on its own day (up to today); a lesson of a day still to come is done today.
                    date: v === true && day.date <= today ? day.date : undefined,
                  })
                }
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-xs">
                <span
                  className={cn('block font-medium wrap-anywhere', l.done && !l.pending && 'line-through')}
                >
                  {l.title}
                </span>
                <span className="block wrap-anywhere opacity-80">
                  {cls ? `${cls.emoji} ${cls.title} · ` : ''}
                  {l.minutes} min
                </span>
                {l.pending ? <WaitingBadge /> : null}
              </label>
            </div>
            {!l.done && maySkip ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-7 self-start px-1.5 text-xs"
                disabled={skip.isPending}
                aria-label={`${m.skipDay}: ${cls?.title ?? l.title}, ${childName}, ${dayLabel}`}
                title={m.skipDay}
                onClick={() => skip.mutate({ studentId, classId: l.classId, date: day.date, skip: true })}
              >
                <SkipForward aria-hidden="true" />
                {/* Seven days side by side leave no room for the words: the icon, with its name and a tooltip. */}
                <span className="lg:sr-only">{m.skipDay}</span>
              </Button>
            ) : null}
          </div>
        );
      })}
      {day.skippedClassIds.map((classId) => {
        const cls = classes.get(classId);
        return (
          <div
            key={classId}
            className="flex flex-col gap-1 rounded-md border border-dashed p-1.5 text-xs text-muted-foreground"
          >
            <span className="wrap-anywhere">
              {cls ? `${cls.emoji} ${cls.title}: ` : ''}
              {m.skippedDay}
            </span>
            {maySkip ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-7 self-start px-1.5 text-xs"
                disabled={skip.isPending}
                aria-label={`${m.undoSkip}: ${cls?.title ?? ''}, ${childName}, ${dayLabel}`}
                onClick={() => skip.mutate({ studentId, classId, date: day.date, skip: false })}
              >
                <Undo2 aria-hidden="true" />
                {m.undoSkip}
              </Button>
            ) : null}
          </div>
        );
      })}
      {day.lessons.length === 0 && day.skippedClassIds.length === 0 ? (
        <p className="text-xs text-muted-foreground">{m.noLessonsDay}</p>
      ) : null}
    </li>
  );
}

const classColorOf = (cls: WeekClass | undefined) => cls?.color ?? 'class-color-10';
