import { PageHeader } from '../../components/page-header';

export default function DashboardPage() {
  return <PageHeader title="Homeschool Dashboard" />;
}
