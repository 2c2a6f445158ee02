import type { Kysely } from 'kysely';
import {
  ACHIEVEMENTS,
  achievementProgress,
  currentSchoolDayStreak,
  earnedAchievements,
  hasPerfectMonthFromCounts,
  type AchievementFacts,
} from '../../../shared/domain/achievements';
import { addDaysIso, todayIn } from '../../../shared/domain/dates';
import { xpToNextLevel, type XpSourceKind } from '../../../shared/domain/xp';
import type { GameState } from '../../../shared/schemas/game';
import { normalizeSettings } from '../../../shared/schemas/settings';
import type { Dialect } from '../../db/client';
import type { DB } from '../../db/types';
import * as repo from './game.repository';

/** What the game reads of the profile; callers that hold the profile already pass it in. */
export interface GameProfile {
  xp: number;
  level: number;
  timezone: string;
}

/** What the dashboard has read already: the game's part of the profile, today in its timezone, the unlocks and facts. */
export interface KnownGameState {
  profile: GameProfile;
  today: string;
  unlocked: readonly repo.UnlockedRow[];
  facts: repo.StoredFacts;
}

/**
 * The current streak is read from the last RECENT_DAYS of attendance. A run shorter than EXACT_STREAK_BELOW
 * school days (at most 16 weeks + 2 days, plus the school day that broke it) lies wholly inside that
 * window, so it is exact; a longer one is recounted from the whole history.
 */
const RECENT_DAYS = 120;
const EXACT_STREAK_BELOW = 80;

/** The first day the current streak is read from, once Study Streak is unlocked. */
export const recentFrom = (today: string) => addDaysIso(today, -RECENT_DAYS);

const unlockedMap = (rows: readonly repo.UnlockedRow[]) => new Map(rows.map((r) => [r.achievementId, r.unlockedAt]));

/**
 * The xp ledger and achievements. Call `award`/`revoke` with the transaction that makes the change that
 * earns (or un-earns) the xp, so both commit together: `game.award(trx, …)` when an item becomes
 * completed, `game.revoke(trx, …)` when it is un-completed. Deleting a completed item keeps its xp.
 * Every award re-evaluates achievements in the same transaction; unlocks are never taken back.
 */
export function gameService(dialect: Dialect) {
  async function readProfile(db: Kysely<DB>, userId: string): Promise<GameProfile> {
    const row = await repo.gameProfile(db, userId);
    return { xp: row?.xp ?? 0, level: row?.level ?? 0, timezone: normalizeSettings(safeJson(row?.settings ?? '{}')).timezone };
  }

  async function readUnlocked(db: Kysely<DB>, userId: string): Promise<Map<string, string>> {
    return unlockedMap(await repo.listUnlocked(db, userId));
  }

  /** The facts for the achievements still locked (read in one statement unless the caller has read them). */
  async function lockedFacts(
    db: Kysely<DB>,
    userId: string,
    profile: GameProfile,
    unlocked: Map<string, string>,
    today: string,
    read?: repo.StoredFacts,
  ): Promise<AchievementFacts> {
    const facts = read ?? (await repo.readFacts(db, dialect, userId, recentFrom(today)));
    return {
      completedTasks: facts.completedTasks,
      aPlusAssignments: facts.aPlusAssignments,
      learnedTopics: facts.learnedTopics,
      presentDates: facts.presentDates,
      perfectMonth: unlocked.has('perfect-month') || hasPerfectMonthFromCounts(facts.presentSchoolDaysByMonth, today),
      level: profile.level,
      today,
    };
  }

  /** Records the achievements the facts earn that are not recorded yet; returns the ids this call recorded. */
  async function recordEarned(db: Kysely<DB>, userId: string, facts: AchievementFacts, unlocked: Map<string, string>): Promise<string[]> {
    const fresh = earnedAchievements(facts).filter((id) => !unlocked.has(id));
    if (!fresh.length) return [];
    const at = new Date().toISOString();
    const inserted = await repo.recordUnlocks(db, userId, fresh, at);
    for (const id of inserted) unlocked.set(id, at);
    // Another request recorded some of them first: their dates are its dates.
    if (inserted.length < fresh.length) for (const [id, date] of await readUnlocked(db, userId)) unlocked.set(id, date);
    return inserted;
  }

  /** Records achievements the account's data now earns; returns the ids unlocked by this call. */
  async function evaluate(db: Kysely<DB>, userId: string): Promise<string[]> {
    const unlocked = await readUnlocked(db, userId);
    if (unlocked.size === ACHIEVEMENTS.length) return [];
    const profile = await readProfile(db, userId);
    return recordEarned(db, userId, await lockedFacts(db, userId, profile, unlocked, todayIn(profile.timezone)), unlocked);
  }

  /** The current run of present school days, from the recent dates unless the run may go back further. */
  async function currentStreak(db: Kysely<DB>, userId: string, facts: AchievementFacts): Promise<number> {
    const streak = currentSchoolDayStreak(facts.presentDates, facts.today);
    return streak < EXACT_STREAK_BELOW ? streak : currentSchoolDayStreak(await repo.allPresentDates(db, userId), facts.today);
  }

  return {
    async award(trx: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string, xp: number): Promise<number> {
      const added = await repo.insertLedgerRow(trx, userId, kind, sourceId, xp);
      await repo.adjustProfileXp(trx, userId, added);
      await evaluate(trx, userId);
      return added;
    },

    async revoke(trx: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string): Promise<number> {
      const removed = await repo.deleteLedgerRow(trx, userId, kind, sourceId);
      await repo.adjustProfileXp(trx, userId, -removed);
      return removed;
    },

    evaluate,

    /**
     * xp, level and the six achievements with unlock dates (evaluated first: a month may have ended).
     * `known` saves reads when the caller (the dashboard) has made them already.
     */
    async state(db: Kysely<DB>, userId: string, known?: KnownGameState): Promise<GameState> {
      const [p, unlocked] = known
        ? [known.profile, unlockedMap(known.unlocked)]
        : await Promise.all([readProfile(db, userId), readUnlocked(db, userId)]);
      const facts = await lockedFacts(db, userId, p, unlocked, known?.today ?? todayIn(p.timezone), known?.facts);
      await recordEarned(db, userId, facts, unlocked);
      const progress = new Map(achievementProgress(facts).map((a) => [a.id, { current: a.current, target: a.target }]));
      return {
        xp: p.xp,
        level: p.level,
        xpToNextLevel: xpToNextLevel(p.xp),
        currentStreak: await currentStreak(db, userId, facts),
        achievements: ACHIEVEMENTS.map((a) => {
          const target = progress.get(a.id)?.target ?? 1;
          return {
            ...a,
            unlocked: unlocked.has(a.id),
            unlockedAt: unlocked.get(a.id) ?? null,
            // Unlocked is for good: its progress is full even when the facts behind it have changed since.
            progress: unlocked.has(a.id) ? { current: target, target } : (progress.get(a.id) ?? { current: 0, target }),
          };
        }),
      };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type GameService = ReturnType<typeof gameService>;
