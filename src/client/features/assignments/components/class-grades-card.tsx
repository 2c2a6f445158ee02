import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { GradebookClass } from '../../../../shared/schemas/assignments';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { AssignmentDialog } from './assignment-dialog';
import { AssignmentRow } from './assignment-row';
import { AverageBadge } from './grade-badges';

/** One class: emoji and title, the average badge, and its assignments newest first. */
export function ClassGradesCard({
  gradebookClass: c,
  today,
}: {
  gradebookClass: GradebookClass;
  today: string;
}) {
  const titleId = useId();
  const count = c.assignments.length;
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="border-b">
          <CardTitle>
            <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold wrap-anywhere">
              <span aria-hidden="true">{c.emoji}</span>
              {c.title}
            </h2>
          </CardTitle>
          <CardDescription className="col-start-1 flex flex-wrap items-center gap-2">
            <AverageBadge average={c.average} />
            <span>
              {count} {count === 1 ? 'assignment' : 'assignments'}
            </span>
          </CardDescription>
          {count > 0 ? (
            // In a narrow card the button goes under the title, which keeps the width to wrap in.
            <CardAction className="@max-md/card-header:col-start-1 @max-md/card-header:row-span-1 @max-md/card-header:row-start-3 @max-md/card-header:justify-self-start">
              <AssignmentDialog
                mode={{ kind: 'add', classId: c.id, classTitle: c.title, first: false }}
                trigger={
                  <Button size="sm">
                    <Plus aria-hidden="true" />
                    Add Assignment
                  </Button>
                }
              />
            </CardAction>
          ) : null}
        </CardHeader>
        <CardContent>
          {count === 0 ? (
            <div className="flex flex-col items-center gap-3 py-4 text-center">
              <p className="text-sm text-muted-foreground">No assignments yet for this class.</p>
              <AssignmentDialog
                mode={{ kind: 'add', classId: c.id, classTitle: c.title, first: true }}
                trigger={
                  <Button variant="outline">
                    <Plus aria-hidden="true" />
                    Add First Assignment
                  </Button>
                }
              />
            </div>
          ) : (
            <ul className="divide-y">
              {c.assignments.map((a) => (
                <AssignmentRow key={a.id} assignment={a} classTitle={c.title} today={today} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
