import { addDaysIso, todayIn } from '../../../shared/domain/dates';
import { weekDates } from '../../../shared/domain/weekly-plan';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { AppDeps } from '../../deps';
import { attendanceService } from '../attendance/attendance.service';
import { calendarService } from '../calendar/calendar.service';
import { classesService } from '../classes/classes.service';
import { tasksService } from '../tasks/tasks.service';

/**
 * The dashboard in one call, with a fixed number of queries however much data the account has: each
 * part is one bounded, indexed read (today's tasks include the day's carry-forward).
 */
export function dashboardService(deps: AppDeps) {
  const classes = classesService(deps);
  const calendar = calendarService(deps);
  const tasks = tasksService(deps);
  const attendance = attendanceService(deps);

  return {
    async get(userId: string): Promise<Dashboard> {
      // One profile read for the whole page: every part below is given the timezone or today.
      const profile = await deps.profiles.get(userId);
      const { timezone } = profile.settings;
      const today = todayIn(timezone);
      const week = weekDates(today);
      const lastDay = addDaysIso(today, 6) > week[6]! ? addDaysIso(today, 6) : week[6]!;
      const [classList, events, todayTasks, summary, game] = await Promise.all([
        classes.list(userId),
        calendar.list(userId, week[0]!, lastDay),
        tasks.today(userId, timezone),
        attendance.summary(userId, today),
        deps.game.state(deps.db, userId, { xp: profile.xp, level: profile.level, timezone }),
      ]);
      const hours = classList.reduce((sum, c) => sum + c.hoursPerWeek, 0);
      return {
        displayName: profile.displayName,
        today,
        week,
        classes: classList,
        events,
        upcomingEventsThisWeek: events.filter((e) => e.date >= today && e.date <= week[6]!).length,
        totalHoursPerWeek: Math.round(hours * 10) / 10,
        tasks: todayTasks,
        attendance: summary,
        game,
      };
    },
  };
}
