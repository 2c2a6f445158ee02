import { format } from 'date-fns';
import { fromIsoDate } from '../../../shared/domain/dates';
import { useTodayTasks } from '../../api/tasks';
import { PageHeader } from '../../components/page-header';
import { TodoList } from '../../features/tasks/components/todo-list';
import { useToday } from '../../lib/use-today';

export default function TodoPage() {
  const clientToday = useToday();
  const today = useTodayTasks().data?.date ?? clientToday;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="To-Do List" description={`Today's tasks · ${format(fromIsoDate(today), 'EEEE, MMMM d')}`} />
      <TodoList />
    </div>
  );
}
