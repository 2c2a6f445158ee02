import { summarizeSelection, type AttendanceStatus } from '@shared/domain/attendance';
import { addDaysIso, fromIsoDate, type IsoDate } from '@shared/domain/dates';
import { Button } from '@client/components/ui/button';
import type { AttendanceMonths } from '@client/api/attendance';
import type { MarkScope } from '@shared/messages/attendance';
import { SelectionSummaryCard } from './selection-summary-card';
import { SingleDayCard } from './single-day-card';
import { fullDate, longMonthDay } from '@client/lib/date-labels';

export interface MarkRequest {
  dates: IsoDate[];
  status: AttendanceStatus;
  scope: MarkScope;
  hadRecord: boolean;
}

function relativeName(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDaysIso(today, 1)) return 'Tomorrow';
  if (date === addDaysIso(today, -1)) return 'Yesterday';
  return 'Selected date';
}

/** The side panel: today's attendance, one selected date, or a summary of several. */
export function AttendancePanel({
  selected,
  today,
  attendance,
  pending,
  onMark,
  onClearSelection,
}: {
  selected: IsoDate[];
  today: IsoDate;
  attendance: AttendanceMonths;
  pending: boolean;
  onMark: (request: MarkRequest) => void;
  onClearSelection: () => void;
}) {
  const loading = !attendance.ready;
  const unknown = attendance.ready ? undefined : attendance.isError ? 'Unavailable' : 'Loading…';
  const single = (date: IsoDate) => (status: AttendanceStatus) =>
    onMark({ dates: [date], status, scope: 'single', hadRecord: attendance.statusOf(date) !== 'none' });

  let card;
  if (selected.length === 0) {
    card = (
      <SingleDayCard
        title="Today's Attendance"
        description={fullDate(fromIsoDate(today))}
        status={attendance.statusOf(today)}
        recordedBy={attendance.recordedByOf(today)}
        unknown={unknown}
        pending={pending}
        buttons={{ present: 'Mark Present', absent: 'Mark Absent', clear: "Clear Today's Attendance" }}
        confirmTitle="Clear today's attendance?"
        onMark={single(today)}
      />
    );
  } else if (selected.length === 1) {
    const [date] = selected as [IsoDate];
    card = (
      <SingleDayCard
        title={fullDate(fromIsoDate(date))}
        description={relativeName(date, today)}
        status={attendance.statusOf(date)}
        recordedBy={attendance.recordedByOf(date)}
        unknown={unknown}
        pending={pending}
        buttons={{ present: 'Present', absent: 'Absent', clear: 'Clear' }}
        confirmTitle={`Clear attendance for ${longMonthDay(fromIsoDate(date))}?`}
        onMark={single(date)}
      />
    );
  } else {
    card = (
      <SelectionSummaryCard
        summary={summarizeSelection(selected, attendance.statusOf)}
        loading={loading}
        pending={pending}
        onMark={(status) => onMark({ dates: selected, status, scope: 'bulk', hadRecord: true })}
      />
    );
  }

  return (
    <section aria-label="Attendance actions" className="flex flex-col gap-3">
      {card}
      <Button
        variant="outline"
        className="self-stretch"
        disabled={selected.length === 0}
        onClick={onClearSelection}
      >
        Clear Selection
      </Button>
    </section>
  );
}
