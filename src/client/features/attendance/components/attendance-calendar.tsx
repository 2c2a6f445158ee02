import { DayPicker, type Modifiers } from 'react-day-picker';
import { fromIsoDate, toIsoDate, type IsoDate } from '@shared/domain/dates';
import { AttendanceDayButton } from './attendance-day-button';
import { fullDate } from '@client/lib/date-labels';

export interface AttendanceCalendarProps {
  /** First day of the visible month. */
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: IsoDate[];
  onSelectedChange: (dates: IsoDate[]) => void;
  present: IsoDate[];
  absent: IsoDate[];
  today: IsoDate;
  /** Last selectable day (tomorrow); later days are disabled and the calendar stops at its month. */
  lastDay: IsoDate;
  weekStartsOn: 0 | 1;
}

/** 'Today, Monday, March 2, 2026, Present, selected' — what a screen reader hears on a day. */
function dayLabel(date: Date, modifiers: Modifiers): string {
  const parts = [fullDate(date)];
  if (modifiers.today) parts.unshift('Today');
  if (modifiers.present) parts.push('Present');
  if (modifiers.absent) parts.push('Absent');
  if (modifiers.selected) parts.push('selected');
  return parts.join(', ');
}

const navButton =
  'inline-flex size-9 items-center justify-center rounded-lg border border-input bg-background shadow-xs outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-disabled:pointer-events-none aria-disabled:opacity-40';

/** The multi-select month calendar: click or Enter/Space toggles a day; arrow keys move between days. */
export function AttendanceCalendar(props: AttendanceCalendarProps) {
  const toDates = (dates: IsoDate[]) => dates.map(fromIsoDate);
  return (
    <DayPicker
      mode="multiple"
      selected={toDates(props.selected)}
      onSelect={(dates) => props.onSelectedChange((dates ?? []).map(toIsoDate).sort())}
      month={props.month}
      onMonthChange={props.onMonthChange}
      endMonth={fromIsoDate(props.lastDay)}
      weekStartsOn={props.weekStartsOn}
      today={fromIsoDate(props.today)}
      disabled={{ after: fromIsoDate(props.lastDay) }}
      modifiers={{ present: toDates(props.present), absent: toDates(props.absent) }}
      labels={{ labelDayButton: dayLabel }}
      components={{ DayButton: AttendanceDayButton }}
      classNames={{
        root: 'relative w-full',
        months: 'w-full',
        month: 'w-full space-y-3',
        month_caption: 'flex h-9 items-center',
        caption_label: 'text-lg font-bold',
        nav: 'absolute top-0 right-0 flex items-center gap-1.5',
        button_previous: navButton,
        button_next: navButton,
        chevron: 'size-4 fill-current',
        month_grid: 'w-full table-fixed border-collapse',
        weekdays: '',
        weekday: 'pb-2 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        weeks: '',
        week: '',
        day: 'p-0.5 text-center sm:p-1',
        day_button: '',
        today: '',
        selected: '',
        disabled: '',
        outside: '',
        hidden: 'invisible',
      }}
    />
  );
}
