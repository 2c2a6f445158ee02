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
export const assignmentsOverviewQuery = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.assignments.overview(studentId),
    queryFn: () => api.get<AssignmentsOverview>(childPath(studentId, 'assignments/overview')),
  });

export function useAssignmentsOverview(studentId: string) {
  return useQuery(assignmentsOverviewQuery(studentId));
}

const assignmentPath = (studentId: string, id: string) =>
  childPath(studentId, `assignments/${encodeURIComponent(id)}`);

const failed = (description: string) => () => {
  toast.error(assignmentMessages.errorTitle, { description });
};

/** An add or an edit of a child's assignment: it may move the child's xp (a completed or graded assignment). */
function useSaveAssignment<Vars>(
  studentId: string,
  save: (vars: Vars) => Promise<Assignment>,
  done: string,
  failure: string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(done);
      void invalidateKinds(qc, ['xp'], studentId);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.child(studentId) });
    },
    onError: failed(failure),
  });
}

export const useAddAssignment = (studentId: string) =>
  useSaveAssignment(
    studentId,
    (input: CreateAssignmentInput) => api.post<Assignment>(childPath(studentId, 'assignments'), input),
    assignmentMessages.added,
    assignmentMessages.addFailed,
  );

export const useUpdateAssignment = (studentId: string) =>
  useSaveAssignment(
    studentId,
    ({ id, patch }: { id: string; patch: UpdateAssignmentInput }) =>
      api.patch<Assignment>(assignmentPath(studentId, id), patch),
    assignmentMessages.updated,
    assignmentMessages.updateFailed,
  );

export function useDeleteAssignment(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(assignmentPath(studentId, id)),
    onSuccess: async () => {
      toast.success(assignmentMessages.deleted);
      await qc.invalidateQueries({ queryKey: queryKeys.assignments.child(studentId) });
    },
    onError: failed(assignmentMessages.deleteFailed),
  });
}
