import { carryForwardSourceDay, tasksToCarryForward } from '../../../shared/domain/carry-forward';
import { XP_REWARDS } from '../../../shared/domain/xp';
import type { Task, TodayTasks } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../deps';
import { LIST_TABLES, listItemsService, type ListKind, type ServiceOptions, type StoredItem } from '../list-items/list-items.service';
import * as repo from './tasks.repository';

const asTask = (item: StoredItem): Task => ({ ...item, createdDate: item.createdDate! });

const TASKS: ListKind = { ...LIST_TABLES.tasks, busKind: 'tasks', xp: { kind: 'task', reward: XP_REWARDS.task } };

/**
 * The to-do list. Shared list rules (add, toggle with xp +10, delete) come from the list-items module;
 * what is task-only lives here: the list is today's (account timezone) and its first load of a day
 * carries yesterday's incomplete tasks forward.
 */
export function tasksService(deps: AppDeps, opts: ServiceOptions = {}) {
  const items = listItemsService(deps, TASKS, opts);

  return {
    /**
     * Today's tasks, after carry-forward. In one transaction: claim the day's guard row; only the claimer,
     * and only if today has no tasks, copies yesterday's incomplete tasks (title, priority) as new
     * incomplete tasks. `carriedForward` is what this call copied (0 for every later call that day).
     */
    async today(userId: string, timezone?: string): Promise<TodayTasks> {
      const date = await items.today(userId, timezone);
      // Later loads of the day: the guard row exists, nothing can be carried, no write transaction needed.
      if (await repo.carryForwardDayClaimed(deps.db, userId, date)) {
        return { date, tasks: (await items.list(userId, { createdDate: date })).map(asTask), carriedForward: 0 };
      }
      return firstLoadOfDay(userId, date);
    },

    create: async (userId: string, input: Parameters<typeof items.create>[1]) => asTask(await items.create(userId, input)),
    setCompleted: async (userId: string, id: string, completed: boolean) => asTask(await items.setCompleted(userId, id, completed)),
    remove: (userId: string, id: string) => items.remove(userId, id),
  };

  /** The day's first load: claim the guard row and carry yesterday's incomplete tasks forward. */
  async function firstLoadOfDay(userId: string, date: string): Promise<TodayTasks> {
    const now = items.now();
    const { tasks, carriedForward } = await deps.db.transaction().execute(async (trx) => {
      const firstLoadToday = await repo.claimCarryForwardDay(trx, userId, date);
      let carried = 0;
      if (firstLoadToday) {
        const todayTaskCount = await items.count(userId, { createdDate: date }, trx);
        const yesterdayIncomplete =
          todayTaskCount > 0 ? [] : await items.list(userId, { createdDate: carryForwardSourceDay(date), completed: false }, trx);
        const copies = tasksToCarryForward({ firstLoadToday, todayTaskCount, yesterdayIncomplete });
        // Keep yesterday's order: each copy is a millisecond older than the one before it.
        await items.insert(
          trx,
          userId,
          copies.map((c, i) => ({ ...c, createdDate: date, createdAt: new Date(now.getTime() - i).toISOString() })),
        );
        carried = copies.length;
        if (carried > 0) await repo.recordCarried(trx, userId, date, carried);
      }
      return { tasks: await items.list(userId, { createdDate: date }, trx), carriedForward: carried };
    });
    if (carriedForward > 0) deps.bus.publish(userId, 'tasks');
    return { date, tasks: tasks.map(asTask), carriedForward };
  }
}

export type TasksService = ReturnType<typeof tasksService>;
