import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { IsoDate } from '@shared/domain/dates';
import { eventMessages } from '@shared/messages/calendar';
import {
  eventInputSchema,
  type CalendarEvent,
  type eventPatchSchema,
  type EventValues,
} from '@shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import * as repo from './calendar.repository';
import { toEventRow } from './calendar.rows';
import { isFamilyClass } from '../../scope/access';

type EventPatchValues = z.output<typeof eventPatchSchema>;

export function calendarService(deps: AppDeps) {
  const { db } = deps;

  /** A class link must be one of the account's own classes; another account's id reads as not found. */
  async function checkClass(userId: string, classId: string | null): Promise<void> {
    if (classId && !(await isFamilyClass(db, userId, classId))) throw notFound(eventMessages.classNotFound);
  }

  /** The event's child must be one of the family's; another family's child reads as not found. */
  async function checkChild(userId: string, studentId: string | null): Promise<void> {
    if (studentId && !(await repo.childExists(db, userId, studentId)))
      throw notFound(eventMessages.childNotFound);
  }

  async function read(userId: string, id: string): Promise<CalendarEvent> {
    const event = await repo.findEvent(db, userId, id);
    if (!event) throw new AppError('INTERNAL', eventMessages.notReadBack);
    return event;
  }

  return {
    list: (userId: string, from: IsoDate, to: IsoDate) => repo.listEvents(db, userId, from, to),

    async create(userId: string, input: EventValues): Promise<CalendarEvent> {
      await checkClass(userId, input.classId);
      await checkChild(userId, input.studentId);
      const id = randomUUID();
      await repo.insertEvent(
        db,
        toEventRow(userId, {
          id,
          title: input.title,
          eventDate: input.date,
          eventTime: input.time,
          description: input.description,
          classId: input.classId,
          studentId: input.studentId,
          generated: false,
          createdAt: new Date().toISOString(),
        }),
      );
      deps.bus.publish(userId, 'events');
      return read(userId, id);
    },

    async update(userId: string, id: string, patch: EventPatchValues): Promise<CalendarEvent> {
      const existing = await repo.findEvent(db, userId, id);
      if (!existing) throw notFound(eventMessages.notFound);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const parsed = eventInputSchema.safeParse({
        title: existing.title,
        date: existing.date,
        time: existing.time,
        description: existing.description,
        classId: existing.classId,
        studentId: existing.studentId,
        ...defined,
      });
      if (!parsed.success)
        throw validationFailed(parsed.error.issues[0]?.message ?? eventMessages.titleAndDateRequired);
      const v = parsed.data;
      await checkClass(userId, v.classId);
      await checkChild(userId, v.studentId);
      await repo.updateEvent(db, userId, id, {
        title: v.title,
        eventDate: v.date,
        eventTime: v.time,
        description: v.description,
        classId: v.classId,
        studentId: v.studentId,
      });
      deps.bus.publish(userId, 'events');
      return read(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      if ((await repo.deleteEvent(db, userId, id)) === 0) throw notFound(eventMessages.notFound);
      deps.bus.publish(userId, 'events');
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
