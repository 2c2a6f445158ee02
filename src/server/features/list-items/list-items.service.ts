import type { Kysely } from 'kysely';
import type { XpSourceKind } from '@shared/domain/xp';
import { LIST_LIMIT, type NewListItem } from '@shared/schemas/list-items';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { ChangeKind } from '../../realtime/bus';
import type { StudentKey, StudentScope } from '../../scope/scope';
import { xpMoveStatement } from '../game/game.service';
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

    /**
     * Completes or re-opens the child's item and moves the child's xp with it, atomically: on PostgreSQL in one
     * statement (ADR 049), on SQLite in one transaction (its statements are in-process; group commit, ADR 026).
     * Another child's id: 404.
     */
    async setCompleted(child: StudentScope, id: string, completed: boolean): Promise<repo.StoredItem> {
      const { item, changed, xpChanged, relayed } =
        deps.dialect === 'postgres'
          ? await completeInOneStatement(child, id, completed)
          : await completeInTransaction(child, id, completed);
      const publish = relayed ? deps.bus.publishChildRelayed : deps.bus.publishChild;
      if (xpChanged) publish(child, kind.busKind, 'xp');
      else if (changed) publish(child, kind.busKind);
      return item;
    },

    /** Deletes the child's item; xp it earned stays earned (docs/data-model.md, What earns xp). Another child's id: 404. */
    async remove(child: StudentKey, id: string): Promise<void> {
      const deleted = await repo.deleteItem(deps.db, kind, child, id);
      if (!deleted) throw notFound();
      deps.bus.publishChild(child, kind.busKind);
    },
  };

  /**
   * What a tick did: the item as it now is, whether it changed, whether the child's xp moved, and whether its
   * statement sent the change event to the other instances already.
   */
  type Tick = { item: repo.StoredItem; changed: boolean; xpChanged: boolean; relayed?: boolean };

  /** The item as it is when the tick changed nothing: not the child's item (404), or already so. */
  async function unchanged(db: Kysely<DB>, child: StudentKey, id: string): Promise<Tick> {
    const current = await repo.findItem(db, kind, child, id);
    if (!current) throw notFound();
    return { item: current, changed: false, xpChanged: false };
  }

  /**
   * PostgreSQL: the item's change, its ledger row, the child's xp and the NOTIFY of the change event to the other
   * instances, as one statement (one round trip).
   */
  async function completeInOneStatement(child: StudentScope, id: string, completed: boolean): Promise<Tick> {
    const { relay } = deps.bus;
    const event = (...kinds: ChangeKind[]) =>
      relay!.payload({ familyId: child.familyId, kinds, studentId: child.studentId });
    const announce = relay
      ? { channel: relay.channel, ifXp: event(kind.busKind, 'xp'), ifNot: event(kind.busKind) }
      : null;
    const moved = await deps.game.changeWithXp(
      deps.db,
      child,
      oneStatementTick(kind, completed ? 'award' : 'revoke'),
      repo.completionValues(child, id, completed ? now().toISOString() : null, child.actor.memberId),
      kind.xp,
      announce,
    );
    if (!moved) return unchanged(deps.db, child, id);
    return {
      item: repo.toItem(moved.row, kind),
      changed: true,
      xpChanged: moved.xpChange !== 0,
      relayed: moved.announced,
    };
  }

  /** SQLite: the same in one transaction, statement by statement. */
  async function completeInTransaction(child: StudentScope, id: string, completed: boolean): Promise<Tick> {
    return deps.db.transaction().execute(async (trx): Promise<Tick> => {
      const updated = await repo.changeCompletion(
        trx,
        kind,
        child,
        id,
        completed ? now().toISOString() : null,
        child.actor.memberId,
      );
      // Not the child's item (404), or already so (nothing changes).
      if (!updated) return unchanged(trx, child, id);
      const delta = completed
        ? await deps.game.award(trx, child, kind.xp.kind, id, kind.xp.reward)
        : await deps.game.revoke(trx, child, kind.xp.kind, id);
      return { item: updated, changed: true, xpChanged: delta !== 0 };
    });
  }
}

/** The one-statement ticks, one per list table and direction (each is prepared once). */
const oneStatementTicks = new Map<string, ReturnType<typeof prepareTick>>();

function oneStatementTick(info: repo.ListTableInfo, move: 'award' | 'revoke') {
  const key = `${info.table}:${move}`;
  let statement = oneStatementTicks.get(key);
  if (!statement) oneStatementTicks.set(key, (statement = prepareTick(info, move)));
  return statement;
}

const prepareTick = (info: repo.ListTableInfo, move: 'award' | 'revoke') =>
  xpMoveStatement(repo.completionChange(info), move);

export type ListItemsService = ReturnType<typeof listItemsService>;
