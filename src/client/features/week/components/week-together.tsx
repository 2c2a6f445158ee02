import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { fromIsoDate } from '@shared/domain/dates';
import { sharedLessons, type SharedLesson } from '@shared/domain/together-completion';
import { togetherMessages as tm } from '@shared/messages/together';
import type { Week, WeekClass } from '@shared/schemas/lesson-plan';
import { useTogetherTick } from '@client/api/together';
import { lazyDialog } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { LazyMenu } from '@client/components/lazy-menu';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { useCan, useIsChild } from '@client/lib/role';
import { cn } from '@client/lib/utils';

const TogetherNotesDialog = lazyDialog(() =>
  import('./together-notes-dialog').then((m) => m.TogetherNotesDialog),
);

/**
 * The week's lessons taught together (ADR 042): a lesson of a class taught together that two or more children
 * have on the same day shows here once, with the children's names; one tick records it for each of them present
 * that day (their own rows below tick too), un-ticking takes it back for all. Adults who may change the plan tick;
 * others see it.
 */
export function WeekTogether({ week, classes }: { week: Week; classes: ReadonlyMap<string, WeekClass> }) {
  const together = new Set(week.classes.filter((c) => c.together).map((c) => c.id));
  const shared = together.size ? sharedLessons(week.children, together) : [];
  if (shared.length === 0) return null;
  return (
    <section
      aria-labelledby="week-together"
      className="flex flex-col gap-2 rounded-xl border border-l-4 border-l-primary bg-card p-2 sm:p-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 id="week-together" className="flex items-center gap-2 text-base font-semibold sm:text-lg">
          {tm.sharedHeading}
        </h2>
        <p className="text-xs text-muted-foreground">{tm.sharedLegend}</p>
      </div>
      <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {shared.map((s) => (
          <SharedRow
            key={`${s.date}-${s.lessonId}`}
            shared={s}
            cls={classes.get(s.classId)}
            today={week.today}
          />
        ))}
      </ul>
    </section>
  );
}

function SharedRow({
  shared: s,
  cls,
  today,
}: {
  shared: SharedLesson;
  cls: WeekClass | undefined;
  today: string;
}) {
  const tick = useTogetherTick();
  const [notesOpen, setNotesOpen] = useState(false);
  const can = useCan();
  const isChild = useIsChild();
  const mayTick = can.write && !isChild;
  const d = fromIsoDate(s.date);
  const dayLabel = `${weekdayName(d)}, ${monthDay(d)}`;
  const names = s.children.map((c) => c.name).join(', ');
  const id = `together-${s.date}-${s.lessonId}`;
  // Ticked on its own day (up to today); a lesson of a day still to come is done today (ADR 033).
  const date = s.date <= today ? s.date : today;
  const studentIds = s.children.map((c) => c.id);
  const send = (done: boolean, notes?: { studentId: string; note: string }[]) =>
    tick.mutate({ classId: s.classId, lessonId: s.lessonId, done, date, day: s.date, studentIds, notes });
  return (
    <li
      data-together={s.lessonId}
      className={cn(
        'flex min-h-6 items-center gap-2 rounded-md border-l-4 p-1.5 sm:items-start',
        cls?.color ?? 'class-color-10',
        s.catchUp && 'border-dashed bg-transparent',
      )}
    >
      {mayTick ? (
        <Checkbox
          id={id}
          className="sm:mt-0.5"
          checked={s.done}
          disabled={tick.isPending}
          aria-label={`${tm.tickFor(s.title, names)}, ${dayLabel}`}
          onCheckedChange={(v) => send(v === true)}
        />
      ) : null}
      <label htmlFor={mayTick ? id : undefined} className="min-w-0 flex-1 text-xs">
        <span className={cn('block font-medium wrap-anywhere', s.done && 'line-through')}>{s.title}</span>
        <span className="block wrap-anywhere opacity-80">
          {weekdayName(d).slice(0, 3)} {monthDay(d)} · {cls ? `${cls.emoji} ${cls.title} · ` : ''}
          {s.minutes} min
        </span>
        <span className="block wrap-anywhere">
          {s.children.map((c, i) => (
            <span key={c.id} className={cn(c.done && 'font-semibold')}>
              {i > 0 ? ', ' : ''}
              {c.name}
              {c.done ? ' ✓' : ''}
            </span>
          ))}
        </span>
      </label>
      {mayTick && !s.done ? (
        <>
          <LazyMenu
            trigger={
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 shrink-0 sm:-my-1"
                disabled={tick.isPending}
                aria-label={`${tm.withNotes} ${s.title}, ${dayLabel}`}
              >
                <Ellipsis aria-hidden="true" />
              </Button>
            }
            items={[{ label: tm.withNotes, onSelect: () => setNotesOpen(true) }]}
          />
          <TogetherNotesDialog
            open={notesOpen}
            onOpenChange={setNotesOpen}
            title={s.title}
            students={s.children.filter((c) => !c.done)}
            pending={tick.isPending}
            onSubmit={(notes) => {
              send(true, notes);
              setNotesOpen(false);
            }}
          />
        </>
      ) : null}
    </li>
  );
}
