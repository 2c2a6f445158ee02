import { Link } from 'react-router';
import { classColor } from '@shared/domain/class-color';
import { lessonTickMessages as m } from '@shared/messages/lesson-ticks';
import type { Dashboard } from '@shared/schemas/dashboard';
import { useTickLesson } from '@client/api/lesson-progress';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { TickBox } from '@client/components/tick-box';
import { cn } from '@client/lib/utils';
import { WaitingBadge, waitingTick } from '@client/components/waiting-badge';
import { LoopMark } from '@client/components/loop-mark';
import { useToday } from '@client/lib/use-today';

/**
 * Today's lessons of the child: the plan's for today and the ones done today; a tick completes one. The
 * dashboard loads it on a day with lessons (most first loads have none: the first load stays in its budget).
 */
export default function TodaysLessonsCard({
  studentId,
  data,
}: {
  studentId: string;
  data: Pick<Dashboard, 'lessons' | 'classes'>;
}) {
  const tick = useTickLesson();
  const today = useToday();
  const classes = new Map(data.classes.map((c) => [c.id, c]));
  const { lessons } = data;
  const done = lessons.filter((l) => l.done).length;
  return (
    <Card className="gap-3" data-testid="todays-lessons">
      <CardHeader>
        <CardTitle>
          <h2>{m.todaysLessons}</h2>
        </CardTitle>
        <CardDescription>
          {done} of {lessons.length} done
        </CardDescription>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link to="/week">{m.viewWeek}</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {lessons.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{m.noLessonsToday}</p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1.5 overflow-y-auto pr-1">
            {lessons.map((l) => {
              const cls = classes.get(l.classId);
              const id = `dash-lesson-${l.lessonId}`;
              return (
                <li
                  key={l.lessonId}
                  className={cn(
                    'flex items-center gap-3 rounded-lg border-l-4 px-2 py-2',
                    classColor(l.classId),
                  )}
                >
                  <TickBox
                    id={id}
                    className={cn(l.pending && waitingTick)}
                    checked={l.done}
                    onCheckedChange={(v) =>
                      tick.mutate({
                        studentId,
                        lessonId: l.lessonId,
                        done: v === true,
                        ...(l.loop ? { loop: true, day: today } : {}),
                      })
                    }
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                    <span
                      className={cn('block truncate font-medium', l.done && !l.pending && 'line-through')}
                    >
                      {l.title}
                    </span>
                    <span className="block truncate text-xs opacity-80">
                      {cls ? `${cls.emoji} ${cls.title} · ` : ''}
                      {l.minutes} min
                    </span>
                    {l.pending ? <WaitingBadge /> : null}
                    {l.loop ? <LoopMark /> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
