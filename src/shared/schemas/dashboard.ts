import { z } from 'zod';
import { attendanceSummarySchema } from './attendance';
import { calendarEventSchema } from './calendar';
import { classSchema } from './classes';
import { gameStateSchema } from './game';
import { todayTasksSchema } from './tasks';

/** GET /api/dashboard: everything the dashboard shows, in one response. */
export const dashboardSchema = z.object({
  displayName: z.string().nullable(),
  /** Today in the account's timezone. */
  today: z.string(),
  /** Monday to Sunday of this week. */
  week: z.array(z.string()).length(7),
  classes: z.array(classSchema),
  /** Calendar events from this week's Monday through today + 6 days. */
  events: z.array(calendarEventSchema),
  upcomingEventsThisWeek: z.number().int(),
  totalHoursPerWeek: z.number(),
  tasks: todayTasksSchema,
  attendance: attendanceSummarySchema,
  game: gameStateSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
