import { useEffect } from 'react';
import { toast } from 'sonner';
import { AddItemForm } from '../../../components/item-list/add-item-form';
import { ItemListView } from '../../../components/item-list/item-list-view';
import { bucketMessages, useAddGoal, useBucketList, useDeleteGoal, useToggleGoal } from '../api/bucket-list';

/** Life goals: 'Add New Goal', then 'Dreams to Achieve' and 'Dreams Achieved'. */
export function BucketList() {
  const query = useBucketList();
  const add = useAddGoal();
  const toggle = useToggleGoal();
  const remove = useDeleteGoal();

  useEffect(() => {
    if (query.isError) toast.error(bucketMessages.loadFailed);
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-4">
      <AddItemForm
        heading="Add New Goal"
        inputLabel="New goal"
        placeholder="A dream to achieve one day"
        onAdd={(input) => add.mutateAsync(input).then(() => true, () => false)}
      />
      <ItemListView
        items={query.data?.items}
        status={query.status}
        loadingText="Loading goals..."
        errorText={bucketMessages.loadFailed}
        onRetry={() => void query.refetch()}
        emptyText="No goals yet"
        activeHeading={() => 'Dreams to Achieve'}
        completedHeading={() => 'Dreams Achieved'}
        onToggle={(item, completed) => toggle.mutate({ id: item.id, completed })}
        onDelete={(item) => remove.mutate(item.id)}
        confirmDelete={(item) => ({
          title: 'Delete this goal?',
          description: `"${item.title}" will be removed from your bucket list.${item.completed ? ' The XP it earned is kept.' : ''}`,
        })}
      />
    </div>
  );
}
