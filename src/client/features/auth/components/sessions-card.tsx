import { formatDistanceToNow } from 'date-fns';
import { Laptop, Smartphone } from 'lucide-react';
import type { AccountSession } from '@shared/schemas/auth';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '@client/api/sessions';
import { deviceName } from '../lib/device-name';
import { LoadError } from '@client/components/load-error';

const isPhone = (ua: string | null) => !!ua && /iPhone|Android|Mobile/.test(ua);

/** Signed-in devices of the account, with 'Sign out' per device and for all the others at once. No props. */
export function SessionsCard() {
  const { data: sessions, isPending, isError, refetch } = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Signed-in devices</h2>
        </CardTitle>
        <CardDescription>
          Browsers where this account is signed in. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isPending ? (
          <div className="flex flex-col gap-2" aria-label="Loading devices" role="status">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <LoadError onRetry={refetch} />
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-md border" aria-label="Signed-in devices">
              {sessions.map((s) => (
                <SessionRow key={s.id} session={s} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-muted-foreground">This is the only device signed in.</p>
            ) : (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" className="self-start" disabled={revokeOthers.isPending}>
                    {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other devices'}
                  </Button>
                }
                title="Sign out all other devices?"
                description={`${others === 1 ? '1 other device' : `${others} other devices`} will need to sign in again. This device stays signed in.`}
                confirmLabel="Sign out others"
                destructive={false}
                onConfirm={() => revokeOthers.mutate()}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const name = deviceName(session.userAgent);
  const Icon = isPhone(session.userAgent) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {name}
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </span>
        <span className="text-xs text-muted-foreground">
          {session.ipAddress ? `${session.ipAddress} · ` : ''}
          Active {formatDistanceToNow(new Date(session.lastActiveAt), { addSuffix: true })}
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Sign out ${name}`}
          onClick={() => revoke.mutate(session.id)}
        >
          {revoke.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
