import { Sparkles, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { schoolYearProgress, yearProgress } from '@shared/domain/year-progress';
import type { GameState } from '@shared/schemas/game';
import type { CurrentSchoolYear } from '@shared/schemas/school-years';
import { Card, CardContent } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';

const bandColor = {
  start: 'bg-sky-500',
  quarter: 'bg-emerald-500',
  half: 'bg-amber-500',
  'three-quarters': 'bg-rose-500',
} as const;

/** The child's level and xp; `extra`: under it (the child's home adds their streak). */
export function LevelProgress({ game, extra }: { game: GameState; extra?: ReactNode }) {
  const inLevel = 100 - game.xpToNextLevel;
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex flex-col gap-2 px-4">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-4 text-amber-500" aria-hidden /> Level {game.level}
          </p>
          <p className="text-sm text-muted-foreground">{game.xp} XP</p>
        </div>
        <Progress
          value={inLevel}
          aria-label={`Level progress: ${inLevel} of 100 XP`}
          indicatorClassName="bg-amber-500"
        />
        <p className="text-sm text-muted-foreground">
          {game.xpToNextLevel} XP to level {game.level + 1}
        </p>
        {extra}
      </CardContent>
    </Card>
  );
}

/**
 * The school year today is in, in school days done of the year's school days (the child's breaks left out);
 * the calendar year when there is no school year.
 */
export function YearProgress({ today, schoolYear }: { today: string; schoolYear: CurrentSchoolYear | null }) {
  if (schoolYear) {
    const p = schoolYearProgress(schoolYear, today);
    return (
      <ProgressCard
        title={`${p.name} progress`}
        percent={p.percentComplete}
        label={`School year progress: ${p.percentComplete}%`}
        band={p.band}
        footer={`Day ${p.schoolDaysDone} of ${p.schoolDays} · ${p.daysRemaining} school ${p.daysRemaining === 1 ? 'day' : 'days'} remaining`}
      />
    );
  }
  const p = yearProgress(today);
  return (
    <ProgressCard
      title={`${p.year} progress`}
      percent={p.percentComplete}
      label={`Year progress: ${p.percentComplete}%`}
      band={p.band}
      footer={`${p.daysRemaining} ${p.daysRemaining === 1 ? 'day' : 'days'} remaining`}
    />
  );
}

function ProgressCard({
  title,
  percent,
  label,
  band,
  footer,
}: {
  title: string;
  percent: number;
  label: string;
  band: keyof typeof bandColor;
  footer: string;
}) {
  return (
    <Card className="gap-2 py-4" data-testid="year-progress">
      <CardContent className="flex flex-col gap-2 px-4">
        {/* Wraps the percentage under a long title rather than squeezing the title to a column. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <p className="flex min-w-0 items-center gap-2 font-semibold">
            <Sun className="size-4 shrink-0 text-sky-500" aria-hidden />
            <span className="wrap-anywhere">{title}</span>
          </p>
          <p className="shrink-0 text-sm text-muted-foreground">{percent}% completed</p>
        </div>
        <Progress value={percent} aria-label={label} indicatorClassName={bandColor[band]} />
        <p className="text-sm text-muted-foreground">{footer}</p>
      </CardContent>
    </Card>
  );
}
