import { useEffect } from 'react';
import { AddItemForm } from '../../../components/item-list/add-item-form';
import { ItemListView } from '../../../components/item-list/item-list-view';
import { useAddTask, useDeleteTask, useTodayTasks, useToggleTask } from '../../../api/tasks';
import { toast } from 'sonner';
import { taskMessages } from '../../../api/task-messages';

/** Today's to-do list: add box, Active Tasks and Completed Tasks. */
export function TodoList() {
  const query = useTodayTasks();
  const add = useAddTask();
  const toggle = useToggleTask();
  const remove = useDeleteTask();

  useEffect(() => {
    if (query.isError) toast.error(taskMessages.loadFailed);
  }, [query.isError, query.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-4">
      <AddItemForm
        heading="Add a Task"
        inputLabel="New task"
        placeholder="What needs to get done today?"
        onAdd={(input) => add.mutateAsync(input).then(() => true, () => false)}
      />
      <ItemListView
        items={query.data?.tasks}
        status={query.status}
        loadingText="Loading tasks..."
        errorText={taskMessages.loadFailed}
        onRetry={() => void query.refetch()}
        emptyText="No tasks for today"
        activeHeading={() => 'Active Tasks'}
        completedHeading={() => 'Completed Tasks'}
        onToggle={(item, completed) => toggle.mutate({ id: item.id, completed })}
        onDelete={(item) => remove.mutate(item.id)}
        confirmDelete={(item) => ({
          title: 'Delete this task?',
          description: `"${item.title}" will be removed from today's list.${item.completed ? ' The XP it earned is kept.' : ''}`,
        })}
      />
    </div>
  );
}
