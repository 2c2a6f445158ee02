import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import {
  calendarWindow,
  canGoToNextMonth,
  canGoToPreviousMonth,
  monthGrid,
  monthOf,
  type YearMonth,
} from '@shared/domain/calendar-window';
import { classColor } from '@shared/domain/class-color';
import { addDaysIso, fromIsoDate, toIsoDate, type IsoDate } from '@shared/domain/dates';
import type { CalendarEvent } from '@shared/schemas/calendar';
import type { Student } from '@shared/schemas/students';
import { childDotClass } from '@client/components/child-colors';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import type { EventChildren } from '../use-event-children';
import { fullDate, monthYear, shortWeekdayName, weekdayInitial, weekdayName } from '@client/lib/date-labels';

const MAX_DOTS = 3;

/**
 * Month grid: weeks start on the account's setting; a dot per event (class events in their class colour), or,
 * for an event marked for children, a dot per child in the child's colour.
 */
export function MonthCalendar({
  month,
  today,
  selected,
  weekStartsOn,
  eventsByDate,
  childrenOf,
  loading,
  onMonthChange,
  onSelect,
}: {
  month: YearMonth;
  today: IsoDate;
  selected: IsoDate;
  weekStartsOn: 0 | 1;
  eventsByDate: Map<IsoDate, CalendarEvent[]>;
  childrenOf: EventChildren;
  loading: boolean;
  onMonthChange: (month: YearMonth) => void;
  onSelect: (date: IsoDate) => void;
}) {
  const weeks = monthGrid(month, weekStartsOn);
  const dates = weeks.flat();
  const focusAfterKey = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const canPrev = canGoToPreviousMonth(month, today);
  const canNext = canGoToNextMonth(month, today);
  const tabStop = dates.includes(selected) ? selected : (dates.find((d) => monthOf(d) === month) ?? dates[0]);

  useEffect(() => {
    if (!focusAfterKey.current) return;
    focusAfterKey.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = addDaysIso(date, step);
    const { firstMonth, lastMonth } = calendarWindow(today);
    const nextMonth = monthOf(next);
    if (!dates.includes(next)) {
      if (nextMonth < firstMonth || nextMonth > lastMonth) return;
      onMonthChange(nextMonth);
    }
    focusAfterKey.current = true;
    onSelect(next);
  };

  const weekdayNames = weeks[0]?.map((d) => fromIsoDate(d)) ?? [];

  return (
    <section aria-labelledby="calendar-month" className="rounded-xl border bg-card p-3 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          disabled={!canPrev}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <h2
            id="calendar-month"
            className="text-base font-bold whitespace-nowrap sm:text-xl"
            aria-live="polite"
          >
            {monthYear(fromIsoDate(`${month}-01`))}
          </h2>
          {month !== monthOf(today) ? (
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              onClick={() => {
                onMonthChange(monthOf(today));
                onSelect(today);
              }}
            >
              Today
            </Button>
          ) : null}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          disabled={!canNext}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby="calendar-month"
        aria-busy={loading}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weekdayNames.map((d) => (
              <th
                key={d.getDay()}
                scope="col"
                abbr={weekdayName(d)}
                className="pb-2 text-center text-xs font-semibold text-muted-foreground uppercase"
              >
                <span className="sm:hidden">{weekdayInitial(d)}</span>
                <span className="hidden sm:inline">{shortWeekdayName(d)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const events = eventsByDate.get(date) ?? [];
                const dots = events.flatMap((ev) => eventDots(ev, childrenOf(ev)));
                const inMonth = monthOf(date) === month;
                const isSelected = date === selected;
                const isToday = date === today;
                const label = `${fullDate(fromIsoDate(date))}${isToday ? ', today' : ''}, ${
                  events.length === 0
                    ? 'no events'
                    : events.length === 1
                      ? '1 event'
                      : `${events.length} events`
                }`;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected} className="p-0.5 align-top">
                    <button
                      type="button"
                      data-date={date}
                      aria-label={label}
                      tabIndex={date === tabStop ? 0 : -1}
                      onClick={() => onSelect(date)}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      className={cn(
                        'flex h-14 w-full flex-col items-center gap-1 rounded-lg border border-transparent pt-1.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 sm:h-20 sm:items-start sm:px-2',
                        !inMonth && 'text-muted-foreground',
                        isSelected && 'border-primary bg-accent',
                      )}
                    >
                      <span
                        className={cn(
                          'flex size-7 items-center justify-center rounded-full font-medium',
                          isToday && 'bg-primary text-primary-foreground',
                        )}
                      >
                        {fromIsoDate(date).getDate()}
                      </span>
                      {dots.length > 0 ? (
                        <span className="flex items-center gap-0.5" aria-hidden="true">
                          {dots.slice(0, MAX_DOTS).map((dot) => (
                            <span
                              key={dot.key}
                              data-testid="event-dot"
                              className={cn('size-2 rounded-full', dot.className)}
                              style={dot.style}
                            />
                          ))}
                          {dots.length > MAX_DOTS ? (
                            <span className="text-[10px] leading-none font-semibold">
                              +{dots.length - MAX_DOTS}
                            </span>
                          ) : null}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface Dot {
  key: string;
  className: string;
  style?: CSSProperties;
}

function eventDots(ev: CalendarEvent, children: readonly Student[]): Dot[] {
  if (children.length > 0)
    return children.map((c) => ({ key: `${ev.id}-${c.id}`, className: childDotClass[c.color] }));
  if (ev.classId)
    return [
      { key: ev.id, className: classColor(ev.classId), style: { backgroundColor: 'var(--class-color)' } },
    ];
  return [{ key: ev.id, className: 'bg-primary' }];
}

function shiftMonth(month: YearMonth, n: number): YearMonth {
  const d = fromIsoDate(`${month}-01`);
  d.setMonth(d.getMonth() + n);
  return toIsoDate(d).slice(0, 7);
}
