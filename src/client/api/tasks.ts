import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { carryForwardMessage } from '../../shared/domain/carry-forward';
import type { NewListItem } from '../../shared/schemas/list-items';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { Task, TodayTasks } from '../../shared/schemas/tasks';
import { withItemAdded, withItemCompleted, withItemRemoved, withItemReplaced } from '../components/item-list/list-cache';
import { ApiError, api } from '../lib/api-client';
import { fireConfetti } from '../lib/confetti';
import { useToday } from '../lib/use-today';
import { meQueryKey, meQueryOptions } from '../lib/session';
import { taskMessages } from './task-messages';
import { queryKeys } from './query-keys';

/** Prefix of every cached 'today' list; the full key ends with the client's today, so midnight refetches. */
export const todayTasksKey = queryKeys.tasksToday;

/**
 * Today's tasks. The server carries yesterday's incomplete tasks forward on the day's first load and
 * says how many; only that one response has a count, so the message shows once (even with two tabs).
 */
export const todayTasksQuery = (day: string) =>
  queryOptions({
    queryKey: [...todayTasksKey, day],
    queryFn: async () => {
      const data = await api.get<TodayTasks>('/api/tasks/today');
      if (data.carriedForward > 0) toast.success(carryForwardMessage(data.carriedForward));
      return data;
    },
  });

export function useTodayTasks() {
  return useQuery(todayTasksQuery(useToday()));
}

function useSetTasks() {
  const qc = useQueryClient();
  return (update: (tasks: Task[]) => Task[]) =>
    qc.setQueriesData<TodayTasks>({ queryKey: todayTasksKey }, (old) => (old ? { ...old, tasks: update(old.tasks) } : old));
}

export function useAddTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewListItem) => {
      const me = await qc.ensureQueryData(meQueryOptions);
      if (!me) throw new ApiError(401, 'UNAUTHENTICATED', taskMessages.loginRequired);
      return api.post<Task>('/api/tasks', input);
    },
    onSuccess: (task) => {
      // Only a list of the task's own day gets it; a list of another day (around midnight) refetches.
      qc.setQueriesData<TodayTasks>({ queryKey: todayTasksKey }, (old) =>
        old && old.date === task.createdDate ? { ...old, tasks: withItemAdded(old.tasks, task) } : old,
      );
      void qc.invalidateQueries({ queryKey: todayTasksKey, predicate: (q) => (q.state.data as TodayTasks | undefined)?.date !== task.createdDate });
      toast.success(taskMessages.added);
    },
    onError: (err) => {
      toast.error(err instanceof ApiError && err.status === 401 ? taskMessages.loginRequired : taskMessages.addFailed);
    },
  });
}

/**
 * Optimistic, wherever today's tasks show (the to-do page's list and the dashboard's card): the checkbox
 * moves at once and moves back if the server refuses.
 */
export function useToggleTask() {
  const qc = useQueryClient();
  const setTasks = useSetTasks();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => api.patch<Task>(`/api/tasks/${id}`, { completed }),
    onMutate: async ({ id, completed }) => {
      await Promise.all([qc.cancelQueries({ queryKey: todayTasksKey }), qc.cancelQueries({ queryKey: queryKeys.dashboard })]);
      const previous = [...qc.getQueriesData<TodayTasks>({ queryKey: todayTasksKey }), ...qc.getQueriesData<Dashboard>({ queryKey: queryKeys.dashboard })];
      setTasks((tasks) => withItemCompleted(tasks, id, completed));
      // The dashboard's card keeps its order until the page is refetched (on settle).
      qc.setQueriesData<Dashboard>({ queryKey: queryKeys.dashboard }, (page) =>
        page ? { ...page, tasks: { ...page.tasks, tasks: page.tasks.tasks.map((t) => (t.id === id ? { ...t, completed } : t)) } } : page,
      );
      return { previous };
    },
    onSuccess: (task) => {
      setTasks((tasks) => withItemReplaced(tasks, task));
      if (task.completed) {
        void fireConfetti();
        toast.success(taskMessages.completed);
      }
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) qc.setQueryData(key, data);
      toast.error(taskMessages.updateFailed);
    },
    // xp moved: the profile (level, xp), the game and the dashboard's figures are stale.
    onSettled: () =>
      qc.invalidateQueries({ predicate: (q) => [meQueryKey[0], queryKeys.game[0], queryKeys.dashboard[0]].includes(q.queryKey[0] as never) }),
  });
}

export function useDeleteTask() {
  const setTasks = useSetTasks();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.delete(`/api/tasks/${id}`);
      } catch (err) {
        // Already deleted (in another tab): what the person asked for has happened.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    },
    onSuccess: (_res, id) => {
      setTasks((tasks) => withItemRemoved(tasks, id));
      toast.success(taskMessages.deleted);
    },
    onError: () => {
      toast.error(taskMessages.deleteFailed);
    },
  });
}
