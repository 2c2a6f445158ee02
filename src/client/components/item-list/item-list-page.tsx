import { useEffect, useState } from 'react';
import type { ListItem } from '@shared/schemas/list-items';
import { reportFailure, useAddItem, useDeleteItem, useToggleItem, type ItemList } from '../../api/list-items';
import { useCan, useIsChild } from '../../lib/role';
import { AddItemForm } from './add-item-form';
import { ItemListView } from './item-list-view';

/** A list page's body (to-do, bucket list, learn list): the add box, then open and completed items. */
export function ItemListPage<T extends ListItem>({ list }: { list: ItemList<T> }) {
  const { items, query } = list.useItems();
  const add = useAddItem(list);
  const toggle = useToggleItem(list);
  const remove = useDeleteItem(list);
  const isChild = useIsChild();
  // Items whose change is on its way: without an optimistic update their checkbox waits for the server.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const track = (id: string, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const { report, messages } = list;
  const { page } = messages;
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportFailure(report, messages.loadFailed, error);
  }, [error, errorUpdatedAt, report, messages]);

  const canChange = !useCan().viewOnly;
  return (
    <div className="flex flex-col gap-4">
      {canChange && (!isChild || list.childAdds) ? (
        <AddItemForm
          heading={page.addHeading}
          inputLabel={page.inputLabel}
          placeholder={page.placeholder}
          onAdd={(input) =>
            add.mutateAsync(input).then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
      <ItemListView
        items={items}
        status={query.status}
        loadingText={page.loading}
        errorText={page.notLoaded ?? messages.loadFailed}
        onRetry={() => void query.refetch()}
        emptyText={page.empty}
        activeHeading={page.activeHeading}
        completedHeading={page.completedHeading}
        busyIds={list.optimistic ? undefined : busy}
        onToggle={(item, completed) => {
          if (list.optimistic) return toggle.mutate({ id: item.id, completed });
          track(item.id, true);
          toggle.mutate({ id: item.id, completed }, { onSettled: () => track(item.id, false) });
        }}
        onDelete={isChild ? undefined : (item) => remove.mutate(item.id)}
        confirmDelete={messages.confirmDelete}
      />
    </div>
  );
}
