import { PageHeader } from '../../components/page-header';

export default function TodoPage() {
  return <PageHeader title="To-Do" />;
}
