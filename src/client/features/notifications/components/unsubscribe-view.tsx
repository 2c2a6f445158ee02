import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { notificationsMessages as m } from '@shared/messages/notifications';
import { useUnsubscribe, useUnsubscribeStatus } from '@client/api/unsubscribe';
import { FullPageSpinner } from '@client/components/full-page-spinner';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError, errorDetail } from '@client/lib/api-client';

/**
 * /unsubscribe/:token: the weekly e-mail's one-click unsubscribe (ADR 045), no sign-in. Opening the page changes
 * nothing (a mail scanner may open links); the button turns the e-mail off.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const status = useUnsubscribeStatus(token);
  const unsubscribe = useUnsubscribe(token);
  if (status.isPending) return <FullPageSpinner label="Loading" />;

  let title: string = m.unsubscribeTitle;
  let body;
  if (status.isError) {
    const bad = status.error instanceof ApiError && status.error.status >= 400 && status.error.status < 500;
    if (bad) title = m.badLinkTitle;
    body = bad ? (
      <p role="alert" className="text-sm">
        {m.badLink}
      </p>
    ) : (
      <LoadError onRetry={status.refetch} retrying={status.isRefetching} />
    );
  } else if (unsubscribe.isSuccess) {
    title = m.unsubscribedTitle;
    body = (
      <p role="status" className="text-sm">
        {m.unsubscribed}
      </p>
    );
  } else if (!status.data.subscribed) {
    title = m.unsubscribedTitle;
    body = <p className="text-sm">{m.alreadyOff}</p>;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{m.unsubscribeIntro}</p>
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDetail(unsubscribe.error, m.unsubscribeFailed)}
          </p>
        ) : null}
        <Button type="button" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {unsubscribe.isPending ? m.unsubscribing : m.unsubscribe}
        </Button>
      </div>
    );
  }
  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-br from-sky-50 via-background to-amber-50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              <MailX className="size-6 shrink-0 text-primary" aria-hidden="true" /> {title}
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {body}
          <Link to="/settings" className="text-sm text-primary underline-offset-4 hover:underline">
            {m.openSettings}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
