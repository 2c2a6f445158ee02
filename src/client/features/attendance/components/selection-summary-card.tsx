import { CheckCircle2, XCircle } from 'lucide-react';
import { dayCountLabel, type AttendanceStatus, type SelectionSummary } from '@shared/domain/attendance';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ClearAttendanceButton } from './clear-attendance-button';
import { Writes } from '@client/components/writes';

/** Several dates selected: what they hold, and bulk buttons for all of them. */
export function SelectionSummaryCard({
  summary,
  loading,
  pending,
  onMark,
}: {
  summary: SelectionSummary;
  loading: boolean;
  pending: boolean;
  onMark: (status: AttendanceStatus) => void;
}) {
  const rows: [string, number, string][] = [
    ['Total selected', summary.total, 'text-foreground'],
    ['With attendance', summary.withAttendance, 'text-foreground'],
    ['Present', summary.present, 'text-success'],
    ['Absent', summary.absent, 'text-destructive'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Selection Summary
        </CardTitle>
        <CardDescription>Mark or clear all {dayCountLabel(summary.total)} at once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-2" aria-busy={loading}>
          {rows.map(([label, value, tone]) => (
            <div key={label} className="rounded-lg border bg-muted/40 px-3 py-2">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={`text-2xl font-bold tabular-nums ${tone}`}>
                {loading && label !== 'Total selected' ? '–' : value}
              </dd>
            </div>
          ))}
        </dl>
        <Writes>
          <div className="grid gap-2">
            <Button variant="success" disabled={pending} onClick={() => onMark('present')}>
              <CheckCircle2 aria-hidden="true" />
              Mark All Present
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => onMark('absent')}>
              <XCircle aria-hidden="true" />
              Mark All Absent
            </Button>
            <ClearAttendanceButton
              label="Clear All Attendance"
              disabled={pending || loading || summary.withAttendance === 0}
              title={`Clear attendance for ${dayCountLabel(summary.withAttendance)}?`}
              count={summary.withAttendance}
              onConfirm={() => onMark('none')}
            />
          </div>
        </Writes>
      </CardContent>
    </Card>
  );
}
