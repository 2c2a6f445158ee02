import { Bell } from 'lucide-react';
import { useId } from 'react';
import { notificationsMessages as m } from '@shared/messages/notifications';
import { useNotificationPrefs, useSetWeeklyEmail } from '@client/api/notification-prefs';
import { LoadError } from '@client/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Switch } from '@client/components/ui/switch';

/** Settings › Notifications (issue 41, ADR 045): the signed-in adult's own weekly e-mail, saved as it is switched. */
export function NotificationsCard() {
  const prefs = useNotificationPrefs();
  const save = useSetWeeklyEmail();
  const id = useId();
  let body;
  if (prefs.isPending) {
    body = <Skeleton className="h-12 w-full" aria-label={m.heading} />;
  } else if (prefs.isError) {
    body = <LoadError message={m.loadFailed} onRetry={prefs.refetch} retrying={prefs.isRefetching} />;
  } else {
    const { weeklyEmail, email, mailEnabled } = prefs.data;
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <Switch
            id={id}
            checked={weeklyEmail}
            disabled={save.isPending || (!email && !weeklyEmail)}
            onCheckedChange={(next) => save.mutate(next)}
            aria-describedby={`${id}-help`}
          />
          <div className="min-w-0">
            <Label htmlFor={id} className="font-medium">
              {m.weeklyEmail}
            </Label>
            <p id={`${id}-help`} className="text-sm wrap-anywhere text-muted-foreground">
              {email ? m.weeklyEmailHint(email) : m.noEmail}
            </p>
          </div>
        </div>
        {!mailEnabled ? <p className="text-sm text-muted-foreground">{m.mailOff}</p> : null}
      </div>
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
              <Bell className="size-5 text-primary" aria-hidden="true" /> {m.heading}
            </h2>
          </CardTitle>
          <CardDescription>{m.intro}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
