import { Sparkles, Sun } from 'lucide-react';
import { yearProgress } from '../../../../shared/domain/year-progress';
import type { GameState } from '../../../../shared/schemas/game';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';

const bandColor = { start: 'bg-sky-500', quarter: 'bg-emerald-500', half: 'bg-amber-500', 'three-quarters': 'bg-rose-500' } as const;

export function LevelProgress({ game }: { game: GameState }) {
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
        <Progress value={inLevel} aria-label={`Level progress: ${inLevel} of 100 XP`} indicatorClassName="bg-amber-500" />
        <p className="text-sm text-muted-foreground">
          {game.xpToNextLevel} XP to level {game.level + 1}
        </p>
      </CardContent>
    </Card>
  );
}

export function YearProgress({ today }: { today: string }) {
  const p = yearProgress(today);
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex flex-col gap-2 px-4">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <Sun className="size-4 text-sky-500" aria-hidden /> {p.year} progress
          </p>
          <p className="text-sm text-muted-foreground">{p.percentComplete}% completed</p>
        </div>
        <Progress value={p.percentComplete} aria-label={`Year progress: ${p.percentComplete}%`} indicatorClassName={bandColor[p.band]} />
        <p className="text-sm text-muted-foreground">
          {p.daysRemaining} {p.daysRemaining === 1 ? 'day' : 'days'} remaining
        </p>
      </CardContent>
    </Card>
  );
}
