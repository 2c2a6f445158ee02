import { bucketList } from '@client/api/bucket-list';
import { ItemListPage } from '@client/components/item-list/item-list-page';

/** Life goals: 'Add New Goal', then 'Dreams to Achieve' and 'Dreams Achieved'. */
export function BucketList({ studentId }: { studentId: string }) {
  return <ItemListPage list={bucketList(studentId)} />;
}
