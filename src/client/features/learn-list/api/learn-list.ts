import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnList, ListItem, NewListItem } from '../../../../shared/schemas/list-items';
import { withItemAdded, withItemRemoved, withItemReplaced } from '../../../components/item-list/list-cache';
import { ApiError, api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { queryKeys } from '../../../api/query-keys';

/**
 * The learn list differs from the other two on purpose (spec §4, §8): every change is sent first and the
 * list changes only once the server has it (no optimistic update), and failures are logged, not shown.
 */
export const learnListKey = queryKeys.learnList;

export const learnListQuery = queryOptions({
  queryKey: learnListKey,
  queryFn: () => api.get<LearnList>('/api/learn-list'),
});

export function useLearnList() {
  return useQuery(learnListQuery);
}

function useSetTopics() {
  const qc = useQueryClient();
  return (update: (items: ListItem[]) => ListItem[]) =>
    qc.setQueryData<LearnList>(learnListKey, (old) => (old ? { items: update(old.items) } : old));
}

const logFailure = (what: string) => (err: unknown) => console.error(`Learn list: failed to ${what}`, err);

export function useAddTopic() {
  const setTopics = useSetTopics();
  return useMutation({
    mutationFn: (input: NewListItem) => api.post<ListItem>('/api/learn-list', input),
    onSuccess: (topic) => setTopics((items) => withItemAdded(items, topic)),
    onError: logFailure('add a topic'),
  });
}

export function useToggleTopic() {
  const qc = useQueryClient();
  const setTopics = useSetTopics();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => api.patch<ListItem>(`/api/learn-list/${id}`, { completed }),
    onSuccess: (topic) => {
      setTopics((items) => withItemReplaced(items, topic));
      void qc.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: logFailure('update a topic'),
  });
}

export function useDeleteTopic() {
  const setTopics = useSetTopics();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.delete(`/api/learn-list/${id}`);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_res, id) => setTopics((items) => withItemRemoved(items, id)),
    onError: logFailure('delete a topic'),
  });
}
