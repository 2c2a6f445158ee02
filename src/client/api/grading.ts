import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CategoryWeight, ScaleRow } from '../../shared/domain/grading';
import { gradingMessages as m } from '../../shared/messages/grading';
import type { GradeWeights, GradingScale } from '../../shared/schemas/grading';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** The server's own words for a refusal; none for a 5xx or no answer. */
/** The family's grading scale (the default when none is stored). */
export const gradingScaleQuery = queryOptions({
  queryKey: queryKeys.gradingScale.all,
  queryFn: () => api.get<GradingScale>('/api/grading-scale'),
});

export function useGradingScale() {
  return useQuery(gradingScaleQuery);
}

function useScaleWrite<Vars = void>(write: (vars: Vars) => Promise<GradingScale>, done: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (scale) => {
      qc.setQueryData(queryKeys.gradingScale.all, scale);
      toast.success(done);
      await invalidateKinds(qc, ['grading']);
    },
    onError: (err) => toast.error(m.scaleSaveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useSaveGradingScale() {
  return useScaleWrite(
    (rows: ScaleRow[]) => api.put<GradingScale>('/api/grading-scale', { rows }),
    m.scaleSaved,
  );
}

export function useResetGradingScale() {
  return useScaleWrite(() => api.delete<GradingScale>('/api/grading-scale'), m.scaleReset);
}

/** A class's grading categories (every child's averages in the class may move; a removed category leaves its assignments). */
export function useSaveGradeWeights() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, weights }: { classId: string; weights: CategoryWeight[] }) =>
      api.put<GradeWeights>(`/api/classes/${encodeURIComponent(classId)}/grade-weights`, { weights }),
    onSuccess: async () => {
      toast.success(m.weightsSaved);
      await invalidateKinds(qc, ['grading', 'assignments']);
    },
    onError: (err) => toast.error(m.weightsSaveFailed, { description: errorDetail(err, undefined) }),
  });
}
