import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { FamilyOverview } from '../../features/dashboard/components/family-overview';
import { lazy, Suspense } from 'react';
import { useCurrentChild } from '../../lib/current-child';
import { useMe } from '../../lib/session';

/** 'To confirm' (ADR 024): its own module and request, only when the family's ticks wait for a parent. */
const ConfirmCard = lazy(() => import('../../features/confirmations/components/confirm-card'));
/** A signed-in child's "I learned this" (issue 36): its own module, loaded only for a child. */
const LearnedThisButton = lazy(() => import('../../features/portfolio/components/learned-this-button'));

/** The current child's dashboard, or the family overview under 'All children'. */
export default function DashboardPage() {
  const { child } = useCurrentChild();
  const { data: me } = useMe();
  const confirming = me?.profile.settings.confirmCompletions === true && me.member.role !== 'child';
  return (
    <>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmCard />
        </Suspense>
      ) : null}
      {child ? (
        <DashboardView
          key={child.id}
          studentId={child.id}
          // A signed-in child adds "I learned this" from their own dashboard (issue 36).
          actions={
            me?.member.role === 'child' ? (
              <Suspense fallback={null}>
                <LearnedThisButton studentId={child.id} />
              </Suspense>
            ) : undefined
          }
        />
      ) : (
        <FamilyOverview />
      )}
    </>
  );
}
