import { useEffect, useState, type ReactNode } from 'react';
import type { ListItem } from '../../../shared/schemas/list-items';
import { reportFailure, useAddItem, useDeleteItem, useToggleItem, type ItemList } from '../../api/list-items';
import { AddItemForm } from './add-item-form';
import { ItemListView } from './item-list-view';

/** The words of a list page that are labels on screen (its messages are the list's own). */
export interface ItemListPageText {
  addHeading: string;
  inputLabel: string;
  placeholder: string;
  loading: string;
  empty: ReactNode;
  /** On screen when the list cannot load; default: the list's load-failure message. */
  notLoaded?: string;
  activeHeading: (count: number) => string;
  completedHeading: (count: number) => string;
}

export interface ItemListPageProps<T extends ListItem> {
  list: ItemList<T>;
  items: readonly T[] | undefined;
  query: { status: 'pending' | 'error' | 'success'; error: Error | null; errorUpdatedAt: number; refetch: () => unknown };
  text: ItemListPageText;
}

/** A list page's body (to-do, bucket list, learn list): the add box, then open and completed items. */
export function ItemListPage<T extends ListItem>({ list, items, query, text }: ItemListPageProps<T>) {
  const add = useAddItem(list);
  const toggle = useToggleItem(list);
  const remove = useDeleteItem(list);
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
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportFailure(report, messages.loadFailed, error);
  }, [error, errorUpdatedAt, report, messages]);

  return (
    <div className="flex flex-col gap-4">
      <AddItemForm
        heading={text.addHeading}
        inputLabel={text.inputLabel}
        placeholder={text.placeholder}
        onAdd={(input) => add.mutateAsync(input).then(() => true, () => false)}
      />
      <ItemListView
        items={items}
        status={query.status}
        loadingText={text.loading}
        errorText={text.notLoaded ?? messages.loadFailed}
        onRetry={() => void query.refetch()}
        emptyText={text.empty}
        activeHeading={text.activeHeading}
        completedHeading={text.completedHeading}
        busyIds={list.optimistic ? undefined : busy}
        onToggle={(item, completed) => {
          if (list.optimistic) return toggle.mutate({ id: item.id, completed });
          track(item.id, true);
          toggle.mutate({ id: item.id, completed }, { onSettled: () => track(item.id, false) });
        }}
        onDelete={(item) => remove.mutate(item.id)}
        confirmDelete={messages.confirmDelete}
      />
    </div>
  );
}
