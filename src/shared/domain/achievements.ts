import { dayNumber, weekdayOfDayNumber } from './dates';
import type { XpSourceKind } from './xp';

export type AchievementId =
  'first-steps' | 'study-streak' | 'grade-master' | 'scholar' | 'perfect-month' | 'knowledge-seeker';

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  /** lucide-react icon name. */
  icon: 'Footprints' | 'Flame' | 'Award' | 'GraduationCap' | 'CalendarCheck' | 'BookOpen';
}

/** The spec's six achievements, with the conditions of docs/data-model.md (Achievements). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-steps', title: 'First Steps', description: 'Complete your first to-do', icon: 'Footprints' },
  {
    id: 'study-streak',
    title: 'Study Streak',
    description: 'Be marked present 7 school days in a row',
    icon: 'Flame',
  },
  {
    id: 'grade-master',
    title: 'Grade Master',
    description: 'Get an A+ (97% or more) on 5 assignments',
    icon: 'Award',
  },
  { id: 'scholar', title: 'Scholar', description: 'Reach level 10', icon: 'GraduationCap' },
  {
    id: 'perfect-month',
    title: 'Perfect Month',
    description: 'Be present every school day of a calendar month',
    icon: 'CalendarCheck',
  },
  {
    id: 'knowledge-seeker',
    title: 'Knowledge Seeker',
    description: 'Learn 50 topics from your learn list',
    icon: 'BookOpen',
  },
];

/**
 * The achievements an award of each kind of xp can bring within reach (every award can reach Scholar's level).
 * First Steps counts to-dos; the streak and the perfect month count days marked present; Grade Master counts
 * A+ assignments; Knowledge Seeker counts learned topics.
 */
export const ACHIEVEMENTS_BY_XP_KIND: Record<XpSourceKind, readonly AchievementId[]> = {
  task: ['first-steps', 'scholar'],
  learn: ['knowledge-seeker', 'scholar'],
  bucket: ['scholar'],
  attendance: ['study-streak', 'perfect-month', 'scholar'],
  assignment: ['grade-master', 'scholar'],
  'assignment-grade': ['grade-master', 'scholar'],
  lesson: ['scholar'],
};

export const STREAK_DAYS = 7;
export const A_PLUS = 97;
export const GRADE_MASTER_COUNT = 5;
export const SCHOLAR_LEVEL = 10;
export const KNOWLEDGE_SEEKER_COUNT = 50;

// Streaks walk day numbers (integers), not date strings: an account has hundreds of present dates and the
// dashboard evaluates them on every load.
const isSchoolDay = (day: number) => {
  const wd = weekdayOfDayNumber(day);
  return wd >= 1 && wd <= 5;
};

const nextSchoolDay = (day: number) => {
  let d = day + 1;
  while (!isSchoolDay(d)) d += 1;
  return d;
};

const previousSchoolDay = (day: number) => {
  let d = day - 1;
  while (!isSchoolDay(d)) d -= 1;
  return d;
};

/**
 * Longest run of consecutive school days (Mon–Fri) marked present. Weekends neither break a run nor
 * count towards it; a school day that is absent or unrecorded breaks it.
 */
export function longestSchoolDayStreak(presentDates: readonly string[]): number {
  const days = [...new Set(presentDates.map(dayNumber))].filter(isSchoolDay).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    run = run > 0 && nextSchoolDay(previous) === day ? run + 1 : 1;
    previous = day;
    best = Math.max(best, run);
  }
  return best;
}

/** The number of school days (Mon–Fri) in a calendar month 'yyyy-MM'. */
export function schoolDaysInMonth(month: string): number {
  const first = dayNumber(`${month}-01`);
  const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  let count = 0;
  for (let day = first; day < first + length; day += 1) if (isSchoolDay(day)) count += 1;
  return count;
}

/**
 * True when some calendar month that ended before `today` had all its school days present, from the
 * number of present school days per month ('yyyy-MM'; the database counts them, a dozen rows a year).
 */
export function hasPerfectMonthFromCounts(
  presentSchoolDaysByMonth: readonly { month: string; days: number }[],
  today: string,
): boolean {
  const currentMonth = today.slice(0, 7);
  return presentSchoolDaysByMonth.some((m) => m.month < currentMonth && m.days >= schoolDaysInMonth(m.month));
}

/** True when some calendar month that has ended before `today` had every school day marked present. */
export function hasPerfectMonth(presentDates: readonly string[], today: string): boolean {
  const byMonth = new Map<string, number>();
  for (const date of new Set(presentDates)) {
    if (isSchoolDay(dayNumber(date))) byMonth.set(date.slice(0, 7), (byMonth.get(date.slice(0, 7)) ?? 0) + 1);
  }
  return hasPerfectMonthFromCounts(
    [...byMonth].map(([month, days]) => ({ month, days })),
    today,
  );
}

export interface AchievementFacts {
  completedTasks: number;
  /** Present dates: enough of them for the streaks asked of these facts. */
  presentDates: readonly string[];
  /** Whether an ended calendar month had every school day present (see `hasPerfectMonth`). */
  perfectMonth: boolean;
  aPlusAssignments: number;
  level: number;
  learnedTopics: number;
  today: string;
}

/**
 * The current run of present school days: counted back from today, or from the last school day before
 * today when today is not marked yet (the day is not over).
 */
export function currentSchoolDayStreak(presentDates: readonly string[], today: string): number {
  const present = new Set(presentDates.map(dayNumber));
  let day = dayNumber(today);
  if (!isSchoolDay(day) || !present.has(day)) day = previousSchoolDay(day);
  let run = 0;
  while (present.has(day)) {
    run += 1;
    day = previousSchoolDay(day);
  }
  return run;
}

export interface AchievementProgress {
  id: AchievementId;
  current: number;
  target: number;
}

/** Progress toward each achievement (current capped at the target); reached when current = target. */
export function achievementProgress(f: AchievementFacts): AchievementProgress[] {
  const values: Record<AchievementId, [number, number]> = {
    'first-steps': [f.completedTasks, 1],
    'study-streak': [longestSchoolDayStreak(f.presentDates), STREAK_DAYS],
    'grade-master': [f.aPlusAssignments, GRADE_MASTER_COUNT],
    scholar: [f.level, SCHOLAR_LEVEL],
    'perfect-month': [f.perfectMonth ? 1 : 0, 1],
    'knowledge-seeker': [f.learnedTopics, KNOWLEDGE_SEEKER_COUNT],
  };
  return ACHIEVEMENTS.map(({ id }) => {
    const [current, target] = values[id];
    return { id, current: Math.min(current, target), target };
  });
}

/** Which achievements the facts earn. Unlocks are recorded once and never taken back. */
export function earnedAchievements(f: AchievementFacts): AchievementId[] {
  return achievementProgress(f)
    .filter((p) => p.current >= p.target)
    .map((p) => p.id);
}
