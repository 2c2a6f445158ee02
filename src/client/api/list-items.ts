import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ListedItem } from '../../shared/messages/list-items';
import type { ListItem, NewListItem } from '../../shared/schemas/list-items';
import { ApiError, api, isOfflineRefusal } from '../lib/api-client';
import { fireConfetti } from '../lib/confetti';
import { meQueryOptions } from '../lib/session';
import { withItemAdded, withItemCompleted, withItemRemoved, withItemReplaced } from './list-cache';
import { invalidateKinds } from './live-updates';

/**
 * The writes the three lists share (to-do, bucket list, learn list), against the server's one list-items
 * module: add, toggle, delete at `path` (POST `path`, PATCH/DELETE `path/:id`). Each list is a child's
 * (`path` is under `/api/students/:studentId`). What differs per list is
 * in its `ItemList`: where its items are cached, whether a toggle is optimistic, and what it says.
 */
export interface ItemList<T extends ListItem> {
  /** The child whose list it is. */
  studentId: string;
  path: string;
  /** The list's items as its page shows them, with the query's state. */
  useItems: () => { items: readonly T[] | undefined; query: ListQuery };
  /** Every cache entry that shows the list's items (a page's list, the dashboard's card…). */
  caches: readonly ItemCache<T>[];
  /** The checkbox moves at once and moves back if the server refuses; otherwise the list waits for the server. */
  optimistic: boolean;
  /** Confetti when an item is completed. */
  celebrate?: boolean;
  /** A signed-in child may add to it (their bucket and learn lists; to-dos are the parent's to set). */
  childAdds?: boolean;
  /** 'toast' shows the messages; 'console' only logs failures (the learn list, spec §8). */
  report: 'toast' | 'console';
  messages: ListMessages;
}

/** What a list page needs of its query. */
export type ListQuery = Pick<UseQueryResult, 'status' | 'error' | 'errorUpdatedAt' | 'refetch'>;

/**
 * A list's words: success toasts (a list that only logs has none), failures, the delete confirmation and
 * its page's labels. With `loginRequired`, an add first checks the session and says this when there is none.
 */
export interface ListMessages {
  added?: string;
  completed?: string;
  deleted?: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  loadFailed: string;
  loginRequired?: string;
  confirmDelete: (item: ListedItem) => { title: string; description: string };
  page: {
    addHeading: string;
    inputLabel: string;
    placeholder: string;
    loading: string;
    empty: string;
    /** On screen when the list cannot load; default: `loadFailed`. */
    notLoaded?: string;
    activeHeading: (count: number) => string;
    completedHeading: (count: number) => string;
  };
}

/** The cache entries under `queryKey` that hold a list, and how to read and replace the items inside one. */
export interface ItemCache<T> {
  queryKey: QueryKey;
  update: (data: unknown, change: (items: readonly T[]) => T[]) => unknown;
  /** Whether a new item belongs in an entry (a list of another day does not: that one is refetched). Default: always. */
  holds?: (data: unknown, item: T) => boolean;
}

export function itemCache<Data, T>(
  queryKey: QueryKey,
  items: (data: Data) => readonly T[],
  withItems: (data: Data, items: T[]) => Data,
  holds?: (data: Data, item: T) => boolean,
): ItemCache<T> {
  return {
    queryKey,
    update: (data, change) => withItems(data as Data, change(items(data as Data))),
    holds: holds && ((data, item) => holds(data as Data, item)),
  };
}

function updateItems<T extends ListItem>(
  qc: QueryClient,
  list: ItemList<T>,
  change: (items: readonly T[]) => T[],
) {
  for (const cache of list.caches) {
    qc.setQueriesData({ queryKey: cache.queryKey }, (data) =>
      data === undefined ? data : cache.update(data, change),
    );
  }
}

type Report = ItemList<ListItem>['report'];

function succeeded(report: Report, message: string | undefined) {
  if (report === 'toast' && message) toast.success(message);
}

