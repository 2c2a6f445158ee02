import { z } from 'zod';
import { datedListItemSchema } from './list-items';

/** A to-do; `pending`: the child ticked it and it waits for a parent ('Parent confirms completed work'). */
export const taskSchema = datedListItemSchema.extend({ pending: z.boolean() });
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks/today: today's tasks (account timezone) and how many this request carried forward. */
export const todayTasksSchema = z.object({
  date: z.string(),
  tasks: z.array(taskSchema),
  carriedForward: z.number().int().min(0),
});
export type TodayTasks = z.infer<typeof todayTasksSchema>;
