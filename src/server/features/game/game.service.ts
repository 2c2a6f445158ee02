import type { Kysely } from 'kysely';
import { ACHIEVEMENTS, earnedAchievements } from '../../../shared/domain/achievements';
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
  async function evaluate(db: Kysely<DB>, userId: string): Promise<string[]> {
    const facts = await repo.achievementFacts(db, userId);
    const today = todayIn(normalizeSettings(safeJson(facts.settingsJson)).timezone);
    const earned = earnedAchievements({ ...facts, today });
    const unlocked = new Set((await repo.listUnlocked(db, userId)).map((r) => r.achievementId));
    const fresh = earned.filter((id) => !unlocked.has(id));
    return repo.recordUnlocks(db, userId, fresh, new Date().toISOString());
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
      await evaluate(db, userId);
      const [xpRow, unlockedRows] = await Promise.all([repo.profileXp(db, userId), repo.listUnlocked(db, userId)]);
      const xp = xpRow?.xp ?? 0;
      const unlockedAt = new Map(unlockedRows.map((r) => [r.achievementId, r.unlockedAt]));
      return {
        xp,
        level: xpRow?.level ?? 0,
        xpToNextLevel: xpToNextLevel(xp),
        achievements: ACHIEVEMENTS.map((a) => ({ ...a, unlocked: unlockedAt.has(a.id), unlockedAt: unlockedAt.get(a.id) ?? null })),
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
