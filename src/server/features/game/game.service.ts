import type { Kysely } from 'kysely';
import { ACHIEVEMENTS, currentSchoolDayStreak, type AchievementFacts } from '../../../shared/domain/achievements';
import { todayIn } from '../../../shared/domain/dates';
import { achievementFacts, gameState, recentFrom, recentStreak, unrecordedAchievements } from '../../../shared/domain/game-state';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { GameState } from '../../../shared/schemas/game';
import { normalizeSettings } from '../../../shared/schemas/settings';
import type { Dialect } from '../../db/client';
import type { DB } from '../../db/types';
import * as repo from './game.repository';

/** What the game reads of the profile. */
interface GameProfile {
  xp: number;
  level: number;
  timezone: string;
}

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

  /** The facts for the achievements still locked (one statement), on today in the account's timezone. */
  async function readFacts(db: Kysely<DB>, userId: string, profile: GameProfile, unlocked: ReadonlyMap<string, string>): Promise<AchievementFacts> {
    const today = todayIn(profile.timezone);
    const facts = await repo.readFacts(db, dialect, userId, recentFrom(today));
    return achievementFacts({ xp: profile.xp, level: profile.level, today, unlocked, facts });
  }

  /** Records the achievements the facts earn that are not recorded yet; returns the ids this call recorded. */
  async function recordEarned(db: Kysely<DB>, userId: string, facts: AchievementFacts, unlocked: Map<string, string>): Promise<string[]> {
    const fresh = unrecordedAchievements(facts, unlocked);
    if (!fresh.length) return [];
    const at = new Date().toISOString();
    const inserted = await repo.recordUnlocks(db, userId, fresh, at);
    for (const id of inserted) unlocked.set(id, at);
    // Another request recorded some of them first: their dates are its dates.
    if (inserted.length < fresh.length) for (const [id, date] of await repo.listUnlocked(db, userId)) unlocked.set(id, date);
    return inserted;
  }

  /** Records achievements the account's data now earns; returns the ids unlocked by this call. */
  async function evaluate(db: Kysely<DB>, userId: string): Promise<string[]> {
    const unlocked = await repo.listUnlocked(db, userId);
    if (unlocked.size === ACHIEVEMENTS.length) return [];
    const profile = await readProfile(db, userId);
    return recordEarned(db, userId, await readFacts(db, userId, profile, unlocked), unlocked);
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

    /** xp, level and the six achievements with unlock dates (evaluated first: a month may have ended). */
    async state(db: Kysely<DB>, userId: string): Promise<GameState> {
      const [profile, unlocked] = await Promise.all([readProfile(db, userId), repo.listUnlocked(db, userId)]);
      const facts = await readFacts(db, userId, profile, unlocked);
      await recordEarned(db, userId, facts, unlocked);
      // A streak that may go back further than the recent dates is counted from every present date.
      const currentStreak = recentStreak(facts) ?? currentSchoolDayStreak(await repo.allPresentDates(db, userId), facts.today);
      return gameState({ xp: profile.xp, level: profile.level, unlocked, facts, currentStreak });
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
