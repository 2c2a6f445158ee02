import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { taskMessages } from '../../shared/messages/tasks';
import type { Dashboard } from '../../shared/schemas/dashboard';
import type { Task, TodayTasks } from '../../shared/schemas/tasks';
import { api } from '../lib/api-client';
import { useToday } from '../lib/use-today';
import { itemCache, type ItemList } from './list-items';
import { queryKeys } from './query-keys';

/**
 * Today's tasks. The server carries yesterday's incomplete tasks forward on the day's first load and
 * says how many; only that one response has a count, so the message shows once (even with two tabs).
 */
export const todayTasksQuery = (day: string) =>
  queryOptions({
    queryKey: queryKeys.tasks.todayOn(day),
    queryFn: async () => {
      const data = await api.get<TodayTasks>('/api/tasks/today');
      if (data.carriedForward > 0) toast.success(taskMessages.carriedForward(data.carriedForward));
      return data;
    },
  });

export function useTodayTasks() {
  return useQuery(todayTasksQuery(useToday()));
}

/**
 * The to-do list for the shared list writes (`useAddItem(taskList)`, …). Today's tasks show on the to-do
 * page and on the dashboard's card, so a change updates both caches at once; a list of another day
 * (around midnight) is refetched instead.
 */
export const taskList: ItemList<Task> = {
  path: '/api/tasks',
  optimistic: true,
  celebrate: true,
  report: 'toast',
  messages: taskMessages,
  useItems: function useItems() {
    const query = useTodayTasks();
    return { items: query.data?.tasks, query };
  },
  caches: [
    itemCache<TodayTasks, Task>(
      queryKeys.tasks.today,
      (data) => data.tasks,
      (data, tasks) => ({ ...data, tasks }),
      (data, task) => data.date === task.createdDate,
    ),
    itemCache<Dashboard, Task>(
      queryKeys.dashboard.all,
      (data) => data.tasks.tasks,
      (data, tasks) => ({ ...data, tasks: { ...data.tasks, tasks } }),
      (data, task) => data.tasks.date === task.createdDate,
    ),
  ],
};
