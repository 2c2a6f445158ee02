import { PageHeader } from '../../components/page-header';
import { BucketList } from '../../features/bucket-list/components/bucket-list';
import { RequireChild } from '../../components/require-child';

export default function BucketListPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Bucket List" description="Big dreams and life goals to achieve together" />
      <RequireChild>{(child) => <BucketList studentId={child.id} />}</RequireChild>
    </div>
  );
}
