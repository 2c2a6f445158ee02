import { attendanceWeek } from '../../../shared/domain/attendance';
import { addDaysIso, todayIn } from '../../../shared/domain/dates';
import { weekDates } from '../../../shared/domain/weekly-plan';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { AppDeps } from '../../deps';
import { tasksService } from '../tasks/tasks.service';
import { readDashboard } from './dashboard.repository';

/**
 * The dashboard in one call and three statements however much data the account has: the profile (for
 * the timezone, hence today), one statement with each feature's bounded, indexed read, and the game's
 * facts. The day's first load adds the carry-forward transaction.
 */
export function dashboardService(deps: AppDeps) {
  const tasks = tasksService(deps);

  return {
    async get(userId: string): Promise<Dashboard> {
      const profile = await deps.profiles.get(userId);
      const { timezone } = profile.settings;
      const today = todayIn(timezone);
      const week = weekDates(today);
      const attendance = attendanceWeek(today);
      const lastDay = addDaysIso(today, 6) > week[6]! ? addDaysIso(today, 6) : week[6]!;
      const read = await readDashboard(deps.db, deps.dialect, {
        userId,
        today,
        eventsFrom: week[0]!,
        eventsTo: lastDay,
        weekFrom: attendance.from,
        weekTo: attendance.to,
      });
      const [todayTasks, game] = await Promise.all([
        tasks.todayFromRead(userId, today, { claimed: read.todayClaimed, tasks: read.todayTasks }),
        deps.game.state(deps.db, userId, { profile: { xp: profile.xp, level: profile.level, timezone }, today, unlocked: read.unlocked }),
      ]);
      const { classes, events } = read;
      const hours = classes.reduce((sum, c) => sum + c.hoursPerWeek, 0);
      return {
        displayName: profile.displayName,
        today,
        week,
        classes,
        events,
        upcomingEventsThisWeek: events.filter((e) => e.date >= today && e.date <= week[6]!).length,
        totalHoursPerWeek: Math.round(hours * 10) / 10,
        tasks: todayTasks,
        attendance: read.attendance,
        game,
      };
    },
  };
}
