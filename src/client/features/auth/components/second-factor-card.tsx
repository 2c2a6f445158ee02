import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { secondFactorMessages as m } from '@shared/messages/second-factor';
import { useFamilyRule, useSecondFactor } from '@client/api/second-factor';
import { LoadError } from '@client/components/load-error';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Switch } from '@client/components/ui/switch';

const EnrolDialog = lazy(() => import('./enrol-dialog'));
const PasswordDialog = lazy(() => import('./second-factor-password-dialog'));

/** `/settings?second-factor=enrol`: where a sign-in sends an adult whose family asks for a second factor. */
export const ENROL_PARAM = 'second-factor';

/**
 * Settings › Account › Second factor (issue 39): on or off, recovery codes left, turn on (the enrol dialog),
 * new recovery codes, turn off; for the parent, the family's rule. Lazy-loaded by the settings page.
 */
export default function SecondFactorCard({ owner }: { owner: boolean }) {
  const { data, isPending, isError, refetch } = useSecondFactor();
  const [params, setParams] = useSearchParams();
  const asked = params.get(ENROL_PARAM) === 'enrol';
  const [enrolOpen, setEnrolOpen] = useState(false);
  const [dialog, setDialog] = useState<'regenerate' | 'remove' | null>(null);
  const headingId = useId();

  // Sent here by a sign-in the family's rule applies to: the enrol dialog opens at once.
  useEffect(() => {
    if (asked && data && !data.enabled && data.hasPassword) setEnrolOpen(true);
  }, [asked, data]);

  const onEnrolOpenChange = (open: boolean) => {
    setEnrolOpen(open);
    if (!open && asked)
      setParams(
        (p) => {
          p.delete(ENROL_PARAM);
          return p;
        },
        { replace: true },
      );
  };

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> {m.title}
            {data?.enabled ? <Badge variant="secondary">On</Badge> : null}
          </h2>
        </CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          <div role="status" aria-label="Loading the second factor">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <LoadError onRetry={refetch} />
        ) : (
          <>
            {data.familyRequires && !data.enabled && data.hasPassword ? (
              <div role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <p className="font-medium">{m.enrolRequiredTitle}</p>
                <p>{m.enrolRequiredIntro}</p>
              </div>
            ) : null}
            {!data.hasPassword ? (
              <p className="text-sm text-muted-foreground">{m.providerOwn}</p>
            ) : data.enabled ? (
              <>
                <p className="text-sm">
                  {m.statusOn}{' '}
                  {data.recoveryCodesLeft !== null ? m.recoveryLeft(data.recoveryCodesLeft) : null}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => setDialog('regenerate')}>
                    {m.regenerate}
                  </Button>
                  {data.familyRequires ? null : (
                    <Button variant="outline" onClick={() => setDialog('remove')}>
                      {m.remove}
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <>
                <p className="text-sm">{m.statusOff}</p>
                <Button className="self-start" onClick={() => setEnrolOpen(true)}>
                  {m.enrol}
                </Button>
              </>
            )}
            {owner ? <FamilyRule required={data.familyRequires} /> : null}
          </>
        )}
      </CardContent>
      {enrolOpen ? (
        <Suspense fallback={null}>
          <EnrolDialog open={enrolOpen} onOpenChange={onEnrolOpenChange} />
        </Suspense>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <PasswordDialog action={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function FamilyRule({ required }: { required: boolean }) {
  const save = useFamilyRule();
  const id = useId();
  const checked = save.isPending && save.variables !== undefined ? save.variables : required;
  return (
    <div className="flex items-start gap-3 border-t pt-4">
      <Switch
        id={id}
        checked={checked}
        disabled={save.isPending}
        onCheckedChange={(next) => save.mutate(next)}
        aria-describedby={`${id}-help`}
      />
      <div className="min-w-0">
        <Label htmlFor={id} className="font-medium">
          {m.familyRuleTitle}
        </Label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {m.familyRuleHint}
        </p>
      </div>
    </div>
  );
}
