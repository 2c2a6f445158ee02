import { attendanceWeek } from '../../../shared/domain/attendance';
import { addDaysIso, todayIn } from '../../../shared/domain/dates';
import { gameStateFromRead, recentFrom } from '../../../shared/domain/game-state';
import { weekDates } from '../../../shared/domain/weekly-plan';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { tasksService } from '../tasks/tasks.service';
import { readDashboard } from './dashboard.repository';
import { timezoneMemo } from './timezone-memo';

/**
 * The dashboard in one call and, on a usual load, one statement however much data the account has: each
 * feature's bounded, indexed read, the game's facts and the profile. The statement's dates depend on the
 * account's timezone, which lives in the profile it reads, so the timezone of the account's last load is
 * remembered; when the profile read says it has changed (or on a first load, which reads the profile
 * first), the statement runs again for the right day. The day's first load adds the carry-forward
 * transaction; a load that finds an achievement to record, or a streak longer than the recent dates, asks
 * the game service for its state.
 */
export function dashboardService(deps: AppDeps) {
  const tasks = tasksService(deps);
  const timezones = timezoneMemo();

  async function readFor(userId: string, timezone: string) {
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
      recentFrom: recentFrom(today),
    });
    return { ...read, today, week, timezone };
  }

  return {
    async get(userId: string): Promise<Dashboard> {
      let read = await readFor(userId, timezones.get(userId) ?? (await deps.profiles.get(userId)).settings.timezone);
      if (read.profile?.settings.timezone !== read.timezone) {
        // The timezone changed since this account's last load, or the profile is still to be created.
        read = await readFor(userId, (read.profile ?? (await deps.profiles.get(userId))).settings.timezone);
      }
      timezones.remember(userId, read.timezone);
      const { profile, today, week, classes, events } = read;
      if (!profile) throw new AppError('INTERNAL', 'The profile could not be loaded.');
      const [todayTasks, game] = await Promise.all([
        // Later loads of the day read the list in the statement; the day's first load carries forward.
        read.todayClaimed ? { date: today, tasks: read.todayTasks, carriedForward: 0 } : tasks.today(userId, read.timezone),
        // The statement's rows make the game's state, unless it takes more (an achievement to record, a long streak).
        gameStateFromRead({ xp: profile.xp, level: profile.level, today, unlocked: read.unlocked, facts: read.gameFacts }) ??
          deps.game.state(deps.db, userId),
      ]);
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
