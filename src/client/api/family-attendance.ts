import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage, successMessage } from '../../shared/messages/attendance';
import type { MarkAttendanceInput, MarkAttendanceResult } from '../../shared/schemas/attendance';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';

/**
 * PUT /api/attendance for several children at once: one request, the spec's bulk toast ('Marked N day(s) as
 * present', N counting days however many children), then attendance (and xp, when it moved) refetch.
 */
export function useMarkChildrenAttendance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkAttendanceInput) => api.put<MarkAttendanceResult>('/api/attendance', input),
    onSuccess: (result, input) => {
      toast.success(successMessage('bulk', input.status, result.count));
      const kinds = result.xpChange !== 0 ? (['attendance', 'xp'] as const) : (['attendance'] as const);
      return invalidateKinds(qc, kinds);
    },
    onError: (err, input) => {
      toast.error(failureMessage('bulk', input.status, false), { description: errorDetail(err, undefined) });
    },
  });
}
