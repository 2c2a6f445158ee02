import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { FamilyOverview } from '../../features/dashboard/components/family-overview';
import { useCurrentChild } from '../../lib/current-child';

/** The current child's dashboard, or the family overview under 'All children'. */
export default function DashboardPage() {
  const { child } = useCurrentChild();
  return child ? <DashboardView key={child.id} childId={child.id} /> : <FamilyOverview />;
}
