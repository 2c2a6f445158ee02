import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import type { Task } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { fireConfetti } from '../../../lib/confetti';

import { dashboardQueryKey, dashboardQueryOptions } from './dashboard-query';

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

/** Ticks a task on the dashboard card: optimistic, rolled back with the spec's message on failure. */
export function useToggleDashboardTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => api.patch<Task>(`/api/tasks/${id}`, { completed }),
    onMutate: async ({ id, completed }) => {
      await qc.cancelQueries({ queryKey: dashboardQueryKey });
      const previous = qc.getQueryData<Dashboard>(dashboardQueryKey);
      if (previous) {
        qc.setQueryData<Dashboard>(dashboardQueryKey, {
          ...previous,
          tasks: { ...previous.tasks, tasks: previous.tasks.tasks.map((t) => (t.id === id ? { ...t, completed } : t)) },
        });
      }
      return { previous };
    },
    onSuccess: (_task, { completed }) => {
      if (completed) {
        toast.success('Task completed! 🎉');
        void fireConfetti();
      }
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) qc.setQueryData(dashboardQueryKey, context.previous);
      toast.error('Failed to update task');
    },
    onSettled: () => qc.invalidateQueries({ predicate: (q) => ['dashboard', 'tasks', 'me', 'game'].includes(String(q.queryKey[0])) }),
  });
}
