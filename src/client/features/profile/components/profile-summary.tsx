import type { Me } from '../../../../shared/schemas/profile';
import { Card, CardContent } from '../../../components/ui/card';
import { ProfileName } from './profile-name';

function initials(name: string | null, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback.slice(0, 1).toUpperCase();
  return (
    words[0]!.slice(0, 1) + (words.length > 1 ? words[words.length - 1]!.slice(0, 1) : '')
  ).toUpperCase();
}

export function ProfileSummary({ me }: { me: Me }) {
  const { profile } = me;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <span
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-sky-400 text-2xl font-black text-primary-foreground"
          aria-hidden="true"
        >
          {initials(profile.displayName, me.user.email)}
        </span>
        <div className="flex max-w-full min-w-0 flex-col items-center gap-1 sm:items-start">
          <ProfileName displayName={profile.displayName} />
          <p className="font-semibold text-primary" data-testid="profile-level">
            Level {profile.level} Student
          </p>
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {profile.childAge ? `Age ${profile.childAge} · ` : ''}
            {me.user.email}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
