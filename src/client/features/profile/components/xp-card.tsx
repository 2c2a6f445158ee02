import { Flame, Sparkles } from 'lucide-react';
import { XP_PER_LEVEL, XP_REWARDS, levelForXp, xpToNextLevel } from '@shared/domain/xp';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';

/** XP, progress to the next level and, once the game state has loaded, the current study streak. */
export function XpCard({ xp, streak }: { xp: number; streak?: number }) {
  const level = levelForXp(xp);
  const toNext = xpToNextLevel(xp);
  const progress = ((XP_PER_LEVEL - toNext) / XP_PER_LEVEL) * 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden="true" /> Experience
          </h2>
        </CardTitle>
        <CardDescription>Every {XP_PER_LEVEL} XP is a new level.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-black tabular-nums" data-testid="profile-xp">
            {xp}
          </span>
          <span className="font-semibold text-muted-foreground">XP</span>
        </p>
        <div className="flex flex-col gap-1.5">
          <Progress value={progress} aria-label={`Progress to level ${level + 1}`} />
          <p className="text-sm text-muted-foreground">
            {toNext} XP to level {level + 1}
          </p>
        </div>
        {streak !== undefined ? (
          <p
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="profile-streak"
          >
            <Flame className="size-4 text-amber-600" aria-hidden="true" />
            Current study streak: <strong>{streak}</strong> school {streak === 1 ? 'day' : 'days'} in a row
          </p>
        ) : null}
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li>To-do done: +{XP_REWARDS.task}</li>
          <li>Day present: +{XP_REWARDS.attendance}</li>
          <li>Topic learned: +{XP_REWARDS.learn}</li>
          <li>Assignment done: +{XP_REWARDS.assignment}</li>
          <li>Goal achieved: +{XP_REWARDS.bucket}</li>
          <li>Graded 90%+: +{XP_REWARDS.assignmentHighGrade} more</li>
        </ul>
      </CardContent>
    </Card>
  );
}
