import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { addDaysIso, MONTH_NAMES } from '@shared/domain/dates';
import { HOUR_SOURCE_LABELS, hoursLabel, hoursMessages as m } from '@shared/messages/hours';
import { confirmationMessages } from '@shared/messages/confirmations';
import type { HourEntry } from '@shared/schemas/hours';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDeleteHours, useHourEntries } from '@client/api/hours';
import { useTimezone } from '@client/lib/use-today';
import { Writes } from '@client/components/writes';
import { lazyDialog } from '@client/components/lazy-dialog';

const HourEntryDialog = lazyDialog(() => import('./hour-entry-dialog').then((m) => m.HourEntryDialog));

/** 'yyyy-MM' → its first and last day. */
function monthBounds(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = addDaysIso(from, 32).slice(0, 7);
  return { from, to: addDaysIso(`${next}-01`, -1) };
}
const shiftMonth = (month: string, by: number) => {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  const n = y * 12 + (mo - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
};
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The hours log of a month, newest first, with each entry's source and when it was recorded. */
export function HoursLog({ studentId, today }: { studentId: string; today: string }) {
  const [month, setMonth] = useState(today.slice(0, 7));
  const { from, to } = monthBounds(month);
  const entries = useHourEntries(studentId, from, to);
  const remove = useDeleteHours(studentId);
  const timeZone = useTimezone();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HourEntry | null>(null);
  const [deleting, setDeleting] = useState<HourEntry | null>(null);
  const total = (entries.data?.entries ?? []).reduce((n, e) => n + e.minutes, 0);
  const recorded = (iso: string) =>
    new Date(iso).toLocaleString('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });

  return (
    <section aria-labelledby="log-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="log-heading" className="text-lg font-semibold">
          Hours log
        </h2>
        <Writes>
          <Button onClick={() => setAdding(true)} className="print:hidden">
            Log hours
          </Button>
        </Writes>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
          className="print:hidden"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-medium" aria-live="polite">
          {monthLabel(month)} · {hoursLabel(total)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
          className="print:hidden"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {entries.isError ? (
        <LoadError onRetry={() => entries.refetch()} retrying={entries.isFetching} />
      ) : entries.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : entries.data.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No hours logged in {monthLabel(month)}. Completed lessons add theirs; log other work with ‘Log
          hours’.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" data-testid="hours-log">
          {entries.data.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 p-3">
              <div className="min-w-[14rem] flex-1">
                <p className="font-medium wrap-anywhere">
                  {e.subject}
                  {e.core ? (
                    <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal">Core</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {dayLabel(e.date)} · {e.location === 'home' ? 'Home' : 'Away'} ·{' '}
                  {HOUR_SOURCE_LABELS[e.source]} · recorded {recorded(e.recordedAt)}
                  {e.recordedByName ? (
                    <span className="wrap-anywhere">
                      {' '}
                      {confirmationMessages.recordedBy(e.recordedByName)}
                    </span>
                  ) : null}
                </p>
                {e.note ? <p className="text-sm wrap-anywhere">{e.note}</p> : null}
              </div>
              <p className="font-medium tabular-nums">{e.minutes} min</p>
              {/* A lesson's entry changes with the lesson; a child's log entry is edited like one entered by hand. */}
              {e.source !== 'lesson' ? (
                <Writes>
                  <div className="flex gap-1 print:hidden">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${e.subject} on ${e.date}`}
                      onClick={() => setEditing(e)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${e.subject} on ${e.date}`}
                      onClick={() => setDeleting(e)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </Writes>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <HourEntryDialog studentId={studentId} today={today} open={adding} onOpenChange={setAdding} />
      <HourEntryDialog
        studentId={studentId}
        today={today}
        entry={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteTitle}
        description={m.deleteBody}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </section>
  );
}
