import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BucketList, DatedListItem, NewListItem } from '../../../../shared/schemas/list-items';
import { withItemAdded, withItemCompleted, withItemRemoved, withItemReplaced } from '../../../components/item-list/list-cache';
import { ApiError, api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { queryKeys } from '../../../api/query-keys';

/** The spec's bucket-list messages (§4, §8). */
export const bucketMessages = {
  added: 'Bucket list item added!',
  deleted: 'Bucket list item deleted',
  completed: '🎉 Bucket list item completed!',
  loadFailed: 'Failed to load bucket list items',
  addFailed: 'Failed to add bucket list item',
  updateFailed: 'Failed to update bucket list item',
  deleteFailed: 'Failed to delete bucket list item',
} as const;

export const bucketListKey = queryKeys.bucketList;

export const bucketListQuery = queryOptions({
  queryKey: bucketListKey,
  queryFn: () => api.get<BucketList>('/api/bucket-list'),
});

export function useBucketList() {
  return useQuery(bucketListQuery);
}

function useSetGoals() {
  const qc = useQueryClient();
  return (update: (items: DatedListItem[]) => DatedListItem[]) =>
    qc.setQueryData<BucketList>(bucketListKey, (old) => (old ? { items: update(old.items) } : old));
}

export function useAddGoal() {
  const setGoals = useSetGoals();
  return useMutation({
    mutationFn: (input: NewListItem) => api.post<DatedListItem>('/api/bucket-list', input),
    onSuccess: (goal) => {
      setGoals((items) => withItemAdded(items, goal));
      toast.success(bucketMessages.added);
    },
    onError: () => toast.error(bucketMessages.addFailed),
  });
}

/** Optimistic: the checkbox moves at once and moves back if the server refuses. */
export function useToggleGoal() {
  const qc = useQueryClient();
  const setGoals = useSetGoals();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      api.patch<DatedListItem>(`/api/bucket-list/${id}`, { completed }),
    onMutate: async ({ id, completed }) => {
      await qc.cancelQueries({ queryKey: bucketListKey });
      const previous = qc.getQueryData<BucketList>(bucketListKey);
      setGoals((items) => withItemCompleted(items, id, completed));
      return { previous };
    },
    onSuccess: (goal) => {
      setGoals((items) => withItemReplaced(items, goal));
      if (goal.completed) toast.success(bucketMessages.completed);
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) qc.setQueryData(bucketListKey, context.previous);
      toast.error(bucketMessages.updateFailed);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useDeleteGoal() {
  const setGoals = useSetGoals();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.delete(`/api/bucket-list/${id}`);
      } catch (err) {
        // Already deleted (in another tab): what the person asked for has happened.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_res, id) => {
      setGoals((items) => withItemRemoved(items, id));
      toast.success(bucketMessages.deleted);
    },
    onError: () => toast.error(bucketMessages.deleteFailed),
  });
}
