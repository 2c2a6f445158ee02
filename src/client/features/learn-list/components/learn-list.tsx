import { useEffect, useState } from 'react';
import { AddItemForm } from '../../../components/item-list/add-item-form';
import { ItemListView } from '../../../components/item-list/item-list-view';
import { useAddTopic, useDeleteTopic, useLearnList, useToggleTopic } from '../api/learn-list';

/** Topics to learn: 'Add New Learning Topic', then 'Topics to Learn (n)' and 'Learned (n)'. */
export function LearnList() {
  const query = useLearnList();
  const add = useAddTopic();
  const toggle = useToggleTopic();
  const remove = useDeleteTopic();
  // Topics whose change is on its way: their checkbox waits for the server (no optimistic update).
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const track = (id: string, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    if (query.isError) console.error('Learn list: failed to load topics', query.error);
  }, [query.isError, query.error]);

  return (
    <div className="flex flex-col gap-4">
      <AddItemForm
        heading="Add New Learning Topic"
        inputLabel="New learning topic"
        placeholder="What do you want to learn about?"
        onAdd={(input) => add.mutateAsync(input).then(() => true, () => false)}
      />
      <ItemListView
        items={query.data?.items}
        status={query.status}
        loadingText="Loading topics..."
        errorText="The learn list could not be loaded."
        onRetry={() => void query.refetch()}
        emptyText="No learning topics yet. Add one above!"
        activeHeading={(n) => `Topics to Learn (${n})`}
        completedHeading={(n) => `Learned (${n})`}
        busyIds={busy}
        onToggle={(item, completed) => {
          track(item.id, true);
          toggle.mutate({ id: item.id, completed }, { onSettled: () => track(item.id, false) });
        }}
        onDelete={(item) => remove.mutate(item.id)}
        confirmDelete={(item) => ({
          title: 'Delete this topic?',
          description: `"${item.title}" will be removed from your learn list.${item.completed ? ' The XP it earned is kept.' : ''}`,
        })}
      />
    </div>
  );
}
