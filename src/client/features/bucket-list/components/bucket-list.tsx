import { bucketList, useWholeList } from '../../../api/list-items';
import { ItemListPage } from '../../../components/item-list/item-list-page';

/** Life goals: 'Add New Goal', then 'Dreams to Achieve' and 'Dreams Achieved'. */
export function BucketList() {
  const query = useWholeList(bucketList);
  return (
    <ItemListPage
      list={bucketList}
      items={query.data?.items}
      query={query}
      text={{
        addHeading: 'Add New Goal',
        inputLabel: 'New goal',
        placeholder: 'A dream to achieve one day',
        loading: 'Loading goals...',
        empty: 'No goals yet',
        activeHeading: () => 'Dreams to Achieve',
        completedHeading: () => 'Dreams Achieved',
      }}
    />
  );
}
