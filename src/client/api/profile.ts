import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileMessages } from '../../shared/messages/profile';
import type { Me } from '../../shared/schemas/profile';
import type { Student } from '../../shared/schemas/students';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The profile page's name edit: renames the child (PATCH /api/students/:studentId { name }). */
export function useUpdateName(studentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.patch<Student>(`/api/students/${encodeURIComponent(studentId)}`, { name }),
    onSuccess: (student) => {
      qc.setQueryData<Me | null>(queryKeys.me.all, (me) =>
        me ? { ...me, students: me.students.map((s) => (s.id === student.id ? student : s)) } : me,
      );
      // The child's name is also in its dashboard's title and on the overview's card.
      void qc.invalidateQueries({ queryKey: queryKeys.dashboard.child(studentId) });
      void qc.invalidateQueries({ queryKey: queryKeys.family.all });
      toast.success(profileMessages.nameUpdated);
    },
    onError: (err) => {
      toast.error(profileMessages.nameUpdateFailed, { description: err.message });
    },
  });
}
