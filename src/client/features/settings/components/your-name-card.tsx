import { UserRound } from 'lucide-react';
import { yourNameMessages as m } from '@shared/messages/shell';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { YourNameForm } from '@client/components/your-name-form';

/** Settings › Your name (issue 37): the signed-in adult's own name, for every adult of the family. */
export function YourNameCard({ name, needsName }: { name: string; needsName: boolean }) {
  return (
    <section aria-labelledby="your-name-heading">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="your-name-heading" className="flex items-center gap-2 text-xl font-semibold">
              <UserRound className="size-5 text-primary" aria-hidden="true" /> {m.title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{m.help}</p>
          <YourNameForm key={name} id="your-name" initial={needsName ? '' : name} />
        </CardContent>
      </Card>
    </section>
  );
}
