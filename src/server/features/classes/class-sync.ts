import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { calendarWindow } from '@shared/domain/calendar-window';
import { occurrenceDates } from '@shared/domain/class-schedule';
import type { IsoDate } from '@shared/domain/dates';
import { classMessages } from '@shared/messages/classes';
import type { DB } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as events from './class-events.repository';
import { parseDays } from '../../db/stored-values';
import type { ClassRow } from './classes.rows';

/** Rows per bulk insert (well under both dialects' bound-parameter limits). */
const DEFAULT_CHUNK = 250;

export interface SyncOptions {
  chunkSize?: number;
  /** Called after each bulk insert inside the transaction (tests use it to fail mid-sync). */
  afterChunk?: (inserted: number) => void | Promise<void>;
}

export interface SyncResult {
  synced: boolean;
  count: number;
}

/** The sync failed; the transaction is rolled back, so neither the class change nor any event remains. */
export class ClassSyncError extends AppError {
  constructor(readonly reason: unknown) {
    super('INTERNAL', classMessages.syncFailed);
  }
}

/**
 * Inside the class's write transaction: drop the class's generated events, then (when both dates are set)
 * insert one event per matching weekday between them, bounded to the calendar window from `today`.
 */
export async function syncClassEvents(
  trx: Kysely<DB>,
  cls: ClassRow,
  today: IsoDate,
  opts: SyncOptions = {},
): Promise<SyncResult> {
  try {
    await events.deleteGeneratedEvents(trx, cls.userId, cls.id);
    if (!cls.startDate || !cls.endDate) return { synced: false, count: 0 };
    const dates = occurrenceDates(
      parseDays(cls.daysOfWeek),
      cls.startDate,
      cls.endDate,
      calendarWindow(today),
    );
    const createdAt = new Date().toISOString();
    const chunkSize = opts.chunkSize ?? DEFAULT_CHUNK;
    for (let i = 0; i < dates.length; i += chunkSize) {
      const rows = dates.slice(i, i + chunkSize).map((date) => ({
        id: randomUUID(),
        userId: cls.userId,
        title: cls.title,
        eventDate: date,
        eventTime: cls.startTime,
        description: cls.description,
        classId: cls.id,
        // A class's events are the family's, whichever children the class has.
        studentId: null,
        generated: 1,
        createdAt,
      }));
      await events.insertEvents(trx, rows);
      await opts.afterChunk?.(i + rows.length);
    }
    return { synced: true, count: dates.length };
  } catch (err) {
    throw new ClassSyncError(err);
  }
}
