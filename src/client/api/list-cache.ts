import { sortListItems } from '../../shared/domain/list-order';
import type { ListItem } from '../../shared/schemas/list-items';

/** Pure helpers to update a cached list after a change, keeping the list order (incomplete first, newest first). */
export function withItemAdded<T extends ListItem>(items: readonly T[], item: T): T[] {
  return sortListItems([item, ...items.filter((i) => i.id !== item.id)]);
}

export function withItemReplaced<T extends ListItem>(items: readonly T[], item: T): T[] {
  return sortListItems(items.map((i) => (i.id === item.id ? item : i)));
}

export function withItemCompleted<T extends ListItem>(
  items: readonly T[],
  id: string,
  completed: boolean,
  now = new Date(),
): T[] {
  return sortListItems(
    items.map((i) =>
      i.id === id ? { ...i, completed, completedAt: completed ? now.toISOString() : null } : i,
    ),
  );
}

export function withItemRemoved<T extends ListItem>(items: readonly T[], id: string): T[] {
  return items.filter((i) => i.id !== id);
}
