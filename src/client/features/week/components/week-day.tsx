import { Ellipsis, SkipForward, Undo2 } from 'lucide-react';
import { fromIsoDate } from '@shared/domain/dates';
import { lessonPlanMessages as m } from '@shared/messages/lesson-plan';
import { togetherMessages } from '@shared/messages/together';
import type { DayLessonDto, WeekClass, WeekDay as Day } from '@shared/schemas/lesson-plan';
import { useTickLesson } from '@client/api/lesson-progress';
import { useSkipDay } from '@client/api/week';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LazyMenu } from '@client/components/lazy-menu';
import { TickBox } from '@client/components/tick-box';
import { useCan } from '@client/lib/role';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { useIsChild } from '@client/lib/role';
import { cn } from '@client/lib/utils';
import { WaitingBadge, waitingTick } from '@client/components/waiting-badge';
import { LoopMark } from '@client/components/loop-mark';

/**
 * One day of one child's week: its lessons as ticks (done that day, placed there by the plan, or on a past day
 * the catch-up lessons to record there, ADR 033), 'Skip this day' in a lesson's menu from today on, the
 * skipped classes with their undo, and whether the day is a break or the child was absent. Below 640 px a day
 * is one compact row: the day on the left, its lessons on the right.
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
  const [month, dayOfMonth] = monthDay(d).split(' ');
  const headingId = `week-${studentId}-${day.date}`;
  const empty = day.lessons.length === 0 && day.skippedClassIds.length === 0;
  return (
    <li
      data-date={day.date}
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        // A phone: one compact row per day in a bordered list; wider: a card per day.
        'grid min-w-0 grid-cols-[3.25rem_minmax(0,1fr)] items-start gap-x-1 px-2 py-1',
        'sm:flex sm:flex-col sm:gap-1.5 sm:rounded-xl sm:border sm:p-2 lg:min-h-36',
        isToday ? 'bg-primary/5 sm:border-primary sm:ring-2 sm:ring-primary/30' : 'bg-card',
      )}
    >
      <h3
        id={headingId}
        className={cn(
          'pt-1 text-xs font-semibold uppercase tracking-wide whitespace-nowrap sm:pt-0 sm:whitespace-normal',
          isToday ? 'text-primary' : 'text-muted-foreground',
        )}
      >
        <span className="sr-only">{childName}, </span>
        {weekdayName(d).slice(0, 3)}{' '}
        <span className="font-normal normal-case">
          <span className="max-sm:sr-only">{month} </span>
          {dayOfMonth}
        </span>
        {isToday ? (
          <span className="ml-1 rounded bg-primary px-1 text-[10px] text-primary-foreground max-sm:sr-only">
            Today
          </span>
        ) : null}
      </h3>
      <div className="flex min-w-0 flex-col gap-0.5 sm:gap-1.5">
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
        {day.lessons.map((l) => (
          <LessonRow
            key={l.lessonId}
            lesson={l}
            cls={classes.get(l.classId)}
            studentId={studentId}
            childName={childName}
            date={day.date}
            today={today}
            dayLabel={dayLabel}
            maySkip={maySkip && !l.done}
            skipping={skip.isPending}
            onSkip={() => skip.mutate({ studentId, classId: l.classId, date: day.date, skip: true })}
          />
        ))}
        {day.skippedClassIds.map((classId) => {
          const cls = classes.get(classId);
          return (
            <div
              key={classId}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-dashed px-1.5 py-1 text-xs text-muted-foreground sm:flex-col sm:items-start sm:p-1.5"
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
        {empty ? <p className="pt-1 text-xs text-muted-foreground sm:pt-0">{m.noLessonsDay}</p> : null}
      </div>
    </li>
  );
}

/**
 * A lesson as a tick: on a past day a catch-up lesson (dashed, "not recorded yet") is recorded on that day;
 * a lesson of a day still to come is done today. Rare actions ('Skip this day') sit in its menu.
 */
function LessonRow({
  lesson: l,
  cls,
  studentId,
  childName,
  date,
  today,
  dayLabel,
  maySkip,
  skipping,
  onSkip,
}: {
  lesson: DayLessonDto;
  cls: WeekClass | undefined;
  studentId: string;
  childName: string;
  date: string;
  today: string;
  dayLabel: string;
  maySkip: boolean;
  skipping: boolean;
  onSkip: () => void;
}) {
  const tick = useTickLesson();
  const id = `lesson-${studentId}-${date}-${l.lessonId}`;
  const hintId = `${id}-hint`;
  return (
    <div
      data-catch-up={l.catchUp || undefined}
      className={cn(
        'flex min-h-6 items-center gap-2 rounded-md border-l-4 px-1.5 sm:items-start sm:p-1.5',
        cls?.color ?? 'class-color-10',
        l.catchUp && 'border-dashed bg-transparent',
      )}
    >
      <TickBox
        id={id}
        className={cn('sm:mt-0.5', l.pending && waitingTick)}
        checked={l.done}
        aria-describedby={l.catchUp ? hintId : undefined}
        onCheckedChange={(v) =>
          tick.mutate({
            studentId,
            lessonId: l.lessonId,
            done: v === true,
            // Ticked on its own day (up to today); a lesson of a day still to come is done today.
            date: v === true && date <= today ? date : undefined,
            day: date,
            loop: l.loop,
          })
        }
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-xs">
        <span className={cn('font-medium wrap-anywhere sm:block', l.done && !l.pending && 'line-through')}>
          {l.title}
        </span>{' '}
        <span className="wrap-anywhere opacity-80 sm:block">
          {cls ? (
            <>
              <span aria-hidden="true" className="sm:hidden">
                ·{' '}
              </span>
              {cls.emoji}
              <span className="max-sm:sr-only"> {cls.title}</span> ·{' '}
            </>
          ) : (
            <span className="sm:hidden">· </span>
          )}
          {l.minutes} min
          {cls?.together ? ` · ${togetherMessages.togetherBadge}` : ''}
        </span>
        {l.catchUp ? (
          <span id={hintId} className="sr-only">
            {m.catchUpHint}
          </span>
        ) : null}
        {l.pending ? <WaitingBadge /> : null}
        {l.loop ? <LoopMark /> : null}
      </label>
      {maySkip ? (
        <LazyMenu
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6 shrink-0 sm:-my-1 sm:size-7"
              disabled={skipping}
              aria-label={`${m.lessonActions}: ${l.title}, ${childName}, ${dayLabel}`}
            >
              <Ellipsis aria-hidden="true" />
            </Button>
          }
          items={[
            {
              onSelect: onSkip,
              ariaLabel: `${m.skipDay}: ${cls?.title ?? l.title}, ${childName}, ${dayLabel}`,
              label: (
                <>
                  <SkipForward aria-hidden="true" />
                  {m.skipDay}
                </>
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
