import { addDaysIso, weekdayOf } from './dates';

export type AchievementId = 'first-steps' | 'study-streak' | 'grade-master' | 'scholar' | 'perfect-month' | 'knowledge-seeker';

export interface AchievementDefinition {
  id: AchievementId;
  title: string;
  description: string;
  /** lucide-react icon name. */
  icon: 'Footprints' | 'Flame' | 'Award' | 'GraduationCap' | 'CalendarCheck' | 'BookOpen';
}

/** The spec's six achievements, with DESIGN.md §5's conditions. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { id: 'first-steps', title: 'First Steps', description: 'Complete your first to-do', icon: 'Footprints' },
  { id: 'study-streak', title: 'Study Streak', description: 'Be marked present 7 school days in a row', icon: 'Flame' },
  { id: 'grade-master', title: 'Grade Master', description: 'Get an A+ (97% or more) on 5 assignments', icon: 'Award' },
  { id: 'scholar', title: 'Scholar', description: 'Reach level 10', icon: 'GraduationCap' },
  { id: 'perfect-month', title: 'Perfect Month', description: 'Be present every school day of a calendar month', icon: 'CalendarCheck' },
  { id: 'knowledge-seeker', title: 'Knowledge Seeker', description: 'Learn 50 topics from your learn list', icon: 'BookOpen' },
];

export const STREAK_DAYS = 7;
export const A_PLUS = 97;
export const GRADE_MASTER_COUNT = 5;
export const SCHOLAR_LEVEL = 10;
export const KNOWLEDGE_SEEKER_COUNT = 50;

const isSchoolDay = (date: string) => {
  const wd = weekdayOf(date);
  return wd >= 1 && wd <= 5;
};

/**
 * Longest run of consecutive school days (Mon–Fri) marked present. Weekends neither break a run nor
 * count towards it; a school day that is absent or unrecorded breaks it.
 */
export function longestSchoolDayStreak(presentDates: readonly string[]): number {
  const present = new Set(presentDates.filter(isSchoolDay));
  let best = 0;
  for (const date of present) {
    // Start counting only at the first day of a run: the previous school day is not present.
    let prev = addDaysIso(date, -1);
    while (!isSchoolDay(prev)) prev = addDaysIso(prev, -1);
    if (present.has(prev)) continue;
    let run = 0;
    let day = date;
    while (present.has(day)) {
      run += 1;
      day = addDaysIso(day, 1);
      while (!isSchoolDay(day)) day = addDaysIso(day, 1);
    }
    best = Math.max(best, run);
  }
  return best;
}

/** True when some calendar month that has ended before `today` had every school day marked present. */
export function hasPerfectMonth(presentDates: readonly string[], today: string): boolean {
  const present = new Set(presentDates);
  const months = new Set(presentDates.map((d) => d.slice(0, 7)));
  const currentMonth = today.slice(0, 7);
  for (const month of months) {
    if (month >= currentMonth) continue;
    let day = `${month}-01`;
    let perfect = true;
    while (day.startsWith(month)) {
      if (isSchoolDay(day) && !present.has(day)) {
        perfect = false;
        break;
      }
      day = addDaysIso(day, 1);
    }
    if (perfect) return true;
  }
  return false;
}

export interface AchievementFacts {
  completedTasks: number;
  presentDates: readonly string[];
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
  const present = new Set(presentDates);
  let day = today;
  if (!isSchoolDay(day) || !present.has(day)) {
    day = addDaysIso(day, -1);
    while (!isSchoolDay(day)) day = addDaysIso(day, -1);
  }
  let run = 0;
  while (present.has(day)) {
    run += 1;
    day = addDaysIso(day, -1);
    while (!isSchoolDay(day)) day = addDaysIso(day, -1);
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
    'perfect-month': [hasPerfectMonth(f.presentDates, f.today) ? 1 : 0, 1],
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
