import { PageHeader } from '../../components/page-header';
import { AccountDataCard } from '../../features/account-data/components/account-data-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { RecordsSettingsCard } from '../../features/hours/components/records-settings-card';
import { ChildrenSection } from '../../features/settings/components/children-section';
import { ConfirmCompletionsCard } from '../../features/settings/components/confirm-completions-card';
import { GradingScaleCard } from '../../features/settings/components/grading-scale-card';
import { SettingsForm } from '../../features/settings/components/settings-form';
import { useMe } from '../../lib/session';

export default function SettingsPage() {
  const { data: me } = useMe();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Daily messages, your timezone and place, and how dates and times look."
      />
      {me ? <ChildrenSection students={me.students} /> : null}
      {me ? <ConfirmCompletionsCard enabled={me.profile.settings.confirmCompletions} /> : null}
      {me ? <RecordsSettingsCard students={me.students} /> : null}
      {me ? <SettingsForm saved={me.profile.settings} /> : null}
      <GradingScaleCard />
      <section aria-labelledby="account-heading" className="flex flex-col gap-4">
        <h2 id="account-heading" className="text-xl font-semibold">
          Account
        </h2>
        <SessionsCard />
        <AccountDataCard />
      </section>
    </div>
  );
}
