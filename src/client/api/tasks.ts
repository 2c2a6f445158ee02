import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { taskMessages } from '../../shared/messages/tasks';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { Task, TodayTasks } from '../../shared/schemas/tasks';
import { api } from '../lib/api-client';
import { useToday } from '../lib/use-today';
import { childPath } from './child-path';
import { itemCache, perChild, type ItemList } from './list-items';
import { queryKeys } from './query-keys';

/**
 * A child's tasks for today. The server carries the child's incomplete tasks of yesterday forward on the
 * day's first load and says how many; only that one response has a count, so the message shows once per
 * child (even with two tabs).
 */
export const todayTasksQuery = (studentId: string, day: string) =>
  queryOptions({
    queryKey: queryKeys.tasks.todayOn(studentId, day),
    queryFn: async () => {
      const data = await api.get<TodayTasks>(childPath(studentId, 'tasks/today'));
      if (data.carriedForward > 0) toast.success(taskMessages.carriedForward(data.carriedForward));
      return data;
    },
  });

export function useTodayTasks(studentId: string) {
  return useQuery(todayTasksQuery(studentId, useToday()));
}

/**
 * A child's to-do list for the shared list writes (`useAddItem(taskList(id))`, …). Today's tasks show on
 * the to-do page and on the dashboard's card, so a change updates both caches at once; a list of another
 * day (around midnight) is refetched instead.
 */
export const taskList = perChild((studentId: string): ItemList<Task> => ({
  studentId,
  path: childPath(studentId, 'tasks'),
  optimistic: true,
  celebrate: true,
  report: 'toast',
  messages: taskMessages,
  useItems: function useItems() {
    const query = useTodayTasks(studentId);
    return { items: query.data?.tasks, query };
  },
  caches: [
    itemCache<TodayTasks, Task>(
      queryKeys.tasks.today(studentId),
      (data) => data.tasks,
      (data, tasks) => ({ ...data, tasks }),
      (data, task) => data.date === task.createdDate,
    ),
    itemCache<Dashboard, Task>(
      queryKeys.dashboard.child(studentId),
      (data) => data.tasks.tasks,
      (data, tasks) => ({ ...data, tasks: { ...data.tasks, tasks } }),
      (data, task) => data.tasks.date === task.createdDate,
    ),
  ],
}));
