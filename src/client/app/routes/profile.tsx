import type { Student } from '@shared/schemas/students';
import { useGameState } from '../../api/game';
import { PageHeader } from '../../components/page-header';
import { LOCKED_ACHIEVEMENTS } from '../../features/profile/achievements';
import { AchievementsList } from '../../features/profile/components/achievements-list';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { XpCard } from '../../features/profile/components/xp-card';
import { RequireChild } from '../../components/require-child';
import { useMe } from '../../lib/session';

/** The child from `me`, its game (xp, level, achievements, streak) from GET /api/students/:id/game. */
function ChildProfile({ child }: { child: Student }) {
  const email = useMe().data?.user.email ?? '';
  const game = useGameState(child.id);
  return (
    <>
      <ProfileSummary student={child} level={game.data?.level ?? child.level} email={email} />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
        <XpCard xp={game.data?.xp ?? child.xp} streak={game.data?.currentStreak} />
        <AchievementsList
          achievements={game.data?.achievements ?? LOCKED_ACHIEVEMENTS}
          loading={game.isPending}
          failed={game.isError}
        />
      </div>
    </>
  );
}

export default function ProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title="Profile" description="Your student's name, level and achievements." />
      <RequireChild>{(child) => <ChildProfile child={child} />}</RequireChild>
    </div>
  );
}
