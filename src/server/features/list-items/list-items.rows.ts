import type { Insertable, Selectable } from 'kysely';
import { readFlag, storedFlag, type StoredValues } from '../../db/stored-values';
import type { LearnListItemsTable, TasksTable } from '../../db/types';

/**
 * The list tables' rows ↔ their values: `learn_list_items`, and `tasks` and `bucket_list_items` (the same
 * columns and the day the item was made). The one mapping of the tables, for the repository and the account
 * export/import.
 */

/** A stored list item: `completed` as a boolean. */
export type StoredListItem = StoredValues<LearnListItemsTable, { completed: boolean }>;
/** A stored task or bucket-list item. */
export type StoredDatedItem = StoredValues<Omit<TasksTable, MemberColumns>, { completed: boolean }>;
/** Who ticked a to-do, and a tick waiting for a parent (migration 0011): the export adds the waiting one itself. */
type MemberColumns = 'completedBy' | 'pendingBy';

export function fromItemRow(row: Omit<Selectable<LearnListItemsTable>, 'userId'>): StoredListItem {
  return {
    id: row.id,
    studentId: row.studentId,
    title: row.title,
    priority: row.priority,
    completed: readFlag(row.completed),
    completedAt: row.completedAt,
    createdAt: row.createdAt,
  };
}

export function fromDatedItemRow(
  row: Omit<Selectable<TasksTable>, 'userId' | MemberColumns>,
): StoredDatedItem {
  return { ...fromItemRow(row), createdDate: row.createdDate };
}

export function toItemRow(userId: string, value: StoredListItem): Insertable<LearnListItemsTable> {
  return { ...value, userId, completed: storedFlag(value.completed) };
}

export function toDatedItemRow(userId: string, value: StoredDatedItem): Insertable<TasksTable> {
  return { ...value, userId, completed: storedFlag(value.completed) };
}
