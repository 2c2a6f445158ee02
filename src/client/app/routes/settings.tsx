import { PageHeader } from '../../components/page-header';

export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
