import { PageHeader } from '../../components/page-header';
import { Gradebook } from '../../features/assignments/components/gradebook';
import { RequireChild } from '../../components/require-child';

export default function GradesPage() {
  return (
    <>
      <PageHeader title="Assignments & Grades" description="Track assignments and grades for each class" />
      <RequireChild>{(child) => <Gradebook studentId={child.id} />}</RequireChild>
    </>
  );
}
