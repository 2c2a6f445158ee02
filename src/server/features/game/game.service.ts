import type { Kysely } from 'kysely';
import type { XpSourceKind } from '../../../shared/domain/xp';
import type { DB } from '../../db/types';
import * as repo from './game.repository';

/**
 * The xp ledger. Call these with the transaction that makes the change that earns (or un-earns) the xp,
 * so both commit together: `game.award(trx, …)` when an item becomes completed, `game.revoke(trx, …)`
 * when it is un-completed. Deleting a completed item keeps its xp (do not revoke on delete).
 */
export function gameService() {
  return {
    async award(trx: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string, xp: number): Promise<number> {
      const added = await repo.insertLedgerRow(trx, userId, kind, sourceId, xp);
      await repo.adjustProfileXp(trx, userId, added);
      return added;
    },
    async revoke(trx: Kysely<DB>, userId: string, kind: XpSourceKind, sourceId: string): Promise<number> {
      const removed = await repo.deleteLedgerRow(trx, userId, kind, sourceId);
      await repo.adjustProfileXp(trx, userId, -removed);
      return removed;
    },
  };
}

export type GameService = ReturnType<typeof gameService>;
