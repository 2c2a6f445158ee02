import { Link } from 'react-router';
import type { Task } from '@shared/schemas/tasks';
import { useToggleItem } from '@client/api/list-items';
import { taskList } from '@client/api/tasks';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { TickBox } from '@client/components/tick-box';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';

const priorityVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

export function TodaysTodoCard({ studentId, tasks }: { studentId: string; tasks: Task[] }) {
  const toggle = useToggleItem(taskList(studentId));
  const done = tasks.filter((t) => t.completed).length;
  const sorted = [...tasks].sort((a, b) => Number(a.completed) - Number(b.completed));
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>
          <h2>Today's To-Do</h2>
        </CardTitle>
        <CardDescription>
          {done} of {tasks.length} completed
        </CardDescription>
        <CardAction>
          <Button asChild variant="outline" size="sm">
            <Link to="/todo">View Full To-Do List</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Progress
          value={tasks.length ? (done / tasks.length) * 100 : 0}
          aria-label={`${done} of ${tasks.length} tasks completed`}
        />
        {tasks.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No tasks for today!</p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto pr-1">
            {sorted.map((task) => (
              <li key={task.id} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted">
                <TickBox
                  id={`dash-task-${task.id}`}
                  checked={task.completed}
                  onCheckedChange={(v) => toggle.mutate({ id: task.id, completed: v === true })}
                />
                <label
                  htmlFor={`dash-task-${task.id}`}
                  className={cn(
                    'min-w-0 flex-1 cursor-pointer truncate',
                    task.completed && 'text-muted-foreground line-through',
                  )}
                >
                  {task.title}
                </label>
                <Badge variant={priorityVariant[task.priority]} className="capitalize">
                  {task.priority}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
