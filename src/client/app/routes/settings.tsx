import { lazy, Suspense } from 'react';
import { PageHeader } from '../../components/page-header';
import { AccountDataCard } from '../../features/account-data/components/account-data-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { RecordsSettingsCard } from '../../features/hours/components/records-settings-card';
import { MembersCard } from '../../features/members/components/members-card';
import { StorageCard } from '../../features/portfolio/components/storage-card';
import { ChildrenSection } from '../../features/settings/components/children-section';
import { ConfirmCompletionsCard } from '../../features/settings/components/confirm-completions-card';
import { GradingScaleCard } from '../../features/settings/components/grading-scale-card';
import { NotificationsCard } from '../../features/settings/components/notifications-card';
import { SettingsForm } from '../../features/settings/components/settings-form';
import { YourNameCard } from '../../features/settings/components/your-name-card';
import { useCan } from '../../lib/role';
import { useMe } from '../../lib/session';

const SecondFactorCard = lazy(() => import('../../features/auth/components/second-factor-card'));
const ActivityCard = lazy(() => import('../../features/auth/components/activity-card'));

export default function SettingsPage() {
  const { data: me } = useMe();
  // What the member's role may change (ADR 024): a viewer changes nothing; members and the account's
  // data (export, import, deletion) are the parent's.
  const can = useCan();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Settings"
        description="Daily messages, your timezone and place, and how dates and times look."
      />
      {me && me.member.role !== 'child' ? (
        <YourNameCard name={me.user.name} needsName={me.user.needsName} />
      ) : null}
      {/* Each adult's own weekly e-mail (a viewer's too): issue 41, ADR 045. */}
      {me && me.member.role !== 'child' ? <NotificationsCard /> : null}
      {me ? <ChildrenSection students={me.students} /> : null}
      {can.own ? <MembersCard /> : null}
      {me && can.write ? <ConfirmCompletionsCard enabled={me.profile.settings.confirmCompletions} /> : null}
      {me && can.write ? <RecordsSettingsCard students={me.students} /> : null}
      {me && can.write ? <SettingsForm saved={me.profile.settings} /> : null}
      {can.write ? <GradingScaleCard /> : null}
      <section aria-labelledby="account-heading" className="flex flex-col gap-4">
        <h2 id="account-heading" className="text-xl font-semibold">
          Account
        </h2>
        <SessionsCard />
        {can.may('account') ? (
          <Suspense fallback={null}>
            <SecondFactorCard owner={can.own} />
          </Suspense>
        ) : null}
        {me && can.may('family:read') ? <StorageCard students={me.students} /> : null}
        {can.own ? <AccountDataCard /> : null}
        {can.own ? (
          <Suspense fallback={null}>
            <ActivityCard />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
