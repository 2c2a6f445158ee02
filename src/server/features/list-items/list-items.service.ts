import type { Kysely } from 'kysely';
import type { XpSourceKind } from '@shared/domain/xp';
import { LIST_LIMIT, type NewListItem } from '@shared/schemas/list-items';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import type { StudentKey, StudentScope } from '../../scope/scope';
import * as repo from './list-items.repository';

/**
 * The rules the three lists share (spec §4): add an incomplete item, toggle it (completing sets
 * completed_at and earns the child xp once; un-completing clears both), delete it (earned xp is kept). Every
 * call is scoped to one child (`StudentKey`): another child's item, even the same family's, is a 404. What differs
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

/** The API's item: the stored item without its child (the path names the child). */
export const apiItem = ({ studentId: _studentId, ...item }: repo.StoredItem) => item;
export { LIST_TABLES } from './list-items.repository';

export function listItemsService(deps: AppDeps, kind: ListKind, opts: ServiceOptions = {}) {
  const now = opts.now ?? (() => new Date());
  // Lists are newest first by the millisecond an item was added; two added within one millisecond would fall back
  // to their random ids. Each item added by this service is stamped at least a millisecond after the one before.
  let lastAdded = 0;
  const addedAt = (): string => {
    lastAdded = Math.max(now().getTime(), lastAdded + 1);
    return new Date(lastAdded).toISOString();
  };

  return {
    now,

    /** The child's items (bounded), incomplete first, then newest first. */
    list: (child: StudentKey, filter: Partial<repo.ItemFilter> = {}, db: Kysely<DB> = deps.db) =>
      repo.findItems(db, kind, child, { limit: LIST_LIMIT, ...filter }),

    count: (child: StudentKey, filter: { createdDate?: string }, db: Kysely<DB> = deps.db) =>
      repo.countItems(db, kind, child, filter),

    /** The child's item, or null (another child's, or none). */
    find: (child: StudentKey, id: string, db: Kysely<DB> = deps.db) => repo.findItem(db, kind, child, id),

    /** A row of the list's table (as the list's queries select it) → the item. */
    asItem: (row: repo.ItemQueryRow) => repo.toItem(row, kind),

    /** Inserts without publishing: for callers that run inside their own transaction. */
    insert: (db: Kysely<DB>, child: StudentKey, items: readonly repo.NewItemRow[]) =>
      repo.insertItems(db, kind, child, items),

    async create(child: StudentScope, input: NewListItem): Promise<repo.StoredItem> {
      const createdDate = kind.dated ? child.today : undefined;
      const [item] = await repo.insertItems(deps.db, kind, child, [
        { title: input.title, priority: input.priority, createdDate, createdAt: addedAt() },
      ]);
      deps.bus.publishChild(child, kind.busKind);
      return item!;
    },

    /** Completes or re-opens the child's item and moves the child's xp in the same transaction. Another child's id: 404. */
    async setCompleted(child: StudentScope, id: string, completed: boolean): Promise<repo.StoredItem> {
      const { item, changed, xpChanged } = await deps.db.transaction().execute(async (trx) => {
        const updated = await repo.changeCompletion(
          trx,
          kind,
          child,
          id,
          completed ? now().toISOString() : null,
          child.actor.memberId,
        );
        if (!updated) {
          // Not the child's item (404), or already so (nothing changes).
          const current = await repo.findItem(trx, kind, child, id);
          if (!current) throw notFound();
          return { item: current, changed: false, xpChanged: false };
        }
        const delta = completed
          ? await deps.game.award(trx, child, kind.xp.kind, id, kind.xp.reward)
          : await deps.game.revoke(trx, child, kind.xp.kind, id);
        return { item: updated, changed: true, xpChanged: delta !== 0 };
      });
      if (xpChanged) deps.bus.publishChild(child, kind.busKind, 'xp');
      else if (changed) deps.bus.publishChild(child, kind.busKind);
      return item;
    },

    /** Deletes the child's item; xp it earned stays earned (docs/data-model.md, What earns xp). Another child's id: 404. */
    async remove(child: StudentKey, id: string): Promise<void> {
      const deleted = await repo.deleteItem(deps.db, kind, child, id);
      if (!deleted) throw notFound();
      deps.bus.publishChild(child, kind.busKind);
    },
  };
}

export type ListItemsService = ReturnType<typeof listItemsService>;
