import { CalendarPlus, Pencil } from 'lucide-react';
import { classColor } from '@shared/domain/class-color';
import { formatClassTimes, formatTimeOfDay } from '@shared/domain/class-schedule';
import { fromIsoDate, type IsoDate } from '@shared/domain/dates';
import { eventMessages } from '@shared/messages/calendar';
import { studentMessages } from '@shared/messages/students';
import type { CalendarEvent } from '@shared/schemas/calendar';
import type { Student } from '@shared/schemas/students';
import { childBorderClass, childDotClass } from '@client/components/child-colors';
import { ConfirmDeleteButton } from '@client/components/confirm-delete-button';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { childNames } from '@client/lib/child-names';
import { cn } from '@client/lib/utils';
import { useDeleteEvent } from '@client/api/events';
import type { EventChildren } from '../use-event-children';
import { useCan } from '@client/lib/role';
import { fullDate } from '@client/lib/date-labels';

function timeText(event: CalendarEvent, timeFormat: '12h' | '24h'): string {
  if (event.generated && event.class && event.time === event.class.startTime)
    return formatClassTimes(event.class.startTime, event.class.endTime);
  return event.time ? formatTimeOfDay(event.time, timeFormat) : 'All day';
}

/** 'Events for Today' / 'Events for {full date}' with the day's events, or the empty text. */
export function DayEventsPanel({
  date,
  today,
  events,
  loading,
  timeFormat,
  childrenOf,
  onAdd,
  onEdit,
}: {
  date: IsoDate;
  today: IsoDate;
  events: CalendarEvent[];
  loading: boolean;
  timeFormat: '12h' | '24h';
  childrenOf: EventChildren;
  onAdd: () => void;
  onEdit: (event: CalendarEvent) => void;
}) {
  const viewOnly = useCan().viewOnly;
  const heading = date === today ? 'Events for Today' : `Events for ${fullDate(fromIsoDate(date))}`;
  return (
    <section
      aria-labelledby="day-events-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-events-heading" className="text-lg font-bold">
          {heading}
        </h2>
        {viewOnly ? null : (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <CalendarPlus aria-hidden="true" /> Add
            <span className="sr-only"> event on this date</span>
          </Button>
        )}
      </div>
      {loading ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading events">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : events.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No events scheduled for this date
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Events">
          {events.map((event) => {
            const children = childrenOf(event);
            const [only] = children.length === 1 ? children : [];
            return (
              <li
                key={event.id}
                className={cn(
                  'flex items-start gap-3 rounded-lg border border-l-4 p-3',
                  event.classId
                    ? classColor(event.classId)
                    : 'border-l-primary bg-secondary text-secondary-foreground',
                  // A child's own event takes the child's colour for its stripe.
                  only && !event.classId && childBorderClass[only.color],
                )}
              >
                {event.class ? (
                  <span className="text-xl leading-none" aria-hidden="true">
                    {event.class.emoji}
                  </span>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold wrap-anywhere">{event.title}</p>
                  <p className="text-sm">{timeText(event, timeFormat)}</p>
                  {event.class && !event.generated ? (
                    <p className="text-sm wrap-anywhere">Class: {event.class.title}</p>
                  ) : null}
                  {event.description ? (
                    <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line">{event.description}</p>
                  ) : null}
                  {children.length > 0 ? <EventChildrenMark students={children} /> : null}
                </div>
                {viewOnly ? null : (
                  <div className="-my-1 -mr-1 flex shrink-0">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-current hover:bg-white/60"
                      aria-label={`Edit ${event.title}`}
                      onClick={() => onEdit(event)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteEventButton event={event} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Whose event it is: a dot in each child's colour with the child's name ('For Ava and Ben' for screen readers). */
function EventChildrenMark({ students }: { students: readonly Student[] }) {
  return (
    <p
      className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium"
      data-testid="event-children"
    >
      <span className="sr-only">{studentMessages.eventForChild(childNames(students))}</span>
      {students.map((c) => (
        <span key={c.id} className="inline-flex items-center gap-1.5" aria-hidden="true">
          <span className={cn('size-2.5 rounded-full', childDotClass[c.color])} />
          {c.name}
        </span>
      ))}
    </p>
  );
}

function DeleteEventButton({ event }: { event: CalendarEvent }) {
  const remove = useDeleteEvent();
  return (
    <ConfirmDeleteButton
      label={`Delete ${event.title}`}
      title={eventMessages.confirmDeleteTitle}
      description={eventMessages.confirmDelete(event.title)}
      onConfirm={() => remove.mutate(event)}
      disabled={remove.isPending}
      className="text-current hover:bg-white/60"
    />
  );
}
