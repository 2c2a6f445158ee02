import { fromIsoDate } from '@shared/domain/dates';
import { useTodayTasks } from '../../api/tasks';
import { PageHeader } from '../../components/page-header';
import { RequireChild } from '../../components/require-child';
import { TodoList } from '../../features/tasks/components/todo-list';
import { useToday } from '../../lib/use-today';
import { weekdayLongMonthDay } from '@client/lib/date-labels';

function TodoHeader({ today }: { today: string }) {
  return (
    <PageHeader
      title="To-Do List"
      description={`Today's tasks · ${weekdayLongMonthDay(fromIsoDate(today))}`}
    />
  );
}

function ChildTodo({ studentId }: { studentId: string }) {
  const clientToday = useToday();
  const today = useTodayTasks(studentId).data?.date ?? clientToday;
  return (
    <>
      <TodoHeader today={today} />
      <TodoList studentId={studentId} />
    </>
  );
}

export default function TodoPage() {
  const clientToday = useToday();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <RequireChild header={<TodoHeader today={clientToday} />}>
        {(child) => <ChildTodo studentId={child.id} />}
      </RequireChild>
    </div>
  );
}
