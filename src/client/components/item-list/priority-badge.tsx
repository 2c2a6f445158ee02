import { PRIORITY_LABELS } from '@shared/domain/form-limits';
import type { Priority } from '@shared/schemas/list-items';
import { Badge } from '../ui/badge';

const variantOf = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge variant={variantOf[priority]} className="capitalize">
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
