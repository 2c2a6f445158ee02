import { PageHeader } from '../../components/page-header';
import { SettingsForm } from '../../features/settings/components/settings-form';
import { useMe } from '../../lib/session';

export default function SettingsPage() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Settings"
        description="Daily messages, your timezone and place, and how dates and times look."
      />
      {me ? <SettingsForm saved={me.profile.settings} /> : null}
    </div>
  );
}
