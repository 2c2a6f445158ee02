import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  calendarWindow,
  clampMonth,
  monthGrid,
  monthOf,
  type YearMonth,
} from '@shared/domain/calendar-window';
import type { IsoDate } from '@shared/domain/dates';
import { eventMessages } from '@shared/messages/calendar';
import type { CalendarEvent } from '@shared/schemas/calendar';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { useMe } from '@client/lib/session';
import { useToday } from '@client/lib/use-today';
import { useEvents } from '@client/api/events';
import { useEventChildren } from '../use-event-children';
import { DayEventsPanel } from './day-events-panel';
import { MonthCalendar } from './month-calendar';
import { LoadError } from '@client/components/load-error';
import { lazyDialog } from '@client/components/lazy-dialog';

const EventFormDialog = lazyDialog(() => import('./event-form-dialog').then((m) => m.EventFormDialog));

/** The calendar page: month grid, the selected day's events, and the Add/Edit Event dialog. */
export function CalendarView() {
  const today = useToday();
  const settings = useMe().data?.profile.settings;
  const weekStartsOn = settings?.startWeek === 'sunday' ? 0 : 1;
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const [selected, setSelected] = useState<IsoDate>(today);
  const [dialog, setDialog] = useState<{ event?: CalendarEvent } | null>(null);

  const visibleMonth = clampMonth(month, today);
  const weeks = monthGrid(visibleMonth, weekStartsOn);
  const from = weeks[0]?.[0] ?? today;
  const to = weeks.at(-1)?.at(-1) ?? today;
  const events = useEvents(from, to);
  const childrenOf = useEventChildren();
  const bounds = calendarWindow(today);

  useEffect(() => {
    if (events.isError) toast.error(eventMessages.fetchFailed);
  }, [events.isError, events.errorUpdatedAt]);

  const eventsByDate = useMemo(() => {
    const map = new Map<IsoDate, CalendarEvent[]>();
    for (const e of events.data ?? []) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    return map;
  }, [events.data]);

  const changeMonth = (next: YearMonth) => {
    const clamped = clampMonth(next, today);
    setMonth(clamped);
    if (monthOf(selected) !== clamped) setSelected(clamped === monthOf(today) ? today : `${clamped}-01`);
  };

  const showingCurrentData = !events.isPlaceholderData;

  return (
    <>
      <PageHeader
        title="Homeschool Calendar"
        description="Plan lessons, field trips and activities"
        actions={
          <Button onClick={() => setDialog({})}>
            <Plus aria-hidden="true" /> Add Event
          </Button>
        }
      />
      {events.isError && !events.data ? (
        <LoadError className="mb-4" message={eventMessages.fetchFailed} onRetry={events.refetch} />
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <MonthCalendar
          month={visibleMonth}
          today={today}
          selected={selected}
          weekStartsOn={weekStartsOn}
          eventsByDate={showingCurrentData ? eventsByDate : new Map()}
          childrenOf={childrenOf}
          loading={events.isFetching}
          onMonthChange={changeMonth}
          onSelect={setSelected}
        />
        <DayEventsPanel
          date={selected}
          today={today}
          events={showingCurrentData ? (eventsByDate.get(selected) ?? []) : []}
          loading={events.isPending || !showingCurrentData}
          timeFormat={settings?.timeFormat ?? '12h'}
          childrenOf={childrenOf}
          onAdd={() => setDialog({})}
          onEdit={(event) => setDialog({ event })}
        />
      </div>
      <EventFormDialog
        event={dialog?.event}
        defaultDate={selected}
        bounds={bounds}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
    </>
  );
}
