import { parseISO } from 'date-fns';
import { Lock, Trophy } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { ACHIEVEMENT_ICONS, FallbackAchievementIcon, type AchievementView } from '../achievements';
import { longMonthDayYear } from '@client/lib/date-labels';

interface AchievementsListProps {
  achievements: readonly AchievementView[];
  loading?: boolean;
  failed?: boolean;
}

export function AchievementsList({ achievements, loading = false, failed = false }: AchievementsListProps) {
  const unlockedCount = achievements.filter((a) => a.unlocked).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2 className="flex items-center gap-2">
            <Trophy className="size-5 text-primary" aria-hidden="true" /> Achievements
          </h2>
        </CardTitle>
        <CardDescription>
          {loading
            ? 'Loading achievements...'
            : failed
              ? 'Achievements could not be loaded right now.'
              : `${unlockedCount} of ${achievements.length} unlocked`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-lg" />
            ))}
          </div>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {achievements.map((a) => {
              const Icon = ACHIEVEMENT_ICONS[a.icon] ?? FallbackAchievementIcon;
              return (
                <li
                  key={a.id}
                  className={cn(
                    'flex items-start gap-3 rounded-lg border p-3',
                    a.unlocked ? 'border-primary/30 bg-primary/5' : 'bg-muted/40',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-full',
                      a.unlocked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold">{a.title}</h3>
                      {a.unlocked ? (
                        <Badge variant="success">Unlocked</Badge>
                      ) : (
                        <Badge variant="outline" className="text-muted-foreground">
                          <Lock aria-hidden="true" /> Locked
                        </Badge>
                      )}
                    </div>
                    <p className="text-sm text-muted-foreground">{a.description}</p>
                    {!a.unlocked && a.progress && a.progress.target > 1 ? (
                      <p className="mt-1 text-xs font-medium text-muted-foreground tabular-nums">
                        {Math.min(a.progress.current, a.progress.target)} / {a.progress.target}
                      </p>
                    ) : null}
                    {a.unlocked && a.unlockedAt ? (
                      <p className="mt-1 text-xs text-muted-foreground">
                        Unlocked on {longMonthDayYear(parseISO(a.unlockedAt))}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
