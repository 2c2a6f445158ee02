import { dueBadge, gradeBadgeVariant } from '@shared/domain/grades';
import { Badge } from '@client/components/ui/badge';

/** A percentage in the spec's colours: ≥ 90 default, ≥ 80 secondary, below destructive. */
export function GradeBadge({ percentage, label }: { percentage: number; label?: string }) {
  return <Badge variant={gradeBadgeVariant(percentage)}>{label ?? `${formatPercent(percentage)}%`}</Badge>;
}

export function AverageBadge({ average }: { average: number | null }) {
  if (average == null) return <Badge variant="outline">No grades yet</Badge>;
  return <GradeBadge percentage={average} label={`Average: ${average}%`} />;
}

const dueVariant = { overdue: 'destructive', soon: 'warning', later: 'secondary' } as const;

export function DueBadge({ dueDate, today }: { dueDate: string; today: string }) {
  const badge = dueBadge(dueDate, today);
  return <Badge variant={dueVariant[badge.tone]}>{badge.label}</Badge>;
}

/** 87.5 → '87.5', 90 → '90'. */
export function formatPercent(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}
