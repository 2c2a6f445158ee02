import type { GameState } from '../schemas/game';
import {
  ACHIEVEMENTS,
  achievementProgress,
  currentSchoolDayStreak,
  earnedAchievements,
  hasPerfectMonthFromCounts,
  type AchievementFacts,
} from './achievements';
import { addDaysIso } from './dates';
import { xpToNextLevel } from './xp';

/** What the game reads for the achievements still locked; each fact is read only while its achievement is locked. */
export interface GameFacts {
  completedTasks: number;
  aPlusAssignments: number;
  learnedTopics: number;
  /** Ascending: every present date while Study Streak is locked, else those from `recentFrom(today)` on. */
  presentDates: string[];
  /** Present school days per month ('yyyy-MM'); empty once Perfect Month is unlocked. */
  presentSchoolDaysByMonth: { month: string; days: number }[];
}

/** An account as the game reads it. */
export interface GameRead {
  xp: number;
  level: number;
  /** Today in the account's timezone. */
  today: string;
  /** Unlocked achievement id → when it was unlocked. */
  unlocked: ReadonlyMap<string, string>;
  facts: GameFacts;
}

/**
 * The current streak is read from the last RECENT_DAYS of attendance. A run shorter than EXACT_STREAK_BELOW
 * school days (at most 16 weeks + 2 days, plus the school day that broke it) lies wholly inside that
 * window, so it is exact; a longer one is recounted from the whole history.
 */
const RECENT_DAYS = 120;
const EXACT_STREAK_BELOW = 80;

/** The first day the current streak is read from, once Study Streak is unlocked. */
export const recentFrom = (today: string): string => addDaysIso(today, -RECENT_DAYS);

/** The facts the achievements are judged by (an unlocked Perfect Month stays earned). */
export function achievementFacts(read: GameRead): AchievementFacts {
  const { facts, unlocked, today } = read;
  return {
    completedTasks: facts.completedTasks,
    aPlusAssignments: facts.aPlusAssignments,
    learnedTopics: facts.learnedTopics,
    presentDates: facts.presentDates,
    perfectMonth:
      unlocked.has('perfect-month') || hasPerfectMonthFromCounts(facts.presentSchoolDaysByMonth, today),
    level: read.level,
    today,
  };
}

/** The achievements the facts earn that are not recorded as unlocked yet. */
export function unrecordedAchievements(
  facts: AchievementFacts,
  unlocked: ReadonlyMap<string, string>,
): string[] {
  return earnedAchievements(facts).filter((id) => !unlocked.has(id));
}

/** The current streak from the recent present dates; undefined when it may go back further (count it from every present date). */
export function recentStreak(facts: AchievementFacts): number | undefined {
  const streak = currentSchoolDayStreak(facts.presentDates, facts.today);
  return streak < EXACT_STREAK_BELOW ? streak : undefined;
}

/** xp, level, the current streak and the six achievements with their unlock dates and progress. */
export function gameState(input: {
  xp: number;
  level: number;
  unlocked: ReadonlyMap<string, string>;
  facts: AchievementFacts;
  currentStreak: number;
}): GameState {
  const { unlocked } = input;
  const progress = new Map(
    achievementProgress(input.facts).map((a) => [a.id, { current: a.current, target: a.target }]),
  );
  return {
    xp: input.xp,
    level: input.level,
    xpToNextLevel: xpToNextLevel(input.xp),
    currentStreak: input.currentStreak,
    achievements: ACHIEVEMENTS.map((a) => {
      const target = progress.get(a.id)?.target ?? 1;
      return {
        ...a,
        unlocked: unlocked.has(a.id),
        unlockedAt: unlocked.get(a.id) ?? null,
        // Unlocked is for good: its progress is full even when the facts behind it have changed since.
        progress: unlocked.has(a.id)
          ? { current: target, target }
          : (progress.get(a.id) ?? { current: 0, target }),
      };
    }),
  };
}

/**
 * The game state from one read, when the read is all it takes. Undefined when it takes more, which the game
 * service does: recording an achievement the facts earn but the unlocks lack, or counting a streak that may
 * go back further than the recent dates.
 */
export function gameStateFromRead(read: GameRead): GameState | undefined {
  const facts = achievementFacts(read);
  const currentStreak = recentStreak(facts);
  if (currentStreak === undefined || unrecordedAchievements(facts, read.unlocked).length > 0)
    return undefined;
  return gameState({ xp: read.xp, level: read.level, unlocked: read.unlocked, facts, currentStreak });
}
