import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { doneOfTarget, yearPaceLine } from '@shared/domain/progress-wording';
import { progressQuery } from '@client/api/hours';
import { cn } from '@client/lib/utils';

/**
 * 'Required hours' on the dashboard (records): loaded on its own (lazy, its own request) so the
 * dashboard's first load stays within budget; nothing when the child has no requirement with a goal.
 */
export default function RequiredHoursCard({
  studentId,
  childName,
}: {
  studentId: string;
  childName: string;
}) {
  const { data } = useQuery(progressQuery(studentId));
  const goal = data?.goals.find((g) => g.unit === 'minutes') ?? data?.goals[0];
  if (!data?.profile || !goal) return null;
  const percent = Math.min(100, Math.round((goal.done / goal.target) * 100));
  const pace = yearPaceLine(goal, data, childName);
  return (
    <section aria-labelledby="required-hours-heading" className="rounded-xl border bg-card p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="required-hours-heading" className="font-semibold">
          Required {goal.unit === 'days' ? 'days' : 'hours'} · {data.profile.name}
        </h2>
        <Link to="/records" className="text-sm text-primary underline-offset-4 hover:underline">
          Records
        </Link>
      </div>
      <p className="mt-1 text-sm tabular-nums">{doneOfTarget(goal)}</p>
      <div
        role="progressbar"
        aria-label="Required hours done"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            goal.met ? 'bg-emerald-600' : goal.behind ? 'bg-amber-500' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p
        className={cn(
          'mt-2 text-sm',
          goal.behind ? 'font-semibold text-amber-700 dark:text-amber-400' : 'text-muted-foreground',
        )}
      >
        {pace}
      </p>
    </section>
  );
}
