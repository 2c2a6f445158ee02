import { BookOpen, Check, ListTodo, Repeat, Sparkles, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { confirmationMessages as m } from '@shared/messages/confirmations';
import type { PendingItem } from '@shared/schemas/confirmations';
import { useConfirmations, useConfirmItems, useRejectItems } from '@client/api/confirmations';
import { fileUrl } from '@client/api/portfolio';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { dayLabel } from './day-label';

const ref = (i: PendingItem) => ({ kind: i.kind, id: i.id });

/**
 * What kind of item it is: the lesson's or the loop item's class, a to-do, or "I learned this" with its class or
 * subject.
 */
function kindLabel(item: PendingItem): string {
  if (item.kind === 'lesson') return `${m.lesson}: ${item.classTitle ?? ''}`;
  if (item.kind === 'loop') return `${m.loopItem}: ${item.classTitle ?? ''}`;
  if (item.kind === 'task') return m.task;
  const about = item.classTitle ?? item.subject;
  return about ? `${m.sample}: ${about}` : m.sample;
}

/** A lesson's, a loop item's or a to-do's icon; a child's sample shows its first photo small (or a sparkle without one). */
function ItemIcon({ item }: { item: PendingItem }) {
  const [failed, setFailed] = useState(false);
  if (item.kind === 'lesson') return <BookOpen className="size-5 shrink-0 text-primary" aria-hidden="true" />;
  if (item.kind === 'loop') return <Repeat className="size-5 shrink-0 text-primary" aria-hidden="true" />;
  if (item.kind === 'task') return <ListTodo className="size-5 shrink-0 text-primary" aria-hidden="true" />;
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
      {item.photoFileId && !failed ? (
        <img
          src={fileUrl(item.studentId, item.photoFileId, 'thumb')}
          alt={m.samplePhoto(item.title)}
          className="size-full object-cover"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <Sparkles className="size-6 text-primary" aria-hidden="true" />
      )}
    </span>
  );
}

/**
 * The parent's 'To confirm' list (ADR 024): each child's waiting tick with Confirm and Not yet, and
 * 'Confirm all'. Confirming counts the lesson or to-do as done and gives its xp; 'Not yet' sends it back open.
 */
export function ConfirmList({ canConfirm }: { canConfirm: boolean }) {
  const list = useConfirmations();
  const confirm = useConfirmItems();
  const reject = useRejectItems();
  const busy = confirm.isPending || reject.isPending;

  if (list.isError) return <LoadError onRetry={() => list.refetch()} retrying={list.isFetching} />;
  if (list.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  const items = list.data.items;
  if (items.length === 0)
    return (
      <p
        className="rounded-lg border border-dashed p-6 text-center text-muted-foreground"
        data-testid="confirm-empty"
      >
        {m.empty}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {canConfirm ? (
        <div className="flex justify-end print:hidden">
          <Button disabled={busy} onClick={() => confirm.mutate(items.map(ref))}>
            <Check aria-hidden="true" /> {m.confirmAll}
          </Button>
        </div>
      ) : null}
      <ul className="divide-y rounded-xl border bg-card" data-testid="confirm-list">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
            <ItemIcon item={item} />
            <div className="min-w-[12rem] flex-1">
              <p className="font-medium wrap-anywhere">{item.title}</p>
              <p className="text-sm text-muted-foreground wrap-anywhere">
                {item.childName} · {kindLabel(item)} · {dayLabel(item.date)}
                {item.minutes !== null ? (
                  <>
                    {' '}
                    · <span className="font-medium text-foreground">{m.sampleMinutes(item.minutes)}</span>
                  </>
                ) : null}
              </p>
            </div>
            {canConfirm ? (
              <div className="flex gap-2 print:hidden">
                <Button
                  size="lg"
                  disabled={busy}
                  onClick={() => confirm.mutate([ref(item)])}
                  aria-label={`${m.confirm}: ${item.title} (${item.childName})`}
                >
                  <Check aria-hidden="true" /> {m.confirm}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  disabled={busy}
                  onClick={() => reject.mutate([ref(item)])}
                  aria-label={`${m.notYet}: ${item.title} (${item.childName})`}
                >
                  <Undo2 aria-hidden="true" /> {m.notYet}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
