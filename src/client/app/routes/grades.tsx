import { PageHeader } from '../../components/page-header';

export default function GradesPage() {
  return <PageHeader title="Assignments & Grades" />;
}
