import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { AppDeps } from '../deps';
import { accountRoutes } from './account/account.routes';
import { accountService } from './account/account.service';
import { registerAccountDataRoutes } from './account-data/account-data.routes';
import { registerAssignmentsRoutes } from './assignments/assignments.routes';
import { registerAttendanceRoutes } from './attendance/attendance.routes';
import { registerBucketListRoutes } from './bucket-list/bucket-list.routes';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import { registerCalendarFeedRoutes } from './calendar-feed/calendar-feed.routes';
import { registerClassesRoutes } from './classes/classes.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerDayByDayRoutes } from './day-by-day/day-by-day.routes';
import { registerGameRoutes } from './game/game.routes';
import { registerHoursRoutes } from './hours/hours.routes';
import { registerLearnListRoutes } from './learn-list/learn-list.routes';
import { registerSchoolYearsRoutes } from './school-years/school-years.routes';
import { registerLessonsRoutes } from './lessons/lessons.routes';
import { registerLessonPlanRoutes } from './lesson-plan/lesson-plan.routes';
import { registerSettingsRoutes } from './settings/settings.routes';
import { registerTasksRoutes } from './tasks/tasks.routes';
import { registerChildScope } from './students/child-scope';
import { registerStudentsRoutes } from './students/students.routes';

/** Every feature's routes. Each feature file owns its routes; add a line here for a new feature. */
export function registerFeatures(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  registerChildScope(app, deps.students, deps.readCache);
  accountRoutes(app, accountService(auth, deps.profiles, deps.students));
  registerStudentsRoutes(app, deps.students);
  registerSettingsRoutes(app, deps);
  registerClassesRoutes(app, deps);
  registerSchoolYearsRoutes(app, deps);
  registerLessonsRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerCalendarFeedRoutes(app, deps);
  registerTasksRoutes(app, deps);
  registerBucketListRoutes(app, deps);
  registerLearnListRoutes(app, deps);
  registerAttendanceRoutes(app, deps);
  registerAssignmentsRoutes(app, deps);
  registerDayByDayRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerLessonPlanRoutes(app, deps);
  registerHoursRoutes(app, deps);
  registerAccountDataRoutes(app, deps, auth);
}
