import { PageHeader } from '../../components/page-header';
import { LearnList } from '../../features/learn-list/components/learn-list';
import { RequireChild } from '../../components/require-child';

export default function LearnListPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="The Learn List" description="Topics to explore, and everything learned so far" />
      <RequireChild>{(child) => <LearnList studentId={child.id} />}</RequireChild>
    </div>
  );
}
