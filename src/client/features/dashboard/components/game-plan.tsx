import { classColor } from '@shared/domain/class-color';
import { formatTimeOfDay } from '@shared/domain/class-schedule';
import { fromIsoDate } from '@shared/domain/dates';
import { classesByDate } from '@shared/domain/weekly-plan';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { cn } from '@client/lib/utils';

/** Monday–Sunday of this week: scheduled classes and one-off events per day, today highlighted. */
export function GamePlan({ data }: { data: Dashboard }) {
  const days = classesByDate(data.classes, data.week);
  // Today's lessons show under their class; one done today in a class that does not meet today, by itself.
  const meetingToday = new Set(days.find((d) => d.date === data.today)?.classes.map((c) => c.id));
  const lessonsOf = (classId: string | null) =>
    data.lessons.filter((l) => (classId ? l.classId === classId : !meetingToday.has(l.classId)));
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>
          <h2>Daily Game Plan</h2>
        </CardTitle>
        <CardDescription>Your classes and events this week</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7">
          {days.map(({ date, classes }) => {
            const isToday = date === data.today;
            const events = data.events.filter((e) => e.date === date && !e.classId);
            const d = fromIsoDate(date);
            return (
              <li
                key={date}
                aria-current={isToday ? 'date' : undefined}
                className={cn(
                  'flex flex-col gap-1.5 rounded-xl border p-2 lg:min-h-28',
                  isToday ? 'border-primary bg-primary/5 ring-2 ring-primary/30' : 'bg-card',
                )}
              >
                <p
                  className={cn(
                    'text-xs font-semibold uppercase tracking-wide',
                    isToday ? 'text-primary' : 'text-muted-foreground',
                  )}
                >
                  {weekdayName(d)} <span className="font-normal normal-case">{monthDay(d)}</span>
                  {isToday ? (
                    <span className="ml-1 rounded bg-primary px-1 text-[10px] text-primary-foreground">
                      Today
                    </span>
                  ) : null}
                </p>
                {classes.map((c) => (
                  <div
                    key={c.id}
                    className={cn('rounded-md border-l-4 px-2 py-1 text-xs wrap-anywhere', classColor(c.id))}
                  >
                    <span aria-hidden>{c.emoji}</span> <span className="font-medium">{c.title}</span>
                    <span className="block opacity-80">{formatTimeOfDay(c.startTime)}</span>
                    {isToday ? <TodayLessons lessons={lessonsOf(c.id)} /> : null}
                  </div>
                ))}
                {isToday ? <TodayLessons lessons={lessonsOf(null)} /> : null}
                {events.map((e) => (
                  <p
                    key={e.id}
                    className="rounded-md bg-violet-100 px-2 py-1 text-xs text-violet-900 wrap-anywhere"
                  >
                    <span className="font-medium">{e.title}</span>
                    {e.time ? <span className="block opacity-80">{formatTimeOfDay(e.time)}</span> : null}
                  </p>
                ))}
                {classes.length === 0 && events.length === 0 && !(isToday && data.lessons.length) ? (
                  <p className="text-xs text-muted-foreground">Free day</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Lessons of today in the plan's cell: done ones ticked. */
function TodayLessons({ lessons }: { lessons: Dashboard['lessons'] }) {
  if (!lessons.length) return null;
  return (
    <ul className="mt-1 flex flex-col gap-0.5">
      {lessons.map((l) => (
        <li key={l.lessonId} className={cn('text-xs wrap-anywhere', l.done && 'line-through')}>
          <span aria-hidden>{l.done ? '✓ ' : '• '}</span>
          {l.title}
          {l.done ? <span className="sr-only"> (done)</span> : null}
        </li>
      ))}
    </ul>
  );
}
