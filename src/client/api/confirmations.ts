import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { confirmationMessages as m } from '../../shared/messages/confirmations';
import type {
  ConfirmationItems,
  ConfirmResult,
  PendingItems,
  RejectResult,
} from '../../shared/schemas/confirmations';
import { ApiError, api } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** 'To confirm' (ADR 024): the family's children's ticks waiting for a parent. */
export const confirmationsQuery = queryOptions({
  queryKey: queryKeys.confirmations.all,
  queryFn: () => api.get<PendingItems>('/api/confirmations'),
});

export const useConfirmations = (enabled = true) => useQuery({ ...confirmationsQuery, enabled });

/** Confirm (or, `reject`, send back) a set of waiting ticks; the lists, xp and records refresh. */
function useSettle(action: 'confirm' | 'reject') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: ConfirmationItems['items']) =>
      api.post<ConfirmResult | RejectResult>(`/api/confirmations/${action}`, { items }),
    onSuccess: (result) => {
      toast.success('confirmed' in result ? m.confirmed(result.confirmed) : m.rejected(result.rejected));
      invalidateKinds(qc, [
        'confirmations',
        'tasks',
        'lesson-progress',
        'xp',
        'attendance',
        'hours',
        'portfolio',
      ]);
    },
    onError: (err) => {
      // Another tab or the child settled one meanwhile: show the list as it is now.
      if (err instanceof ApiError && err.status === 404) {
        toast.error(m.noLongerWaiting);
        invalidateKinds(qc, ['confirmations']);
      } else toast.error(err.message);
    },
  });
}

export const useConfirmItems = () => useSettle('confirm');
export const useRejectItems = () => useSettle('reject');
