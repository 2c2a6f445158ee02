import type { Kysely } from 'kysely';
import { todayIn } from '../../../shared/domain/dates';
import type { XpSourceKind } from '../../../shared/domain/xp';
import { LIST_LIMIT, type NewListItem } from '../../../shared/schemas/list-items';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import * as repo from './list-items.repository';

/**
 * The rules the three lists share (spec §4): add an incomplete item, toggle it (completing sets
 * completed_at and earns xp once; un-completing clears both), delete it (earned xp is kept). What differs
 * per list is only its table, its xp and its change kind; task-only rules (today, carry-forward) live in
 * the tasks service.
 */
export interface ListKind extends repo.ListTableInfo {
  busKind: ChangeKind;
  xp: { kind: XpSourceKind; reward: number };
}

export interface ServiceOptions {
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

export type { StoredItem } from './list-items.repository';
export { LIST_TABLES } from './list-items.repository';

export function listItemsService(deps: AppDeps, kind: ListKind, opts: ServiceOptions = {}) {
  const now = opts.now ?? (() => new Date());

  return {
    now,
    /** Today's 'yyyy-MM-dd' in the account's timezone (read unless the caller knows it), by this service's clock. */
    async today(userId: string, timezone?: string): Promise<string> {
      return todayIn(timezone ?? (await deps.profiles.get(userId)).settings.timezone, now());
    },

    /** The account's items (bounded), incomplete first, then newest first. */
    list: (userId: string, filter: Partial<repo.ItemFilter> = {}, db: Kysely<DB> = deps.db) =>
      repo.findItems(db, kind, userId, { limit: LIST_LIMIT, ...filter }),

    count: (userId: string, filter: { createdDate?: string }, db: Kysely<DB> = deps.db) => repo.countItems(db, kind, userId, filter),

    /** Inserts without publishing: for callers that run inside their own transaction. */
    insert: (db: Kysely<DB>, userId: string, items: readonly repo.NewItemRow[]) => repo.insertItems(db, kind, userId, items),

    async create(userId: string, input: NewListItem): Promise<repo.StoredItem> {
      const createdDate = kind.dated ? await this.today(userId) : undefined;
      const [item] = await repo.insertItems(deps.db, kind, userId, [
        { title: input.title, priority: input.priority, createdDate, createdAt: now().toISOString() },
      ]);
      deps.bus.publish(userId, kind.busKind);
      return item!;
    },

    /** Completes or re-opens an item and moves its xp in the same transaction. Another account's id: 404. */
    async setCompleted(userId: string, id: string, completed: boolean): Promise<repo.StoredItem> {
      const { item, changed, xpChanged } = await deps.db.transaction().execute(async (trx) => {
        const current = await repo.findItem(trx, kind, userId, id);
        if (!current) throw notFound();
        if (current.completed === completed) return { item: current, changed: false, xpChanged: false };
        await repo.updateCompletion(trx, kind, userId, id, completed ? now().toISOString() : null);
        const delta = completed
          ? await deps.game.award(trx, userId, kind.xp.kind, id, kind.xp.reward)
          : await deps.game.revoke(trx, userId, kind.xp.kind, id);
        return { item: (await repo.findItem(trx, kind, userId, id))!, changed: true, xpChanged: delta !== 0 };
      });
      if (xpChanged) deps.bus.publish(userId, kind.busKind, 'xp');
      else if (changed) deps.bus.publish(userId, kind.busKind);
      return item;
    },

    /** Deletes an item; xp it earned stays earned (DESIGN.md §5). Another account's id: 404. */
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await repo.deleteItem(deps.db, kind, userId, id);
      if (!deleted) throw notFound();
      deps.bus.publish(userId, kind.busKind);
    },
  };
}

export type ListItemsService = ReturnType<typeof listItemsService>;
