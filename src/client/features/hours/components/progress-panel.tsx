import { doneOfTarget, remainingLine, yearPaceLine } from '@shared/domain/progress-wording';
import { GOAL_LABELS, RULE_LABELS, hoursLabel, hoursMessages as m } from '@shared/messages/hours';
import type { Progress, ProgressGoal } from '@shared/schemas/hours';
import { cn } from '@client/lib/utils';

/**
 * The sentence under a goal (issue 37): "At this pace Ada reaches 812 of 1,000 hours by 30 May — 188 short; …",
 * or plainly that it cannot be met this year and by how much.
 */
export function goalLine(g: ProgressGoal, progress: Progress, childName: string): string {
  return yearPaceLine(g, progress, childName);
}

/** Where the figures come from, said honestly. */
export function sourceLine(profile: NonNullable<Progress['profile']>): string {
  return profile.source && profile.checkedOn
    ? m.figuresAsOf(profile.checkedOn, profile.source)
    : m.customNote;
}

const STATUS_TEXT: Partial<Record<Progress['status'], string>> = {
  no_year: 'Add a school year (Settings → School year) to see progress for it.',
  no_profile: 'Choose the requirement your state asks for to see progress and pace.',
  no_requirement: 'This requirement asks for no days or hours.',
  over_age: 'The child is past this requirement’s age limit.',
  grade_not_covered: 'This requirement asks no hours for the child’s grade.',
};

/** The progress towards the child's requirement: each goal's figures, a bar, and the pace needed. */
export function ProgressPanel({ progress, childName }: { progress: Progress; childName: string }) {
  const note = STATUS_TEXT[progress.status];
  return (
    <section
      aria-labelledby="progress-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progress-heading" className="min-w-0 text-lg font-semibold wrap-anywhere">
          Progress{progress.schoolYear ? ` · ${progress.schoolYear.name}` : ''}
        </h2>
        {progress.profile ? (
          <p className="text-sm text-muted-foreground">
            {progress.profile.name} · {RULE_LABELS[progress.profile.rule]}
            {progress.combine === 'any' && progress.goals.length > 1 ? ' (either goal meets it)' : ''}
          </p>
        ) : null}
      </div>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      {progress.goals.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {progress.goals.map((g) => {
            const percent = g.target > 0 ? Math.min(100, Math.round((g.done / g.target) * 100)) : 0;
            const expected = g.target > 0 ? Math.min(100, (g.expectedByNow / g.target) * 100) : 0;
            return (
              <li key={g.key} className="flex flex-col gap-1.5" data-testid={`goal-${g.key}`}>
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{GOAL_LABELS[g.key]}</span>
                  <span className="text-sm tabular-nums">{doneOfTarget(g)}</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${GOAL_LABELS[g.key]} done`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="relative h-3 overflow-hidden rounded-full bg-muted print:border"
                >
                  <div
                    className={cn(
                      'h-full rounded-full',
                      g.met ? 'bg-emerald-600' : g.behind ? 'bg-amber-500' : 'bg-primary',
                    )}
                    style={{ width: `${percent}%` }}
                  />
                  <div
                    aria-hidden="true"
                    className="absolute top-0 h-full w-0.5 bg-foreground/60"
                    style={{ left: `${expected}%` }}
                  />
                </div>
                <p className="text-sm text-muted-foreground">
                  {remainingLine(g)} ·{' '}
                  <span className={cn(g.behind && 'font-semibold text-amber-700 dark:text-amber-400')}>
                    {goalLine(g, progress, childName)}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Hours</dt>
          <dd className="font-medium tabular-nums">{hoursLabel(progress.totals.minutes)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Core (at home)</dt>
          <dd className="font-medium tabular-nums">
            {hoursLabel(progress.totals.coreMinutes)} ({hoursLabel(progress.totals.coreHomeMinutes)})
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">School days counted</dt>
          <dd className="font-medium tabular-nums">{progress.totals.daysCounted}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">School days left</dt>
          <dd className="font-medium tabular-nums">{progress.schoolDays.remaining}</dd>
        </div>
      </dl>
      {progress.dayMinimumMinutes > 1 ? (
        <p className="text-xs text-muted-foreground">
          A day counts with at least {hoursLabel(progress.dayMinimumMinutes)} logged.
        </p>
      ) : null}
      {progress.gradeAssumed ? (
        <p className="text-xs text-muted-foreground">
          No grade is set for this child: the higher grade band applies.
        </p>
      ) : null}
    </section>
  );
}
