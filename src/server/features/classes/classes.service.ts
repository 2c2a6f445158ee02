import { randomUUID } from 'node:crypto';
import { emojiForTitle } from '@shared/domain/class-emoji';
import { isCoreSubject } from '@shared/domain/core-subjects';
import { classMessages } from '@shared/messages/classes';
import { commonMessages } from '@shared/messages/common';
import {
  classInputSchema,
  MAX_CLASSES,
  type ClassDeleteResult,
  type ClassDto,
  type ClassValues,
  type ClassWriteResult,
} from '@shared/schemas/classes';
import type { z } from 'zod';
import type { classPatchSchema } from '@shared/schemas/classes';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import type { Scope } from '../../scope/scope';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { checkClassYear } from '../school-years/school-years.service';
import { keepLessonHours } from '../hours/hours.service';
import * as events from './class-events.repository';
import { syncClassEvents, type SyncOptions } from './class-sync';
import * as repo from './classes.repository';
import { fromClassRow, toClassRow } from './classes.rows';

type ClassPatchValues = z.output<typeof classPatchSchema>;

function firstIssue(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return { message: error.issues[0]?.message ?? commonMessages.requestNotValid, fields };
}

/** A class's stored fields from the form's values: the emoji from the title unless one was chosen. */
const storedFields = ({ studentIds: _studentIds, ...values }: ClassValues) => ({
  ...values,
  emoji: values.emoji ?? emojiForTitle(values.title),
  core: values.core ?? isCoreSubject(values.subject ?? values.title),
  place: values.place ?? 'home',
  teacherName: values.teacherName ?? null,
  together: values.together ?? false,
  scheduleKind: values.scheduleKind ?? 'weekly',
  loopPerDay: values.loopPerDay ?? 1,
});

/**
 * Enrolment (`class_students`): a class's children are the family's, at least one when set. Removing a child
 * removes its enrolments (cascade); a class left with no child stays, so the family can enrol another later
 * (its calendar events are the family's and stay too).
 */
async function checkedEnrolment(
  trx: Kysely<DB>,
  userId: string,
  requested: readonly string[] | undefined,
): Promise<string[]> {
  const family = await repo.familyStudentIds(trx, userId);
  if (requested === undefined) return family;
  const own = new Set(family);
  if (requested.some((id) => !own.has(id))) throw notFound();
  const wanted = new Set(requested);
  return family.filter((id) => wanted.has(id));
}

export function classesService(deps: AppDeps, syncOptions: SyncOptions = {}) {
  const { db } = deps;
  return {
    async list(userId: string): Promise<ClassDto[]> {
      const [rows, enrolments] = await Promise.all([
        repo.listClasses(db, userId, MAX_CLASSES),
        repo.listEnrolments(db, userId),
      ]);
      return repo.toClassDtos(rows, enrolments);
    },

    /** `alsoInTransaction` writes more with the class, in its transaction (a copy's lessons). */
    async create(
      scope: Scope,
      input: ClassValues,
      alsoInTransaction?: (trx: Kysely<DB>, classId: string) => Promise<void>,
    ): Promise<ClassWriteResult> {
      const { familyId: userId, today } = scope;
      const now = new Date().toISOString();
      const row = toClassRow(userId, {
        id: randomUUID(),
        ...storedFields(input),
        createdAt: now,
        updatedAt: now,
      });
      const { sync, studentIds } = await db.transaction().execute(async (trx) => {
        if (row.schoolYearId) await checkClassYear(trx, userId, row.schoolYearId, input.daysOfWeek);
        const studentIds = await checkedEnrolment(trx, userId, input.studentIds);
        if ((await repo.countClasses(trx, userId)) >= MAX_CLASSES)
          throw new AppError('CONFLICT', classMessages.tooMany(MAX_CLASSES));
        await repo.insertClass(trx, row);
        await repo.setEnrolment(trx, userId, row.id, studentIds);
        const sync = await syncClassEvents(trx, row, today, syncOptions);
        await alsoInTransaction?.(trx, row.id);
        return { sync, studentIds };
      });
      deps.bus.publish(userId, 'classes', 'events');
      return { ...repo.toClassDto(row, studentIds), synced: sync.synced, syncedEventCount: sync.count };
    },

    async update(scope: Scope, id: string, patch: ClassPatchValues): Promise<ClassWriteResult> {
      const { familyId: userId, today } = scope;
      const result = await db.transaction().execute(async (trx) => {
        const existing = await repo.findClass(trx, userId, id);
        if (!existing) throw notFound(classMessages.notFound);
        const { studentIds: requested, ...fields } = patch;
        const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        const current = fromClassRow(existing);
        // The schema keeps the class's fields (id and timestamps drop out) and checks the merged whole.
        const parsed = classInputSchema.safeParse({ ...current, ...defined });
        if (!parsed.success) {
          const { message, fields } = firstIssue(parsed.error);
          throw validationFailed(message, fields);
        }
        // A class of a school year meets on the year's school days only.
        if (parsed.data.schoolYearId)
          await checkClassYear(trx, userId, parsed.data.schoolYearId, parsed.data.daysOfWeek);
        const row = toClassRow(userId, {
          ...current,
          ...storedFields(parsed.data),
          updatedAt: new Date().toISOString(),
        });
        const { id: _id, userId: _userId, createdAt: _createdAt, ...values } = row;
        let studentIds: string[];
        if (requested === undefined) {
          studentIds = await repo.classStudentIds(trx, userId, id);
        } else {
          studentIds = await checkedEnrolment(trx, userId, requested);
          await repo.setEnrolment(trx, userId, id, studentIds);
        }
        await repo.updateClass(trx, userId, id, values);
        const sync = await syncClassEvents(trx, row, today, syncOptions);
        return { row, sync, studentIds };
      });
      deps.bus.publish(userId, 'classes', 'events');
      return {
        ...repo.toClassDto(result.row, result.studentIds),
        synced: result.sync.synced,
        syncedEventCount: result.sync.count,
      };
    },

    /** Deletes the class and all of its calendar events in one transaction. */
    async remove(userId: string, id: string): Promise<ClassDeleteResult> {
      const deletedEventCount = await db.transaction().execute(async (trx) => {
        const existing = await repo.findClass(trx, userId, id);
        if (!existing) throw notFound(classMessages.notFound);
        const count = await events.deleteAllEventsOfClass(trx, userId, id);
        // Its lessons' logged hours stay in the children's hours logs.
        await keepLessonHours(trx, userId, { classId: id });
        await repo.deleteClass(trx, userId, id);
        return count;
      });
      deps.bus.publish(userId, 'classes', 'events');
      return { id, deletedEventCount };
    },
  };
}

export type ClassesService = ReturnType<typeof classesService>;
