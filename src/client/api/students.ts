import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { studentMessages } from '../../shared/messages/students';
import type { Me } from '../../shared/schemas/profile';
import type { NewStudent, Student, StudentPatch, StudentRemoval } from '../../shared/schemas/students';
import { api, errorDetail } from '../lib/api-client';
import { invalidateKinds } from './live-updates';
import { queryKeys } from './query-keys';

/** The server's own words for a refusal (e.g. 'A family can have at most 12 children.'); none for a 5xx or no answer. */
/** The children live in `me` (the switcher, every page); a write refetches it and the family overview. */
function useInvalidateChildren() {
  const qc = useQueryClient();
  return () => invalidateKinds(qc, ['students']);
}

export function useAddStudent() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (input: NewStudent) => api.post<Student>('/api/students', input),
    onSuccess: (student) => {
      toast.success(studentMessages.added(student.name));
      return invalidate();
    },
    onError: (err) => toast.error(studentMessages.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

export function useUpdateStudent() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: StudentPatch }) =>
      api.patch<Student>(`/api/students/${id}`, patch),
    onSuccess: () => {
      toast.success(studentMessages.saved);
      return invalidate();
    },
    onError: (err) => toast.error(studentMessages.saveFailed, { description: errorDetail(err, undefined) }),
  });
}

/** PUT /api/students/order: the new order shows at once and the server's answer replaces it. */
export function useReorderStudents() {
  const qc = useQueryClient();
  const invalidate = useInvalidateChildren();
  const setStudents = (students: Student[]) =>
    qc.setQueryData<Me | null>(queryKeys.me.all, (me) => (me ? { ...me, students } : me));
  return useMutation({
    mutationFn: (ids: string[]) => api.put<Student[]>('/api/students/order', { ids }),
    onMutate: (ids) => {
      const me = qc.getQueryData<Me | null>(queryKeys.me.all);
      if (!me) return undefined;
      const byId = new Map(me.students.map((s) => [s.id, s]));
      const moved = ids.map((id) => byId.get(id)).filter((s): s is Student => s !== undefined);
      if (moved.length === me.students.length) setStudents(moved);
      return { previous: me.students };
    },
    onSuccess: (students) => {
      setStudents(students);
      return invalidate();
    },
    onError: (err, _ids, context) => {
      if (context) setStudents(context.previous);
      toast.error(studentMessages.saveFailed, { description: errorDetail(err, undefined) });
    },
  });
}

/** What removing the child deletes, counted when the confirmation opens (never cached: records change). */
export function useStudentRemoval(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['student-removal', id],
    queryFn: () => api.get<StudentRemoval>(`/api/students/${id}/removal`),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRemoveStudent() {
  const qc = useQueryClient();
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (student: Student) => api.delete(`/api/students/${student.id}`),
    onSuccess: (_res, student) => {
      toast.success(studentMessages.removed(student.name));
      // The child's own cached pages ([resource, studentId, …]) are gone with it.
      qc.removeQueries({ predicate: (q) => q.queryKey[1] === student.id });
      return invalidate();
    },
    onError: (err) => toast.error(studentMessages.removeFailed, { description: errorDetail(err, undefined) }),
  });
}
