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
import { childPath } from './child-path';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** Every class the child takes, with the child's assignments and average: the grades page in one request. */
export const assignmentsOverviewQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.assignments.overview(childId),
    queryFn: () => api.get<AssignmentsOverview>(childPath(childId, 'assignments/overview')),
  });

export function useAssignmentsOverview(childId: string) {
  return useQuery(assignmentsOverviewQuery(childId));
}

const assignmentPath = (childId: string, id: string) => childPath(childId, `assignments/${encodeURIComponent(id)}`);

const failed = (description: string) => () => {
  toast.error(assignmentMessages.errorTitle, { description });
};

/** An add or an edit of a child's assignment: it may move the child's xp (a completed or graded assignment). */
function useSaveAssignment<Vars>(childId: string, save: (vars: Vars) => Promise<Assignment>, done: string, failure: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(done);
      void invalidateKinds(qc, ['xp'], childId);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.child(childId) });
    },
    onError: failed(failure),
  });
}

export const useAddAssignment = (childId: string) =>
  useSaveAssignment(
    childId,
    (input: CreateAssignmentInput) => api.post<Assignment>(childPath(childId, 'assignments'), input),
    assignmentMessages.added,
    assignmentMessages.addFailed,
  );

export const useUpdateAssignment = (childId: string) =>
  useSaveAssignment(
    childId,
    ({ id, patch }: { id: string; patch: UpdateAssignmentInput }) => api.patch<Assignment>(assignmentPath(childId, id), patch),
    assignmentMessages.updated,
    assignmentMessages.updateFailed,
  );

export function useDeleteAssignment(childId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(assignmentPath(childId, id)),
    onSuccess: async () => {
      toast.success(assignmentMessages.deleted);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.child(childId) });
    },
    onError: failed(assignmentMessages.deleteFailed),
  });
}
