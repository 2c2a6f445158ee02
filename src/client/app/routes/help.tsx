import { PageHeader } from '../../components/page-header';

export default function HelpPage() {
  return <PageHeader title="Help" />;
}