/** A failure as the list reports it: a toast, or (a list that only logs) the console. */
export function reportFailure(report: Report, message: string, err: unknown) {
  // Offline, the query client's one 'You're offline' toast says it all (ADR 023).
  if (isOfflineRefusal(err)) return;
  if (report === 'toast') toast.error(message);
  else console.error(message, err);
}

const itemPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export function useAddItem<T extends ListItem>(list: ItemList<T>) {
  const qc = useQueryClient();
  const { messages } = list;
  return useMutation({
    mutationFn: async (input: NewListItem) => {
      if (messages.loginRequired && !(await qc.ensureQueryData(meQueryOptions))) {
        throw new ApiError(401, 'UNAUTHENTICATED', messages.loginRequired);
      }
      return api.post<T>(list.path, input);
    },
    onSuccess: (item) => {
      for (const cache of list.caches) {
        const holds = cache.holds;
        qc.setQueriesData({ queryKey: cache.queryKey }, (data) =>
          data === undefined || (holds && !holds(data, item))
            ? data
            : cache.update(data, (items) => withItemAdded(items, item)),
        );
        if (holds)
          void qc.invalidateQueries({
            queryKey: cache.queryKey,
            predicate: (q) => q.state.data === undefined || !holds(q.state.data, item),
          });
      }
      succeeded(list.report, messages.added);
    },
    onError: (err) => {
      const noSession = messages.loginRequired && err instanceof ApiError && err.status === 401;
      reportFailure(list.report, noSession ? messages.loginRequired! : messages.addFailed, err);
    },
  });
}

export function useToggleItem<T extends ListItem>(list: ItemList<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      api.patch<T>(itemPath(list.path, id), { completed }),
    onMutate: async ({ id, completed }): Promise<{ previous: [QueryKey, unknown][] }> => {
      if (!list.optimistic) return { previous: [] };
      await Promise.all(list.caches.map((cache) => qc.cancelQueries({ queryKey: cache.queryKey })));
      const previous = list.caches.flatMap((cache) => qc.getQueriesData({ queryKey: cache.queryKey }));
      updateItems(qc, list, (items) => withItemCompleted(items, id, completed));
      return { previous };
    },
    onSuccess: (item) => {
      updateItems(qc, list, (items) => withItemReplaced(items, item));
      if (!item.completed) return;
      if (list.celebrate) void fireConfetti();
      succeeded(list.report, list.messages.completed);
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      reportFailure(list.report, list.messages.updateFailed, err);
    },
    // xp moved: the child's level and xp, game state and dashboard are stale.
    onSettled: () => invalidateKinds(qc, ['xp'], list.studentId),
  });
}

export function useDeleteItem<T extends ListItem>(list: ItemList<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.delete(itemPath(list.path, id));
      } catch (err) {
        // Already deleted (in another tab): what the person asked for has happened.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_res, id) => {
      updateItems(qc, list, (items) => withItemRemoved(items, id));
      succeeded(list.report, list.messages.deleted);
    },
    onError: (err) => reportFailure(list.report, list.messages.deleteFailed, err),
  });
}

/** A list the server answers whole, as `{ items }` at GET `path` (newest first, open before completed). */
export interface WholeList<T extends ListItem> extends ItemList<T> {
  queryKey: QueryKey;
}

export function wholeList<T extends ListItem>(list: Omit<WholeList<T>, 'caches' | 'useItems'>): WholeList<T> {
  const query = queryOptions({ queryKey: list.queryKey, queryFn: () => api.get<{ items: T[] }>(list.path) });
  return {
    ...list,
    caches: [
      itemCache<{ items: T[] }, T>(
        list.queryKey,
        (data) => data.items,
        (_data, items) => ({ items }),
      ),
    ],
    useItems: function useItems() {
      const result = useQuery(query);
      return { items: result.data?.items, query: result };
    },
  };
}

/**
 * A per-child list, made once per child: the same object for the same child, so components and hooks
 * that take the list see a stable value across renders.
 */
export function perChild<L>(make: (studentId: string) => L): (studentId: string) => L {
  const made = new Map<string, L>();
  return (studentId) => {
    let list = made.get(studentId);
    if (!list) {
      list = make(studentId);
      made.set(studentId, list);
    }
    return list;
  };
}
