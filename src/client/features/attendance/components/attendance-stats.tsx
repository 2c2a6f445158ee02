import { Skeleton } from '@client/components/ui/skeleton';
import { useAttendanceSummary } from '@client/api/attendance';

/** This week's days present out of recorded (Monday start) and the overall rate. */
export function AttendanceStats({ studentId }: { studentId: string }) {
  const { data, isPending, isError } = useAttendanceSummary(studentId);
  if (isError) return null;
  const items: [string, string][] = data
    ? [
        ["This Week's Attendance", `${data.weekPresent} of ${data.weekRecorded} days`],
        ['Attendance Rate', `${data.ratePercent}%`],
      ]
    : [];
  return (
    <dl className="grid grid-cols-2 gap-3" aria-busy={isPending}>
      {isPending
        ? [0, 1].map((i) => <Skeleton key={i} className="h-16" />)
        : items.map(([label, value]) => (
            <div key={label} className="rounded-lg border bg-muted/40 px-3 py-2">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="text-lg font-bold tabular-nums">{value}</dd>
            </div>
          ))}
    </dl>
  );
}
