import { taskList, useTodayTasks } from '../../../api/tasks';
import { ItemListPage } from '../../../components/item-list/item-list-page';

/** Today's to-do list: add box, Active Tasks and Completed Tasks. */
export function TodoList() {
  const query = useTodayTasks();
  return (
    <ItemListPage
      list={taskList}
      items={query.data?.tasks}
      query={query}
      text={{
        addHeading: 'Add a Task',
        inputLabel: 'New task',
        placeholder: 'What needs to get done today?',
        loading: 'Loading tasks...',
        empty: 'No tasks for today',
        activeHeading: () => 'Active Tasks',
        completedHeading: () => 'Completed Tasks',
      }}
    />
  );
}
