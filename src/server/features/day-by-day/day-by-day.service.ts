import { findOverlap, placeInDay } from '@shared/domain/planner';
import { dayByDayMessages as msg } from '@shared/messages/day-by-day';
import {
  MAX_BLOCKS,
  type DayBlock,
  type DayByDay,
  type ScheduleEntry,
  type UpdateDaySettingsInput,
} from '@shared/schemas/day-by-day';
import type { DayByDaySettings } from '@shared/schemas/settings';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { StudentKey, StudentScope } from '../../scope/scope';
import * as repo from './day-by-day.repository';

type BlockFields = Omit<DayBlock, 'id' | 'createdAt'>;

/**
 * The day planner: saved blocks and the planner settings are the family's; the schedule (today's entries)
 * is each child's own.
 */
export function dayByDayService(deps: AppDeps) {
  const { db, bus, profiles } = deps;

  const plannerSettings = async (familyId: string) => (await profiles.get(familyId)).settings.dayByDay;

  /** Snaps and clamps a start so the entry fits the day; a block longer than the day is refused. */
  function place(start: number, duration: number, settings: DayByDaySettings): number {
    const placed = placeInDay(start, duration, settings);
    if (!placed.ok) throw validationFailed(msg.tooLong);
    return placed.startTime;
  }

  return {
    /** Everything the page shows for the child, in one request. */
    async load(child: StudentScope): Promise<DayByDay> {
      const { today } = child;
      const settings = await plannerSettings(child.familyId);
      const [blocks, schedule] = await Promise.all([
        repo.listBlocks(db, child.familyId),
        repo.listSchedule(db, child, today),
      ]);
      return { date: today, settings, blocks, schedule };
    },

    async createBlock(userId: string, input: BlockFields): Promise<DayBlock> {
      await profiles.get(userId);
      const block = await db.transaction().execute(async (trx) => {
        await repo.lockAccount(trx, deps.dialect, userId);
        if ((await repo.countBlocks(trx, userId)) >= MAX_BLOCKS)
          throw new AppError('CONFLICT', msg.tooManyBlocks);
        return repo.insertBlock(trx, userId, input);
      });
      bus.publish(userId, 'day-blocks');
      return block;
    },

    async updateBlock(userId: string, id: string, patch: Partial<BlockFields>): Promise<DayBlock> {
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await repo.findBlock(trx, userId, id))) throw notFound(msg.blockNotFound);
        await repo.updateBlock(trx, userId, id, patch);
        return repo.findBlock(trx, userId, id);
      });
      if (!updated) throw notFound(msg.blockNotFound);
      bus.publish(userId, 'day-blocks', 'day-schedule');
      return updated;
    },

    /** Deletes the block and every schedule entry that uses it (every child's), together. */
    async deleteBlock(userId: string, id: string): Promise<void> {
      const existed = await db.transaction().execute((trx) => repo.deleteBlock(trx, userId, id));
      if (!existed) throw notFound(msg.blockNotFound);
      bus.publish(userId, 'day-blocks', 'day-schedule');
    },

    /** Puts a saved block on the child's schedule today at the snapped, clamped slot; an overlap is refused (409). */
    async addEntry(
      child: StudentScope,
      input: { blockId: string; startTime: number; duration?: number },
    ): Promise<ScheduleEntry> {
      const { today } = child;
      const settings = await plannerSettings(child.familyId);
      const entry = await db.transaction().execute(async (trx) => {
        await repo.lockChild(trx, deps.dialect, child);
        const block = await repo.findBlock(trx, child.familyId, input.blockId);
        if (!block) throw notFound(msg.blockNotFound);
        const duration = input.duration ?? block.defaultDuration;
        const startTime = place(input.startTime, duration, settings);
        const day = await repo.listSchedule(trx, child, today);
        if (findOverlap({ startTime, duration }, day)) throw new AppError('CONFLICT', msg.overlap);
        const id = await repo.insertEntry(trx, child, {
          blockId: block.id,
          scheduleDate: today,
          startTime,
          duration,
        });
        return repo.findEntry(trx, child, id);
      });
      if (!entry) throw notFound(msg.entryNotFound);
      bus.publishChild(child, 'day-schedule');
      return entry;
    },

    /** Moves an entry to a new start (snapped, clamped), keeping its duration; an overlap is refused (409). */
    async moveEntry(child: StudentKey, id: string, requestedStart: number): Promise<ScheduleEntry> {
      const settings = await plannerSettings(child.familyId);
      const moved = await db.transaction().execute(async (trx) => {
        await repo.lockChild(trx, deps.dialect, child);
        const entry = await repo.findEntry(trx, child, id);
        if (!entry) throw notFound(msg.entryNotFound);
        const startTime = place(requestedStart, entry.duration, settings);
        const day = await repo.listSchedule(trx, child, entry.scheduleDate);
        if (findOverlap({ startTime, duration: entry.duration }, day, entry.id))
          throw new AppError('CONFLICT', msg.overlap);
        await repo.updateEntryStart(trx, child, id, startTime);
        return { ...entry, startTime };
      });
      bus.publishChild(child, 'day-schedule');
      return moved;
    },

    async removeEntry(child: StudentKey, id: string): Promise<void> {
      if (!(await repo.deleteEntry(db, child, id))) throw notFound(msg.entryNotFound);
      bus.publishChild(child, 'day-schedule');
    },

    /** Reset Day: removes all of the child's entries today. */
    async resetDay(child: StudentScope): Promise<{ deleted: number }> {
      const { today } = child;
      const deleted = await db.transaction().execute((trx) => repo.deleteDay(trx, child, today));
      bus.publishChild(child, 'day-schedule');
      return { deleted };
    },

    /** Merges only the dayByDay key into the account's settings. */
    async updateSettings(userId: string, input: UpdateDaySettingsInput): Promise<DayByDaySettings> {
      await profiles.get(userId);
      const merged = await profiles.mergeSettings(userId, { dayByDay: input });
      bus.publish(userId, 'profile');
      return merged.dayByDay;
    },
  };
}

export type DayByDayService = ReturnType<typeof dayByDayService>;
