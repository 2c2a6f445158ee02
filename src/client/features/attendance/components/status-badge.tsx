import type { AttendanceStatus } from '../../../../shared/domain/attendance';
import { Badge } from '../../../components/ui/badge';

const labels: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', none: 'Not marked' };

export function StatusBadge({ status, loading = false }: { status: AttendanceStatus; loading?: boolean }) {
  if (loading) return <Badge variant="outline">Loading…</Badge>;
  const variant = status === 'present' ? 'success' : status === 'absent' ? 'destructive' : 'outline';
  return <Badge variant={variant}>{labels[status]}</Badge>;
}
