import { taskList } from '@client/api/tasks';
import { ItemListPage } from '@client/components/item-list/item-list-page';

/** Today's to-do list: add box, Active Tasks and Completed Tasks. */
export function TodoList({ studentId }: { studentId: string }) {
  return <ItemListPage list={taskList(studentId)} />;
}
