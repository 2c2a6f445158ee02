/** The order of every list (tasks, bucket list, learn list): incomplete before completed, then newest first. */
export interface Orderable {
  id: string;
  completed: boolean;
  createdAt: string;
}

export function compareListItems(a: Orderable, b: Orderable): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  // Same instant: a stable, arbitrary tie-break so the order never flickers between renders.
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy; the input is left alone. */
export function sortListItems<T extends Orderable>(items: readonly T[]): T[] {
  return [...items].sort(compareListItems);
}

/** Splits a list into its two sections, each in list order. */
export function splitByCompletion<T extends Orderable>(items: readonly T[]): { active: T[]; completed: T[] } {
  const sorted = sortListItems(items);
  return { active: sorted.filter((i) => !i.completed), completed: sorted.filter((i) => i.completed) };
}
