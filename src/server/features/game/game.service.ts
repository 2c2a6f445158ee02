import type { Kysely } from 'kysely';
import {
  ACHIEVEMENTS,
  ACHIEVEMENTS_BY_XP_KIND,
  SCHOLAR_LEVEL,
  currentSchoolDayStreak,
  type AchievementFacts,
} from '@shared/domain/achievements';
import { todayIn } from '@shared/domain/dates';
import {
  achievementFacts,
  gameState,
  recentFrom,
  recentStreak,
  unrecordedAchievements,
} from '@shared/domain/game-state';
import type { XpSourceKind } from '@shared/domain/xp';
import type { GameState } from '@shared/schemas/game';
import { readStoredSettings } from '@shared/schemas/settings';
import type { Dialect } from '../../db/client';
import { readNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import * as repo from './game.repository';

/**
 * The achievements each child has unlocked, as far as this process has seen (unlocks are never taken back, and a
 * child's id is never reused, so what is here stays true on every instance); bounded, oldest children first out.
 */
function knownUnlocksMemo(max = 20_000) {
  const byChild = new Map<string, Set<string>>();
  return {
    has: (child: StudentKey, id: string) => byChild.get(child.studentId)?.has(id) ?? false,
    add(child: StudentKey, ids: Iterable<string>) {
      let known = byChild.get(child.studentId);
      if (!known) {
        if (byChild.size >= max) byChild.delete(byChild.keys().next().value!);
        byChild.set(child.studentId, (known = new Set()));
      }
      for (const id of ids) known.add(id);
    },
  };
}

/** What the game reads of the child (xp, level) and of the family's settings (timezone). */
interface GameChild {
  xp: number;
  level: number;
  timezone: string;
}

/**
 * The xp ledger and achievements, per child (`StudentKey`): xp, level, unlocks and the facts behind them are
 * the child's; only the timezone that decides 'today' is the family's. Call `award`/`revoke` with the
 * transaction that makes the change that earns (or un-earns) the xp, so both commit together:
 * `game.award(trx, child, …)` when an item becomes completed, `game.revoke(trx, child, …)` when it is un-completed. Deleting a completed item keeps its xp.
 * Every award judges, in the same transaction, the achievements its kind of xp can earn; unlocks are never taken back.
 */
export function gameService(dialect: Dialect) {
  const knownUnlocks = knownUnlocksMemo();
  async function readChild(db: Kysely<DB>, child: StudentKey): Promise<GameChild> {
    const row = await repo.childGame(db, child);
    return {
      xp: row?.xp ?? 0,
      level: row?.level ?? 0,
      timezone: readStoredSettings(row?.settings).timezone,
    };
  }

  /** The facts for the child's achievements still locked (one statement), on today in the family's timezone. */
  async function readFacts(
    db: Kysely<DB>,
    child: StudentKey,
    profile: GameChild,
    unlocked: ReadonlyMap<string, string>,
  ): Promise<AchievementFacts> {
    const today = todayIn(profile.timezone);
    const facts = await repo.readFacts(db, dialect, child, recentFrom(today));
    return achievementFacts({ xp: profile.xp, level: profile.level, today, unlocked, facts });
  }

  /** Records the achievements the facts earn that are not recorded yet; returns the ids this call recorded. */
  async function recordEarned(
    db: Kysely<DB>,
    child: StudentKey,
    facts: AchievementFacts,
    unlocked: Map<string, string>,
  ): Promise<string[]> {
    const fresh = unrecordedAchievements(facts, unlocked);
    if (!fresh.length) return [];
    const at = new Date().toISOString();
    const inserted = await repo.recordUnlocks(db, child, fresh, at);
    knownUnlocks.add(child, fresh);
    for (const id of inserted) unlocked.set(id, at);
    // Another request recorded some of them first: their dates are its dates.
    if (inserted.length < fresh.length)
      for (const [id, date] of await repo.listUnlocked(db, child)) unlocked.set(id, date);
    return inserted;
  }

  /**
   * Records achievements the child's data now earns; returns the ids unlocked by this call. One statement
   * reads the child, the unlocks and the facts. Its recent present dates start from UTC's today, not the
   * family's (a day apart at most): they only bound the current streak, which judging does not ask.
   */
  async function evaluate(db: Kysely<DB>, child: StudentKey): Promise<string[]> {
    const read = await repo.readForJudging(db, dialect, child, recentFrom(todayIn('UTC')));
    knownUnlocks.add(child, read.unlocked.keys());
    if (read.unlocked.size === ACHIEVEMENTS.length) return [];
    const today = todayIn(readStoredSettings(read.settings).timezone);
    const facts = achievementFacts({
      xp: read.xp,
      level: read.level,
      today,
      unlocked: read.unlocked,
      facts: read.facts,
    });
    const earned = await recordEarned(db, child, facts, read.unlocked);
    knownUnlocks.add(child, earned);
    return earned;
  }

  /**
   * After an award: judges the achievements this kind of xp can earn (ACHIEVEMENTS_BY_XP_KIND), unless each is
   * already unlocked as far as this process knows, or is Scholar with the level still under it. Others wait for
   * the next read of the game (`state` judges all six: a month may have ended meanwhile).
   */
  async function evaluateAfterAward(
    db: Kysely<DB>,
    child: StudentKey,
    kind: XpSourceKind | readonly XpSourceKind[],
    level: number | null,
  ): Promise<string[]> {
    const open = (typeof kind === 'string' ? [kind] : kind).some((k) =>
      ACHIEVEMENTS_BY_XP_KIND[k].some(
        (id) =>
          !knownUnlocks.has(child, id) && !(id === 'scholar' && level !== null && level < SCHOLAR_LEVEL),
      ),
    );
    return open ? evaluate(db, child) : [];
  }

  return {
    async award(
      trx: Kysely<DB>,
      child: StudentKey,
      kind: XpSourceKind,
      sourceId: string,
      xp: number,
    ): Promise<number> {
      const added = await repo.insertLedgerRow(trx, child, kind, sourceId, xp);
      const level = await repo.adjustStudentXp(trx, child, added);
      await evaluateAfterAward(trx, child, kind, level);
      return added;
    },

    async revoke(trx: Kysely<DB>, child: StudentKey, kind: XpSourceKind, sourceId: string): Promise<number> {
      const removed = await repo.deleteLedgerRow(trx, child, kind, sourceId);
      await repo.adjustStudentXp(trx, child, -removed);
      return removed;
    },

    /**
     * PostgreSQL: runs a change that earns (`award`) or un-earns (`revoke`) xp and the xp it moves as one statement
     * (`xpMoveStatement`, autocommit: atomic, one round trip, no BEGIN/COMMIT; ADR 049), with the NOTIFY of its
     * change event to the other instances (`announce`, sent at its commit); after an award, judges what
     * it can unlock as `award` does, in statements of their own (idempotent; reading the game judges all six again).
     * Null when the change matched no row (nothing written).
     */
    async changeWithXp<P extends object, Row>(
      db: Kysely<DB>,
      child: StudentKey,
      statement: XpMoveStatement<P, Row>,
      values: P,
      xp: { kind: XpSourceKind; reward: number },
      announce: Announce | null,
    ): Promise<{ row: Row; xpChange: number; announced: boolean } | null> {
      const moved = await statement.executeTakeFirst(db, {
        announceChannel: announce?.channel ?? null,
        announceIfXp: announce?.ifXp ?? '',
        announceIfNot: announce?.ifNot ?? '',
        ...values,
        xpUserId: child.familyId,
        xpStudentId: child.studentId,
        xpSourceKind: xp.kind,
        xpLedgerId: crypto.randomUUID(),
        xpAmount: xp.reward,
        xpCreatedAt: new Date().toISOString(),
      });
      if (!moved) return null;
      const { xpMoved, xpLevel, xpAnnounced, ...row } = moved;
      const xpChange = xpMoved === null ? 0 : readNumber(xpMoved);
      if (xpChange > 0)
        await evaluateAfterAward(db, child, xp.kind, xpLevel === null ? null : readNumber(xpLevel));
      return { row: row as Row, xpChange, announced: readNumber(xpAnnounced) > 0 };
    },

    /**
     * After a statement that awarded xp of these kinds and left the child at `level` (`xpAwardsCtes`, ADR 058):
     * judges what they can unlock as `award` does, once for them all, in statements of their own (idempotent).
     */
    judgeAfterAwards: (
      db: Kysely<DB>,
      child: StudentKey,
      kinds: readonly XpSourceKind[],
      level: number | null,
    ) => (kinds.length ? evaluateAfterAward(db, child, kinds, level) : Promise.resolve([])),

    evaluate,

    /** xp, level and the six achievements with unlock dates (evaluated first: a month may have ended). */
    async state(db: Kysely<DB>, child: StudentKey): Promise<GameState> {
      const [profile, unlocked] = await Promise.all([readChild(db, child), repo.listUnlocked(db, child)]);
      const facts = await readFacts(db, child, profile, unlocked);
      await recordEarned(db, child, facts, unlocked);
      // A streak that may go back further than the recent dates is counted from every present date.
      const currentStreak =
        recentStreak(facts) ?? currentSchoolDayStreak(await repo.allPresentDates(db, child), facts.today);
      return gameState({ xp: profile.xp, level: profile.level, unlocked, facts, currentStreak });
    },
  };
}

export type GameService = ReturnType<typeof gameService>;

/** The change event the statement sends to the other instances: the relay's channel and its two payloads. */
export interface Announce {
  channel: string;
  /** The payload when xp moved, and when it did not. */
  ifXp: string;
  ifNot: string;
}

/** A prepared one-statement change with its xp move (PostgreSQL), for `changeWithXp`. */
export type XpMoveStatement<P extends object, Row> = ReturnType<typeof repo.changeWithXp<P, Row>>;

/**
 * Builds the one statement of a change and the xp it moves (PostgreSQL: data-modifying CTEs): `change` is an
 * UPDATE … RETURNING of the source row, with its id. Build it once per change (it is prepared).
 */
export const xpMoveStatement = repo.changeWithXp;

/**
 * The `ledger` and `total` CTEs of a statement that earns xp from several sources at once (PostgreSQL, ADR 058):
 * a lesson's tick earns the lesson's and, when it marks the day present, the day's. Judge afterwards with
 * `judgeAfterAwards`.
 */
export const xpAwardsCtes = repo.xpAwardsCtes;
