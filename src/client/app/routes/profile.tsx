import { useGameState } from '../../api/game';
import { PageHeader } from '../../components/page-header';
import { LOCKED_ACHIEVEMENTS } from '../../features/profile/achievements';
import { AchievementsList } from '../../features/profile/components/achievements-list';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { XpCard } from '../../features/profile/components/xp-card';
import { useMe } from '../../lib/session';

export default function ProfilePage() {
  const { data: me } = useMe();
  const game = useGameState();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title="Profile" description="Your student's name, level and achievements." />
      {me ? (
        <>
          <ProfileSummary me={me} />
          <div className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
            <XpCard xp={game.data?.xp ?? me.profile.xp} streak={game.data?.currentStreak} />
            <AchievementsList
              achievements={game.data?.achievements ?? LOCKED_ACHIEVEMENTS}
              loading={game.isPending}
              failed={game.isError}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
