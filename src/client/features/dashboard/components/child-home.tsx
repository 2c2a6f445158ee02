import { Flame } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { fromIsoDate } from '@shared/domain/dates';
import { firstName } from '@shared/domain/names';
import type { Dashboard } from '@shared/schemas/dashboard';
import { PageHeader } from '@client/components/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { monthDay, weekdayName } from '@client/lib/date-labels';
import { NextSevenDays } from './next-seven-days';
import { LevelProgress } from './progress-bars';
import { TodaysTodoCard } from './todays-todo-card';

const TodaysLessonsCard = lazy(() => import('./todays-lessons-card'));

/** The child's xp and level, then their streak, under today's work. */
function XpAndStreak({ game }: { game: Dashboard['game'] }) {
  return (
    <div data-testid="child-xp">
      <LevelProgress
        game={game}
        extra={
          <p className="flex items-center gap-2 font-semibold">
            <Flame className="size-5 text-orange-500" aria-hidden />
            {`${game.currentStreak}-day streak`}
          </p>
        }
      />
    </div>
  );
}

/**
 * A signed-in child's home (issue 37): today first — their lessons and to-dos, large tap targets from the child's
 * shell — then their xp and streak, then the week. None of the grown-ups' statistics. Its own chunk: an adult's
 * dashboard never loads it.
 */
export default function ChildHome({
  studentId,
  data,
  actions,
}: {
  studentId: string;
  data: Dashboard;
  actions?: ReactNode;
}) {
  const name = firstName(data.displayName);
  const hasLessons = data.lessons.length > 0;
  return (
    <div className="flex flex-col gap-4" data-testid="child-home">
      <PageHeader
        title={name ? `${name}'s Homeschool Dashboard` : 'Homeschool Dashboard'}
        description={`Today: ${weekdayName(fromIsoDate(data.today))}, ${monthDay(fromIsoDate(data.today))}`}
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {hasLessons ? (
          <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
            <TodaysLessonsCard studentId={studentId} data={data} />
          </Suspense>
        ) : null}
        <div className={hasLessons ? 'contents' : 'contents lg:[&>*]:col-span-2'}>
          <TodaysTodoCard studentId={studentId} tasks={data.tasks.tasks} />
        </div>
      </div>
      <XpAndStreak game={data.game} />
      <NextSevenDays data={data} />
    </div>
  );
}
