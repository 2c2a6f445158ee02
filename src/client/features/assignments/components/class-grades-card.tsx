import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { GradebookClass } from '@shared/schemas/assignments';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { AssignmentDialog } from './assignment-dialog';
import { AssignmentRow } from './assignment-row';
import { gradingMessages } from '@shared/messages/grading';
import { AverageBadge } from './grade-badges';
import { GradeWeightsDialog } from './grade-weights-dialog';
import { Writes } from '@client/components/writes';

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
  const categories = c.weights.map((w) => w.category);
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
            {c.weights.length ? (
              <span className="wrap-anywhere" data-testid="class-weights">
                {c.weights.map((w) => `${w.category} ${w.weight} %`).join(' · ')}
              </span>
            ) : null}
          </CardDescription>
          {c.uncounted > 0 ? (
            <p className="col-start-1 text-xs text-muted-foreground">
              {gradingMessages.uncountedNote(c.uncounted)}
            </p>
          ) : null}
          {/* In a narrow card the buttons go under the title, which keeps the width to wrap in. */}
          <CardAction className="flex flex-wrap gap-2 @max-md/card-header:col-start-1 @max-md/card-header:row-span-1 @max-md/card-header:row-start-4 @max-md/card-header:justify-self-start">
            <Writes>
              <GradeWeightsDialog gradebookClass={c} />
              {count > 0 ? (
                <AssignmentDialog
                  mode={{ kind: 'add', classId: c.id, classTitle: c.title, first: false, categories }}
                  trigger={
                    <Button size="sm">
                      <Plus aria-hidden="true" />
                      Add Assignment
                    </Button>
                  }
                />
              ) : null}
            </Writes>
          </CardAction>
        </CardHeader>
        <CardContent>
          {count === 0 ? (
            <div className="flex flex-col items-center gap-3 py-4 text-center">
              <p className="text-sm text-muted-foreground">No assignments yet for this class.</p>
              <Writes>
                <AssignmentDialog
                  mode={{ kind: 'add', classId: c.id, classTitle: c.title, first: true, categories }}
                  trigger={
                    <Button variant="outline">
                      <Plus aria-hidden="true" />
                      Add First Assignment
                    </Button>
                  }
                />
              </Writes>
            </div>
          ) : (
            <ul className="divide-y">
              {c.assignments.map((a) => (
                <AssignmentRow
                  key={a.id}
                  assignment={a}
                  classTitle={c.title}
                  today={today}
                  categories={categories}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
