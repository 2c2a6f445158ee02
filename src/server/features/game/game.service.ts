import type { Kysely } from 'kysely';
import { ACHIEVEMENTS, achievementProgress, currentSchoolDayStreak, earnedAchievements } from '../../../shared/domain/achievements';
import { todayIn } from '../../../shared/domain/dates';
import { xpToNextLevel, type XpSourceKind } from '../../../shared/domain/xp';
import type { GameState } from '../../../shared/schemas/game';
import { normalizeSettings } from '../../../shared/schemas/settings';
import type { DB } from '../../db/types';
import * as repo from './game.repository';

/**
 * The xp ledger and achievements. Call `award`/`revoke` with the transaction that makes the change that
 * earns (or un-earns) the xp, so both commit together: `game.award(trx, …)` when an item becomes
 * completed, `game.revoke(trx, …)` when it is un-completed. Deleting a completed item keeps its xp.
 * Every award re-evaluates achievements in the same transaction; unlocks are never taken back.
 */
export function gameService() {
  async function loadFacts(db: Kysely<DB>, userId: string) {
    const facts = await repo.achievementFacts(db, userId);
    return { ...facts, today: todayIn(normalizeSettings(safeJson(facts.settingsJson)).timezone) };
  }

  async function recordEarned(db: Kysely<DB>, userId: string, facts: Awaited<ReturnType<typeof loadFacts>>) {
    const unlocked = new Set((await repo.listUnlocked(db, userId)).map((r) => r.achievementId));
    const fresh = earnedAchievements(facts).filter((id) => !unlocked.has(id));
    return repo.recordUnlocks(db, userId, fresh, new Date().toISOString());
  }

  /** Records achievements the account's data now earns; returns the ids unlocked by this call. */
  async function evaluate(db: Kysely<DB>, userId: string): Promise<string[]> {
    return recordEarned(db, userId, await loadFacts(db, userId));
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
      const facts = await loadFacts(db, userId);
      await recordEarned(db, userId, facts);
      const [xpRow, unlockedRows] = await Promise.all([repo.profileXp(db, userId), repo.listUnlocked(db, userId)]);
      const xp = xpRow?.xp ?? 0;
      const unlockedAt = new Map(unlockedRows.map((r) => [r.achievementId, r.unlockedAt]));
      const progress = new Map(achievementProgress(facts).map((p) => [p.id, { current: p.current, target: p.target }]));
      return {
        xp,
        level: xpRow?.level ?? 0,
        xpToNextLevel: xpToNextLevel(xp),
        currentStreak: currentSchoolDayStreak(facts.presentDates, facts.today),
        achievements: ACHIEVEMENTS.map((a) => ({
          ...a,
          unlocked: unlockedAt.has(a.id),
          unlockedAt: unlockedAt.get(a.id) ?? null,
          progress: progress.get(a.id) ?? { current: 0, target: 1 },
        })),
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
