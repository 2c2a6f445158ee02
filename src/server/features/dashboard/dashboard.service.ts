import { attendanceWeek } from '../../../shared/domain/attendance';
import { addDaysIso, clockIn, todayIn } from '../../../shared/domain/dates';
import { gameStateFromRead, recentFrom } from '../../../shared/domain/game-state';
import { planDays } from '../../../shared/domain/lesson-week';
import { weekDates } from '../../../shared/domain/weekly-plan';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { FamilyOverview } from '../../../shared/schemas/family';
import type { Profile } from '../../../shared/schemas/profile';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { ChildScope, RequestChild } from '../students/child-scope';
import { tasksService } from '../tasks/tasks.service';
import { readDashboard, readFamilyOverview } from './dashboard.repository';
import { timezoneMemo } from './timezone-memo';

/** How far ahead the family overview looks for a child's next class. */
const NEXT_CLASS_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A child's dashboard in one call and, on a usual load, one statement however much data the family has: each
 * feature's bounded, indexed read narrowed to the child, the child's game facts and the child. The
 * statement's dates are the family's today, from the timezone the request's child check read (ADR 019). The
 * child's first load of a day adds the carry-forward transaction; a load that finds an achievement to
 * record, or a streak longer than the recent dates, asks the game service for its state. The family overview
 * reads every child's day the same way, in one statement; it has no child check, so it reads the profile in
 * its statement and remembers the family's timezone (ADR 009): when the profile read says it has changed (or
 * on a first load, which reads the profile first), the statement runs again for the right day.
 */
export function dashboardService(deps: AppDeps, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const tasks = tasksService(deps, { now });
  const timezones = timezoneMemo();

  async function readFor(child: ChildScope, timezone: string) {
    const today = todayIn(timezone, now());
    const week = weekDates(today);
    const attendance = attendanceWeek(today);
    const lastDay = addDaysIso(today, 6) > week[6]! ? addDaysIso(today, 6) : week[6]!;
    const read = await readDashboard(deps.db, deps.dialect, {
      userId: child.userId,
      studentId: child.studentId,
      today,
      eventsFrom: week[0]!,
      eventsTo: lastDay,
      weekFrom: attendance.from,
      weekTo: attendance.to,
      recentFrom: recentFrom(today),
    });
    return { ...read, today, week, timezone };
  }

  async function overviewFor(userId: string, timezone: string) {
    const at = now();
    const today = todayIn(timezone, at);
    const week = attendanceWeek(today);
    const clock = clockIn(timezone, at);
    const read = await readFamilyOverview(deps.db, deps.dialect, {
      userId,
      today,
      weekFrom: week.from,
      weekTo: week.to,
      nowTime: `${pad(clock.hours)}:${pad(clock.minutes)}`,
      classesTo: addDaysIso(today, NEXT_CLASS_DAYS),
    });
    return { ...read, today, timezone };
  }

  /** Runs `read` for the remembered timezone, and again when the profile it read says another (ADR 009). */
  async function withFamilyTimezone<R extends { profile?: Profile; timezone: string }>(
    userId: string,
    read: (timezone: string) => Promise<R>,
  ): Promise<R & { profile: Profile }> {
    let result = await read(timezones.get(userId) ?? (await deps.profiles.get(userId)).settings.timezone);
    if (result.profile?.settings.timezone !== result.timezone) {
      // The timezone changed since this family's last load, or the profile is still to be created.
      result = await read((result.profile ?? (await deps.profiles.get(userId))).settings.timezone);
    }
    timezones.remember(userId, result.timezone);
    if (!result.profile) throw new AppError('INTERNAL', 'The profile could not be loaded.');
    return result as R & { profile: Profile };
  }

  return {
    async get(child: RequestChild): Promise<Dashboard> {
      const read = await readFor(child, child.timezone);
      const { student, today, week, classes, events } = read;
      // Removed since the request's child check.
      if (!student) throw notFound();
      const [todayTasks, game] = await Promise.all([
        // Later loads of the day read the list in the statement; the child's first load of the day carries forward.
        read.todayClaimed
          ? { date: today, tasks: read.todayTasks, carriedForward: 0 }
          : tasks.today(child, read.timezone),
        // The statement's rows make the game's state, unless it takes more (an achievement to record, a long streak).
        gameStateFromRead({
          xp: student.xp,
          level: student.level,
          today,
          unlocked: read.unlocked,
          facts: read.gameFacts,
        }) ?? deps.game.state(deps.db, child),
      ]);
      const hours = classes.reduce((sum, c) => sum + c.hoursPerWeek, 0);
      return {
        displayName: student.name,
        today,
        week,
        classes,
        events,
        upcomingEventsThisWeek: events.filter((e) => e.date >= today && e.date <= week[6]!).length,
        totalHoursPerWeek: Math.round(hours * 10) / 10,
        tasks: todayTasks,
        attendance: read.attendance,
        game,
        schoolYear: read.schoolYear,
        // Placed today and done today.
        lessons: planDays({ today, days: [today], ...read.lessonPlan }, [child.studentId]).get(
          child.studentId,
        )![0]!.lessons,
      };
    },

    /**
     * Every child's card ('All children'). Today's task counts include what the day's carry-forward brings:
     * a child whose first load of the day is still to come gets it now, and the statement is read again.
     */
    async overview(userId: string): Promise<FamilyOverview> {
      let read = await withFamilyTimezone(userId, (timezone) => overviewFor(userId, timezone));
      const unclaimed = read.children.filter((c) => !c.todayClaimed);
      if (unclaimed.length > 0) {
        const carried = await Promise.all(
          unclaimed.map((c) => tasks.today({ userId, studentId: c.student.id }, read.timezone)),
        );
        if (carried.some((c) => c.carriedForward > 0))
          read = { ...(await overviewFor(userId, read.timezone)), profile: read.profile };
      }
      return {
        today: read.today,
        children: read.children.map(({ todayClaimed: _claimed, ...child }) => child),
      };
    },
  };
}
