import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { assignmentMessages } from '../../shared/messages/assignments';
import type {
  Assignment,
  AssignmentsOverview,
  CreateAssignmentInput,
  UpdateAssignmentInput,
} from '../../shared/schemas/assignments';
import { api } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** Every class with its assignments and average: the grades page in one request. */
export const assignmentsOverviewQuery = queryOptions({
  queryKey: queryKeys.assignments.overview,
  queryFn: () => api.get<AssignmentsOverview>('/api/assignments/overview'),
});

export function useAssignmentsOverview() {
  return useQuery(assignmentsOverviewQuery);
}

const failed = (description: string) => () => {
  toast.error(assignmentMessages.errorTitle, { description });
};

/** An add or an edit: it may move xp (a completed or graded assignment). */
function useSaveAssignment<Vars>(save: (vars: Vars) => Promise<Assignment>, done: string, failure: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(done);
      void invalidateKinds(qc, ['xp']);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.all });
    },
    onError: failed(failure),
  });
}

export const useAddAssignment = () =>
  useSaveAssignment(
    (input: CreateAssignmentInput) => api.post<Assignment>('/api/assignments', input),
    assignmentMessages.added,
    assignmentMessages.addFailed,
  );

export const useUpdateAssignment = () =>
  useSaveAssignment(
    ({ id, patch }: { id: string; patch: UpdateAssignmentInput }) => api.patch<Assignment>(`/api/assignments/${encodeURIComponent(id)}`, patch),
    assignmentMessages.updated,
    assignmentMessages.updateFailed,
  );

export function useDeleteAssignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/assignments/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast.success(assignmentMessages.deleted);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.all });
    },
    onError: failed(assignmentMessages.deleteFailed),
  });
}
