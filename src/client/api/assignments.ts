import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  assignmentMessages,
  type Assignment,
  type AssignmentsOverview,
  type CreateAssignmentInput,
  type UpdateAssignmentInput,
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
  toast.error('Error', { description });
};

export function useAddAssignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAssignmentInput) => api.post<Assignment>('/api/assignments', input),
    onSuccess: async () => {
      toast.success(assignmentMessages.added);
      void invalidateKinds(qc, ['xp']);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.all });
    },
    onError: failed(assignmentMessages.addFailed),
  });
}

export function useUpdateAssignment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateAssignmentInput }) =>
      api.patch<Assignment>(`/api/assignments/${encodeURIComponent(id)}`, patch),
    onSuccess: async () => {
      toast.success(assignmentMessages.updated);
      void invalidateKinds(qc, ['xp']);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.all });
    },
    onError: failed(assignmentMessages.updateFailed),
  });
}

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
