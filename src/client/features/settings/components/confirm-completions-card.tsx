import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { confirmationMessages as m } from '@shared/messages/confirmations';
import { useSaveConfirmCompletions } from '@client/api/settings';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';

/** Settings › 'Parent confirms completed work' (ADR 024): the family setting, saved as it is switched. */
export function ConfirmCompletionsCard({ enabled }: { enabled: boolean }) {
  const save = useSaveConfirmCompletions();
  const id = useId();
  const checked = save.isPending && save.variables !== undefined ? save.variables : enabled;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold">
              <CheckCheck className="size-5 text-primary" aria-hidden="true" /> {m.title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3">
          <Switch
            id={id}
            checked={checked}
            disabled={save.isPending}
            onCheckedChange={(next) => save.mutate(next)}
            aria-describedby={`${id}-help`}
          />
          <div className="min-w-0">
            <Label htmlFor={id} className="font-medium">
              {m.setting}
            </Label>
            <p id={`${id}-help`} className="text-sm text-muted-foreground">
              {m.settingHelp}
            </p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
