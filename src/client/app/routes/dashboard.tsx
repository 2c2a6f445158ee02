import { DashboardView } from '../../features/dashboard/components/dashboard-view';

export default function DashboardPage() {
  return <DashboardView />;
}
