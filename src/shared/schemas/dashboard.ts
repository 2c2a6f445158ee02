import { z } from 'zod';
import { attendanceSummarySchema } from './attendance';
import { calendarEventSchema } from './calendar';
import { classSchema } from './classes';
import { gameStateSchema } from './game';
import { currentSchoolYearSchema } from './school-years';
import { dayLessonSchema } from './lesson-plan';
import { todayTasksSchema } from './tasks';

/** GET /api/students/:studentId/dashboard: everything a child's dashboard shows, in one response. */
export const dashboardSchema = z.object({
  /** The child's name (the page title is made from its first name). */
  displayName: z.string().nullable(),
  /** Today in the family's timezone. */
  today: z.string(),
  /** Monday to Sunday of this week. */
  week: z.array(z.string()).length(7),
  /** The classes the child is enrolled in. */
  classes: z.array(classSchema),
  /** The family's and the child's calendar events from this week's Monday through today + 6 days. */
  events: z.array(calendarEventSchema),
  upcomingEventsThisWeek: z.number().int(),
  totalHoursPerWeek: z.number(),
  tasks: todayTasksSchema,
  attendance: attendanceSummarySchema,
  game: gameStateSchema,
  /** The school year today is in, with the breaks that apply to the child; null: none (the calendar year shows). */
  schoolYear: currentSchoolYearSchema.nullable(),
  /** Today's lessons of the child: the plan's for today and the ones done today, in the classes' order. */
  lessons: z.array(dayLessonSchema),
  /** The child has an education savings account (an adult's dashboard then loads its ESA card on its own). */
  esa: z.boolean(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
