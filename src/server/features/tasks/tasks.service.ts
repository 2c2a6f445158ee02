import { carryForwardSourceDay, tasksToCarryForward } from '@shared/domain/carry-forward';
import { XP_REWARDS } from '@shared/domain/xp';
import type { Task, TodayTasks } from '@shared/schemas/tasks';
import type { AppDeps } from '../../deps';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { notFound } from '../../http/app-error';
import { type StudentKey, type StudentScope, tickWaits } from '../../scope/scope';
import {
  LIST_TABLES,
  apiItem,
  listItemsService,
  type ListKind,
  type ServiceOptions,
  type StoredItem,
} from '../list-items/list-items.service';
import * as repo from './tasks.repository';

const asTask = (item: StoredItem): Task => ({
  ...apiItem(item),
  createdDate: item.createdDate!,
  pending: item.pending ?? false,
});

const TASKS: ListKind = {
  ...LIST_TABLES.tasks,
  busKind: 'tasks',
  xp: { kind: 'task', reward: XP_REWARDS.task },
};

/**
 * A child's to-do list. Shared list rules (add, toggle with xp +10, delete) come from the list-items module;
 * what is task-only lives here: the list is today's (the family's timezone) and the child's first load of a
 * day carries the child's incomplete tasks of yesterday forward.
 */
export function tasksService(deps: AppDeps, opts: ServiceOptions = {}) {
  const items = listItemsService(deps, TASKS, opts);
  const claimed = claimedDays();

  return {
    /**
     * Today's tasks, after carry-forward. In one transaction: claim the day's guard row; only the claimer,
     * and only if today has no tasks, copies yesterday's incomplete tasks (title, priority) as new
     * incomplete tasks. `carriedForward` is what this call copied (0 for every later call that day).
     */
    async today(child: StudentScope): Promise<TodayTasks> {
      const date = child.today;
      // Later loads of the day: the guard row exists, nothing can be carried, no write transaction needed.
      if (claimed.has(child, date) || (await repo.carryForwardDayClaimed(deps.db, child, date))) {
        claimed.remember(child, date);
        return {
          date,
          tasks: (await items.list(child, { createdDate: date })).map(asTask),
          carriedForward: 0,
        };
      }
      const first = await firstLoadOfDay(child, date);
      claimed.remember(child, date);
      return first;
    },

    create: async (child: StudentScope, input: Parameters<typeof items.create>[1]) =>
      asTask(await items.create(child, input)),
    /**
     * Ticks or un-ticks the child's to-do. When the family has 'Parent confirms completed work' on and the child
     * ticks it themself, the tick waits for a parent (`pending`): nothing is completed and no xp is earned until
     * a parent confirms it; un-ticking a waiting tick withdraws it. A parent's or a teacher's tick never waits.
     */
    async setCompleted(child: StudentScope, id: string, completed: boolean) {
      if (tickWaits(child)) {
        const waiting = await waitForParent(child, id, completed);
        if (waiting) return asTask(waiting);
      }
      return asTask(await items.setCompleted(child, id, completed));
    },
    remove: (child: StudentKey, id: string) => items.remove(child, id),
  };

  /** A child's tick while ticks wait for a parent: the item as it now is, or null to un-tick a completed one as usual. */
  async function waitForParent(
    child: StudentScope,
    id: string,
    completed: boolean,
  ): Promise<StoredItem | null> {
    const changed = completed
      ? await repo.markPending(deps.db, child, id, child.actor.memberId)
      : await repo.clearPending(deps.db, child.familyId, id, child.studentId);
    if (changed) {
      deps.bus.publishChild(child, 'tasks', 'confirmations');
      return items.asItem(changed);
    }
    const current = await items.find(child, id);
    if (!current) throw notFound();
    // Un-ticking a to-do that is done for real: as ever (its xp goes).
    return completed ? current : null;
  }

  /** The child's first load of the day: claim the child's guard row and carry the child's incomplete tasks of yesterday forward. */
  async function firstLoadOfDay(child: StudentKey, date: string): Promise<TodayTasks> {
    const now = items.now();
    const { tasks, carriedForward } = await deps.db.transaction().execute(async (trx) => {
      const firstLoadToday = await repo.claimCarryForwardDay(trx, child, date);
      let carried = 0;
      if (firstLoadToday) {
        const todayTaskCount = await items.count(child, { createdDate: date }, trx);
        const yesterdayIncomplete =
          todayTaskCount > 0
            ? []
            : // A tick waiting for a parent is done as far as the child knows: it is not carried as a duplicate.
              (
                await items.list(child, { createdDate: carryForwardSourceDay(date), completed: false }, trx)
              ).filter((t) => !t.pending);
        const copies = tasksToCarryForward({ firstLoadToday, todayTaskCount, yesterdayIncomplete });
        // Keep yesterday's order: each copy is a millisecond older than the one before it.
        await items.insert(
          trx,
          child,
          copies.map((c, i) => ({
            ...c,
            createdDate: date,
            createdAt: new Date(now.getTime() - i).toISOString(),
          })),
        );
        carried = copies.length;
        if (carried > 0) await repo.recordCarried(trx, child, date, carried);
      }
      return { tasks: await items.list(child, { createdDate: date }, trx), carriedForward: carried };
    });
    if (carriedForward > 0) deps.bus.publishChild(child, 'tasks');
    return { date, tasks: tasks.map(asTask), carriedForward };
  }
}

export type TasksService = ReturnType<typeof tasksService>;

/**
 * A parent confirms a child's waiting tick (the confirmations service, inside its transaction): the to-do is
 * completed for real, as ticked by the child, and earns the child the to-do's xp once. Null when it was not
 * waiting (confirmed or withdrawn already): nothing changes, nothing is earned.
 */
export async function confirmPendingTask(
  trx: Kysely<DB>,
  game: AppDeps['game'],
  familyId: string,
  id: string,
  now: Date,
): Promise<{ child: StudentKey; xp: number } | null> {
  const row = await repo.completePending(trx, familyId, id, now.toISOString());
  if (!row) return null;
  const child = { familyId, studentId: row.studentId };
  return { child, xp: await game.award(trx, child, TASKS.xp.kind, id, TASKS.xp.reward) };
}

/** 'Not yet': the waiting tick is dropped and the to-do is open again (nothing earned). Null when it was not waiting. */
export async function rejectPendingTask(
  trx: Kysely<DB>,
  familyId: string,
  id: string,
): Promise<StudentKey | null> {
  const row = await repo.clearPending(trx, familyId, id);
  return row ? { familyId, studentId: row.studentId } : null;
}

/** Children whose carry-forward of the day this process has seen claimed (a few dozen bytes each). */
const REMEMBERED_CLAIMS = 20_000;

/**
 * The day this process last saw claimed, per child. A day once claimed stays claimed (the guard makes the
 * carry-forward run once a day; an import gives its children new ids), so later loads that day skip the guard
 * read: one statement fewer on every load but the day's first. Bounded: the least recently used children are
 * forgotten first, and a forgotten one is read again.
 */
function claimedDays(capacity = REMEMBERED_CLAIMS) {
  const days = new Map<string, string>();
  const key = (child: StudentKey) => `${child.familyId}:${child.studentId}`;
  return {
    has: (child: StudentKey, day: string) => days.get(key(child)) === day,
    remember(child: StudentKey, day: string): void {
      const k = key(child);
      days.delete(k);
      days.set(k, day);
      if (days.size > capacity) days.delete(days.keys().next().value!);
    },
  };
}
