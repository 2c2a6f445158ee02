import { PageHeader } from '../../components/page-header';

export default function LearnListPage() {
  return <PageHeader title="The Learn List" />;
}
