import { startOfMonth } from 'date-fns';
import { useState } from 'react';
import { dayCountLabel, lastMarkableDate } from '@shared/domain/attendance';
import { fromIsoDate, toIsoDate, type IsoDate } from '@shared/domain/dates';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useMe } from '@client/lib/session';
import { useToday } from '@client/lib/use-today';
import { attendanceFailures } from '@shared/messages/attendance';
import { useAttendanceMonths, useMarkAttendance } from '@client/api/attendance';
import { monthsOf } from '@client/lib/month-range';
import { AttendanceCalendar } from './attendance-calendar';
import { AttendanceLegend } from './attendance-legend';
import { AttendancePanel, type MarkRequest } from './attendance-panel';
import { AttendanceStats } from './attendance-stats';
import { LoadError } from '@client/components/load-error';
import { MarkChildren } from './mark-children';
import { Writes } from '@client/components/writes';

/** A child's attendance page body: the calendar (with its selection) and the side panel acting on it. */
export function AttendanceTracker({ studentId }: { studentId: string }) {
  const today = useToday();
  const me = useMe().data;
  const startWeek = me?.profile.settings.startWeek ?? 'monday';
  const familySize = me?.students.length ?? 0;
  const lastDay = lastMarkableDate(today);
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDate(today)));
  const [selected, setSelected] = useState<IsoDate[]>([]);

  // The visible month in one request; today's month (for the Today card) and the months of selected
  // dates are usually the same one, and are cached per month.
  const attendance = useAttendanceMonths(studentId, monthsOf([toIsoDate(month), today, ...selected]));
  const mark = useMarkAttendance(studentId);
  const onMark = (request: MarkRequest) => mark.mutate(request);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col gap-5">
            {attendance.isError ? (
              <LoadError message={attendanceFailures.load} onRetry={attendance.retry} />
            ) : null}
            <div className="relative">
              <AttendanceCalendar
                month={month}
                onMonthChange={setMonth}
                selected={selected}
                onSelectedChange={setSelected}
                present={attendance.present}
                absent={attendance.absent}
                today={today}
                lastDay={lastDay}
                weekStartsOn={startWeek === 'sunday' ? 0 : 1}
              />
              {attendance.isLoading ? (
                <Spinner
                  aria-label="Loading attendance"
                  className="absolute top-2.5 right-24 text-muted-foreground"
                />
              ) : null}
            </div>
            <div className="flex flex-col gap-4 border-t pt-4">
              <AttendanceLegend />
              <AttendanceStats studentId={studentId} />
            </div>
            <p className="sr-only" aria-live="polite">
              {selected.length === 0 ? 'No days selected' : `${dayCountLabel(selected.length)} selected`}
            </p>
          </CardContent>
        </Card>
        {/* Several children: mark the selected days for any of them at once. */}
        {familySize >= 2 ? (
          <Writes>
            <MarkChildren dates={selected} onDone={() => setSelected([])} />
          </Writes>
        ) : null}
      </div>
      <AttendancePanel
        selected={selected}
        today={today}
        attendance={attendance}
        pending={mark.isPending}
        onMark={onMark}
        onClearSelection={() => setSelected([])}
      />
    </div>
  );
}
