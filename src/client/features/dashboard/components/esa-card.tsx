import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { dateLabel } from '@shared/domain/esa-checks';
import { formatMoney, type Currency } from '@shared/domain/esa-money';
import { esaMessages } from '@shared/messages/esa';
import { esaSummaryQuery } from '@client/api/esa';
import { LoadError } from '@client/components/load-error';
import { Skeleton } from '@client/components/ui/skeleton';

const m = esaMessages.card;

/**
 * 'Education savings' on an adult's dashboard (issue 40): its own chunk and request, rendered only when the
 * dashboard's one read says there is an account. Per account: the child (on the family overview), the program,
 * what remains, the next deadline and how many checks warn; a link to /esa.
 */
export default function EsaCard({ studentId }: { studentId?: string }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(esaSummaryQuery());
  if (isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (isError) return <LoadError message={m.loadFailed} onRetry={refetch} retrying={isFetching} />;
  const rows = data.children.filter((c) => !studentId || c.studentId === studentId);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="esa-card-heading" className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="esa-card-heading" className="font-semibold">
          {m.title}
        </h2>
        <Link to="/esa" className="text-sm text-primary underline-offset-4 hover:underline">
          {m.open}
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
        {rows.map((r) => (
          <li key={r.accountId} className="grid min-w-0 gap-1 rounded-lg border p-3 text-sm">
            <p className="font-medium wrap-anywhere">
              {studentId ? r.programName : `${r.studentName} · ${r.programName}`}
            </p>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-muted-foreground">{m.remaining}</span>
              <span className="text-base font-semibold tabular-nums">
                {formatMoney(r.remainingCents, r.currency as Currency)}
              </span>
            </p>
            <p className="flex items-start gap-1.5">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">
                {r.nextDeadline
                  ? `${m.nextDeadline}: ${dateLabel(r.nextDeadline.date)} — ${r.nextDeadline.label}`
                  : m.noDeadline}
              </span>
            </p>
            <p
              className={
                r.warnings > 0
                  ? 'flex items-start gap-1.5 font-medium text-amber-700 dark:text-amber-400'
                  : 'flex items-start gap-1.5 text-muted-foreground'
              }
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {r.warnings > 0 ? m.warnings(r.warnings) : m.noWarnings}
                {r.needsReceipt > 0 ? ` · ${m.needsReceipt(r.needsReceipt)}` : ''}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
