import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { lessonMessages as msg } from '../../shared/messages/lessons';
import type {
  AddLessonsBody,
  AddLessonsResult,
  CopyClassInput,
  CopyClassResult,
  DeleteLessonResult,
  LessonDto,
  LessonPatch,
  LessonPlan,
} from '../../shared/schemas/lessons';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

const enc = encodeURIComponent;

/** A class's lesson plan page in one request: the lessons in order and each enrolled child's progress. */
export const lessonPlanQuery = (classId: string) =>
  queryOptions({
    queryKey: queryKeys.lessons.plan(classId),
    queryFn: () => api.get<LessonPlan>(`/api/classes/${enc(classId)}/lessons`),
  });

export function useLessonPlan(classId: string) {
  return useQuery(lessonPlanQuery(classId));
}

/** A failure toast with the server's reason underneath when it has one. */
function failed(title: string) {
  return (err: Error) => toast.error(title, { description: errorDetail(err, undefined) });
}

/** After a write: the plan (and whatever shows lessons: the dashboard) refetches, for the new projections. */
function useRefetchPlans() {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['lessons']);
}

/** Adds one lesson, many from a pattern, or a pasted list, at the end of the plan. */
export function useAddLessons(classId: string) {
  const refetch = useRefetchPlans();
  return useMutation({
    mutationFn: (body: AddLessonsBody) =>
      api.post<AddLessonsResult>(`/api/classes/${enc(classId)}/lessons`, body),
    onSuccess: (result) => {
      toast.success(msg.added(result.lessons.length));
      return refetch();
    },
    onError: failed(msg.addFailed),
  });
}

export function useUpdateLesson() {
  const refetch = useRefetchPlans();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LessonPatch }) =>
      api.patch<LessonDto>(`/api/lessons/${enc(id)}`, patch),
    onSuccess: () => {
      toast.success(msg.updated);
      return refetch();
    },
    onError: failed(msg.updateFailed),
  });
}

export function useDeleteLesson(classId: string) {
  const qc = useQueryClient();
  const refetch = useRefetchPlans();
  return useMutation({
    mutationFn: (lesson: LessonDto) => api.delete<DeleteLessonResult>(`/api/lessons/${enc(lesson.id)}`),
    onSuccess: (_result, lesson) => {
      qc.setQueryData<LessonPlan>(queryKeys.lessons.plan(classId), (plan) =>
        plan ? { ...plan, lessons: plan.lessons.filter((l) => l.id !== lesson.id) } : plan,
      );
      toast.success(msg.deleted(lesson.title));
      return refetch();
    },
    onError: failed(msg.deleteFailed),
  });
}

/**
 * Moves lessons: the list shows the new order at once, the server gets the complete list of ids; a refusal
 * puts the server's order back.
 */
export function useReorderLessons(classId: string) {
  const qc = useQueryClient();
  const refetch = useRefetchPlans();
  const key = queryKeys.lessons.plan(classId);
  return useMutation({
    // One move at a time, in order: each sends the complete list as it stands after the one before.
    scope: { id: `lesson-order-${classId}` },
    mutationFn: (lessons: LessonDto[]) =>
      api.put<void>(`/api/classes/${enc(classId)}/lessons/order`, { ids: lessons.map((l) => l.id) }),
    onMutate: async (lessons) => {
      await qc.cancelQueries({ queryKey: key });
      // The same lesson objects in the new order: the list re-renders only the rows whose number changed.
      qc.setQueryData<LessonPlan>(key, (plan) => (plan ? { ...plan, lessons } : plan));
    },
    onError: failed(msg.reorderFailed),
    onSettled: () => refetch(),
  });
}

/** Copies the class with its lessons; the new class shows on the Classes page (and its calendar). */
export function useCopyClass(classId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyClassInput) =>
      api.post<CopyClassResult>(`/api/classes/${enc(classId)}/copy`, input),
    onSuccess: () => invalidateKinds(qc, ['classes', 'lessons']),
    onError: failed(msg.copyFailed),
  });
}
