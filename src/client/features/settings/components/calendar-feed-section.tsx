import { CalendarPlus, Copy, RefreshCw, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { calendarFeedMessages as m } from '@shared/messages/calendar-feeds';
import type { CalendarFeedEntry } from '@shared/schemas/calendar-feeds';
import { useCalendarFeeds, useCreateCalendarFeed, useTurnOffCalendarFeed } from '@client/api/calendar-feeds';
import { ChildAvatar } from '@client/components/child-avatar';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/lib/session';
import { useCopyLink } from '@client/lib/copy-link';
import { monthDayYear } from '@client/lib/date-labels';

/** A link just made, shown until the page is left: the server answers it once (ADR 020). */
interface ShownLink {
  feedId: string;
  url: string;
}

const scopeKey = (studentId: string | null) => studentId ?? 'family';

/**
 * Settings → Calendar & Time → Calendar feed: a secret iCal link for the family and for each child, made,
 * copied (clipboard, or the text selected to copy by hand), made again (the old link stops working) and
 * turned off. The server keeps only a hash of each link, so a link is shown once, right after it is made.
 */
export function CalendarFeedSection() {
  const { data: feeds, isPending, isError, refetch, isRefetching } = useCalendarFeeds();
  const [shown, setShown] = useState<Record<string, ShownLink>>({});

  return (
    <section aria-labelledby="calendar-feed-heading" className="flex flex-col gap-3 border-t pt-4">
      <div className="flex flex-col gap-1">
        <h3 id="calendar-feed-heading" className="flex items-center gap-2 text-base font-semibold">
          <CalendarPlus className="size-4 text-primary" aria-hidden="true" /> {m.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading calendar feeds">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : isError ? (
        <LoadError message={m.loadFailed} onRetry={refetch} retrying={isRefetching} />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={m.heading}>
          {feeds.map((entry) => {
            const key = scopeKey(entry.studentId);
            const link = shown[key];
            return (
              <FeedRow
                key={key}
                entry={entry}
                link={link && link.feedId === entry.feed?.id ? link.url : null}
                onMade={(feedId, url) => setShown((s) => ({ ...s, [key]: { feedId, url } }))}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

function FeedRow({
  entry,
  link,
  onMade,
}: {
  entry: CalendarFeedEntry;
  /** The link, when it was made on this page. */
  link: string | null;
  onMade: (feedId: string, url: string) => void;
}) {
  const { data: me } = useMe();
  const create = useCreateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const student = entry.studentId ? me?.students.find((s) => s.id === entry.studentId) : undefined;
  const make = (regenerate: boolean) =>
    create.mutate(
      { studentId: entry.studentId, regenerate },
      // The page's own origin: the address this browser reaches the server at (ADR 020).
      {
        onSuccess: (made) =>
          made.entry.feed && onMade(made.entry.feed.id, new URL(made.path, window.location.origin).href),
      },
    );
  const busy = create.isPending || turnOff.isPending;
  const hint = entry.studentId ? m.childHint(entry.name) : m.familyHint;

  return (
    <li className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        {student ? (
          <ChildAvatar student={student} />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <Users className="size-4" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{entry.name}</span>
          <span className="text-xs text-muted-foreground">
            {entry.feed ? m.createdOn(monthDayYear(new Date(entry.feed.createdAt))) : m.notCreated}
            <span className="sr-only">. {hint}</span>
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          {entry.feed ? (
            <>
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`${m.regenerate}: ${entry.name}`}
                  >
                    <RefreshCw aria-hidden="true" /> {create.isPending ? m.regenerating : m.regenerate}
                  </Button>
                }
                title={m.confirmRegenerateTitle}
                description={m.confirmRegenerate}
                confirmLabel={m.regenerate}
                onConfirm={() => make(true)}
              />
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={`${m.turnOff}: ${entry.name}`}
                  >
                    {turnOff.isPending ? m.turningOff : m.turnOff}
                  </Button>
                }
                title={m.confirmTurnOffTitle}
                description={m.confirmTurnOff}
                confirmLabel={m.turnOff}
                onConfirm={() => entry.feed && turnOff.mutate(entry.feed.id)}
              />
            </>
          ) : (
            <Button
              type="button"
              size="sm"
              disabled={busy}
              onClick={() => make(false)}
              aria-label={`${m.create}: ${entry.name}`}
            >
              <CalendarPlus aria-hidden="true" /> {create.isPending ? m.creating : m.create}
            </Button>
          )}
        </div>
      </div>
      {link ? (
        <ShownOnce name={entry.name} url={link} />
      ) : entry.feed ? (
        <p className="text-xs text-muted-foreground">{m.hiddenLink}</p>
      ) : null}
    </li>
  );
}

/** The link just made, with Copy: the clipboard where the browser allows it, else the text selected to copy by hand. */
function ShownOnce({ name, url }: { name: string; url: string }) {
  const { input, selectAll, copy } = useCopyLink(url, { copied: m.copied, fallback: m.copyFallback });
  const noteId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          readOnly
          value={url}
          aria-label={m.linkLabel(name)}
          aria-describedby={noteId}
          className="font-mono text-xs md:text-xs"
          onFocus={selectAll}
          // Inside the settings form: Enter here must not submit it.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`${m.copy}: ${name}`}
        >
          <Copy aria-hidden="true" /> {m.copy}
        </Button>
      </div>
      <p id={noteId} className="text-xs font-medium text-warning-foreground">
        {m.shownOnce}
      </p>
    </div>
  );
}
