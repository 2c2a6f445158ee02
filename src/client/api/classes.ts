import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { classMessages } from '../../shared/messages/classes';
import type { ClassDeleteResult, ClassDto, ClassInput, ClassWriteResult } from '../../shared/schemas/classes';
import { ApiError, api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

export const classesQuery = queryOptions({
  queryKey: queryKeys.classes.all,
  queryFn: () => api.get<ClassDto[]>('/api/classes'),
});

export function useClasses() {
  return useQuery(classesQuery);
}

/** The account's classes for a picker (the event form's), loaded only once it opens. */
export function useClassChoices(enabled: boolean) {
  return useQuery({ ...classesQuery, enabled });
}

/** Class writes change the class list and, through the sync, the calendar (and a deleted class's assignments). */
function useInvalidateClassData() {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['classes']);
}

/** A sync failure has its own message; anything else gets the action's failure message with the server's detail. */
function toastFailure(err: unknown, fallback: string) {
  if (err instanceof ApiError && err.message === classMessages.syncFailed) {
    toast.error(classMessages.syncFailed, { description: classMessages.nothingSaved });
    return;
  }
  toast.error(fallback, { description: errorDetail(err, undefined) });
}

export function useCreateClass() {
  const invalidate = useInvalidateClassData();
  return useMutation({
    mutationFn: (input: ClassInput) => api.post<ClassWriteResult>('/api/classes', input),
    onSuccess: (cls) => {
      toast.success(cls.synced ? classMessages.addedAndSynced(cls.title) : classMessages.added(cls.title));
      return invalidate();
    },
    onError: (err) => toastFailure(err, classMessages.addFailed),
  });
}

export function useUpdateClass() {
  const invalidate = useInvalidateClassData();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ClassInput }) =>
      api.patch<ClassWriteResult>(`/api/classes/${id}`, input),
    onSuccess: (cls) => {
      if (cls.synced) toast.success(classMessages.synced, { description: classMessages.updated(cls.title) });
      else toast.success(classMessages.updated(cls.title));
      return invalidate();
    },
    onError: (err) => toastFailure(err, classMessages.updateFailed),
  });
}

export function useDeleteClass() {
  const invalidate = useInvalidateClassData();
  return useMutation({
    mutationFn: (cls: ClassDto) => api.delete<ClassDeleteResult>(`/api/classes/${cls.id}`),
    onSuccess: (result, cls) => {
      toast.success(classMessages.removed(cls.title), {
        description: result.deletedEventCount > 0 ? classMessages.deletedWithEvents : undefined,
      });
      return invalidate();
    },
    onError: (err) => toastFailure(err, classMessages.deleteFailed),
  });
}
