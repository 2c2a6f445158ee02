import { PageHeader } from '../../components/page-header';

export default function ProfilePage() {
  return <PageHeader title="Profile" />;
}
