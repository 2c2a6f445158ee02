import { Pencil } from 'lucide-react';
import { fromIsoDate } from '@shared/domain/dates';
import { STATUS_LABELS } from '@shared/domain/grades';
import { confirmationMessages } from '@shared/messages/confirmations';
import type { Assignment } from '@shared/schemas/assignments';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { AssignmentDialog } from './assignment-dialog';
import { DeleteAssignmentButton } from './delete-assignment-button';
import { DueBadge, formatPercent, GradeBadge } from './grade-badges';
import { Writes } from '@client/components/writes';
import { monthDayYear } from '@client/lib/date-labels';

const formatDate = (iso: string) => monthDayYear(fromIsoDate(iso));
const formatPoints = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function AssignmentRow({
  assignment: a,
  classTitle,
  today,
  categories,
}: {
  /** With who graded it when the gradebook knows (`gradedByName`). */
  assignment: Assignment & { gradedByName?: string | null };
  classTitle: string;
  today: string;
  /** The class's grading categories, for the edit dialog. */
  categories: readonly string[];
}) {
  const completed = a.status === 'completed';
  return (
    <li className="flex items-start justify-between gap-2 py-4 first:pt-0 last:pb-0 sm:gap-3">
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold wrap-anywhere">{a.assignmentName}</h3>
        {a.description ? (
          <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{a.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-muted-foreground">
          <span>Start: {formatDate(a.assignmentDate)}</span>
          {a.dueDate && !completed ? <span>Due: {formatDate(a.dueDate)}</span> : null}
          {a.category ? <span className="wrap-anywhere">Category: {a.category}</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-0.5">
          <Badge variant="outline">{STATUS_LABELS[a.status]}</Badge>
          {a.dueDate && !completed ? <DueBadge dueDate={a.dueDate} today={today} /> : null}
          {completed && a.gradePercentage != null ? (
            <>
              <GradeBadge
                percentage={a.gradePercentage}
                label={`Grade: ${formatPercent(a.gradePercentage)}%`}
              />
              {a.earnedPoints != null && a.maxPoints != null ? (
                <span className="text-sm text-muted-foreground">
                  {formatPoints(a.earnedPoints)} / {formatPoints(a.maxPoints)} points
                </span>
              ) : null}
              {a.gradedByName ? (
                <span className="text-sm wrap-anywhere text-muted-foreground">
                  {confirmationMessages.gradedBy(a.gradedByName)}
                </span>
              ) : null}
            </>
          ) : completed ? (
            <span className="text-sm text-muted-foreground">Not graded</span>
          ) : null}
        </div>
      </div>
      <Writes>
        <div className="-mt-2 -mr-2 flex shrink-0 sm:gap-1">
          <AssignmentDialog
            mode={{ kind: 'edit', assignment: a, classTitle, categories }}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Edit ${a.assignmentName}`}>
                <Pencil aria-hidden="true" />
              </Button>
            }
          />
          <DeleteAssignmentButton assignment={a} />
        </div>
      </Writes>
    </li>
  );
}
