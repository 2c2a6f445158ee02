import { attendanceWeek } from '@shared/domain/attendance';
import { addDaysIso, clockIn } from '@shared/domain/dates';
import { gameStateFromRead, recentFrom } from '@shared/domain/game-state';
import { planDaysWithLoops } from '@shared/domain/loop-placement';
import { weekDates } from '@shared/domain/weekly-plan';
import type { Dashboard } from '@shared/schemas/dashboard';
import type { FamilyOverview } from '@shared/schemas/family';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { forStudent, type Scope, type StudentScope } from '../../scope/scope';
import { tasksService } from '../tasks/tasks.service';
import { readDashboard, readFamilyOverview } from './dashboard.repository';

/** How far ahead the family overview looks for a child's next class. */
const NEXT_CLASS_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A child's dashboard in one call and, on a usual load, one statement however much data the family has: each
 * feature's bounded, indexed read narrowed to the child, the child's game facts and the child, for the
 * scope's today. The child's first load of a day adds the carry-forward transaction; a load that finds an
 * achievement to record, or a streak longer than the recent dates, asks the game service for its state. The
 * family overview reads every child's day the same way, in one statement.
 */
export function dashboardService(deps: AppDeps, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const tasks = tasksService(deps, { now });

  async function readFor(child: StudentScope) {
    const { today } = child;
    const week = weekDates(today);
    const attendance = attendanceWeek(today);
    const lastDay = addDaysIso(today, 6) > week[6]! ? addDaysIso(today, 6) : week[6]!;
    const read = await readDashboard(deps.db, deps.dialect, {
      familyId: child.familyId,
      studentId: child.studentId,
      today,
      eventsFrom: week[0]!,
      eventsTo: lastDay,
      weekFrom: attendance.from,
      weekTo: attendance.to,
      recentFrom: recentFrom(today),
    });
    return { ...read, today, week };
  }

  async function overviewFor(scope: Scope) {
    const { today } = scope;
    const week = attendanceWeek(today);
    const clock = clockIn(scope.timezone, now());
    return readFamilyOverview(deps.db, deps.dialect, {
      familyId: scope.familyId,
      today,
      weekFrom: week.from,
      weekTo: week.to,
      nowTime: `${pad(clock.hours)}:${pad(clock.minutes)}`,
      classesTo: addDaysIso(today, NEXT_CLASS_DAYS),
    });
  }

  return {
    async get(child: StudentScope): Promise<Dashboard> {
      const read = await readFor(child);
      const { student, today, week, classes, events } = read;
      // Removed since the request's child check.
      if (!student) throw notFound();
      const [todayTasks, game] = await Promise.all([
        // Later loads of the day read the list in the statement; the child's first load of the day carries forward.
        read.todayClaimed ? { date: today, tasks: read.todayTasks, carriedForward: 0 } : tasks.today(child),
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
        lessons: planDaysWithLoops({ today, days: [today], ...read.lessonPlan }, [child.studentId]).get(
          child.studentId,
        )![0]!.lessons,
        // Children see nothing of money (not even that there is an account).
        esa: read.esa && child.actor.role !== 'child',
      };
    },

    /**
     * Every child's card ('All children'). Today's task counts include what the day's carry-forward brings:
     * a child whose first load of the day is still to come gets it now, and the statement is read again.
     */
    async overview(scope: Scope): Promise<FamilyOverview> {
      let read = await overviewFor(scope);
      const unclaimed = read.children.filter((c) => !c.todayClaimed);
      if (unclaimed.length > 0) {
        const carried = await Promise.all(unclaimed.map((c) => tasks.today(forStudent(scope, c.student.id))));
        if (carried.some((c) => c.carriedForward > 0)) read = await overviewFor(scope);
      }
      return {
        today: scope.today,
        // 'family:read': a child never reads the overview.
        esa: read.esa,
        children: read.children.map(({ todayClaimed: _claimed, ...child }) => child),
      };
    },
  };
}
