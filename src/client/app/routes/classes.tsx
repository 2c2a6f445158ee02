import { PageHeader } from '../../components/page-header';

export default function ClassesPage() {
  return <PageHeader title="Classes" />;
}
