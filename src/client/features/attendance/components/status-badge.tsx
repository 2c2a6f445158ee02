import type { AttendanceStatus } from '@shared/domain/attendance';
import { Badge } from '@client/components/ui/badge';

const labels: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', none: 'Not marked' };

/** `unknown` while the day's record is loading ('Loading…') or could not be loaded ('Unavailable'). */
export function StatusBadge({
  status,
  unknown,
}: {
  status: AttendanceStatus;
  unknown?: 'Loading…' | 'Unavailable';
}) {
  if (unknown) return <Badge variant="outline">{unknown}</Badge>;
  const variant = status === 'present' ? 'success' : status === 'absent' ? 'destructive' : 'outline';
  return <Badge variant={variant}>{labels[status]}</Badge>;
}
