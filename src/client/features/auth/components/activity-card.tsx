import { History } from 'lucide-react';
import { useId } from 'react';
import { activityMessages as m } from '@shared/messages/activity';
import type { ActivityEntry } from '@shared/schemas/activity';
import { useActivity } from '@client/api/activity';
import { LoadError } from '@client/components/load-error';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { deviceName } from '../lib/device-name';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings › Account › Account activity (issue 39, ADR 032): what was done to the family's account in the last
 * 400 days, newest first. The parent's only; lazy-loaded by the settings page.
 */
export default function ActivityCard() {
  const { data, isPending, isError, refetch } = useActivity();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden="true" /> {m.title}
          </h2>
        </CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading the account activity">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : isError ? (
          <LoadError onRetry={refetch} />
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ol
            aria-label={m.title}
            className="flex max-h-[28rem] flex-col divide-y overflow-y-auto rounded-md border"
          >
            {data.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const device = entry.userAgent ? deviceName(entry.userAgent) : null;
  return (
    <li className="flex flex-col gap-0.5 p-3 text-sm">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {m.kinds[entry.kind]}
        {entry.detail ? <span className="font-normal wrap-anywhere">· {entry.detail}</span> : null}
        {entry.newDevice ? <Badge variant="secondary">{m.newDevice}</Badge> : null}
      </span>
      <span className="text-xs wrap-anywhere text-muted-foreground">
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
        {entry.actorName ? ` · ${entry.actorName}` : ''}
        {device ? ` · ${device}` : ''}
        {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
      </span>
    </li>
  );
}
