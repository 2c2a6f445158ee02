import { PageHeader } from '../../components/page-header';
import { Gradebook } from '../../features/assignments/components/gradebook';

export default function GradesPage() {
  return (
    <>
      <PageHeader title="Assignments & Grades" description="Track assignments and grades for each class" />
      <Gradebook />
    </>
  );
}
