import { randomUUID } from 'node:crypto';
import { MAX_LESSONS_PER_CLASS } from '@shared/domain/lesson-pattern';
import { exportedLessons, guessMapping, planCsv, planDocument, planLessons } from '@shared/domain/plan-file';
import { lessonMessages } from '@shared/messages/lessons';
import type { PlanImport, PlanImportResult, PlanPreview } from '@shared/schemas/plan-files';
import { lockAccount } from '../../db/account-lock';
import type { AppDeps } from '../../deps';
import { downloadName } from '../../http/download-name';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { Scope } from '../../scope/scope';
import { readPlanFile, type ReadTable } from './plan-file-reader';
import { classMinutes } from './lessons.service';
import * as repo from './lessons.repository';
import type { StoredLesson } from './lessons.rows';

/**
 * Plan files (docs/plan-files.md, ADR 044): a file or a paste read into a preview (the table, the guessed
 * column mapping, the lessons and the errors under it), the import of a previewed table (checked again, appended
 * to the class's plan in one transaction, nothing written when a row is bad), and the plan's export as CSV or
 * as the JSON plan document.
 */
export function planFilesService(deps: AppDeps) {
  const { db, bus } = deps;

  async function existingClass(userId: string, classId: string) {
    const cls = await repo.findClass(db, userId, classId);
    if (!cls) throw notFound(lessonMessages.classNotFound);
    return cls;
  }

  async function preview(scope: Scope, classId: string, table: ReadTable): Promise<PlanPreview> {
    const cls = await existingClass(scope.familyId, classId);
    const { count } = await repo.planSize(db, scope.familyId, classId);
    const guess =
      table.format === 'json'
        ? { header: false, mapping: [...(['title', 'notes', 'minutes', 'week', 'day'] as const)] }
        : guessMapping(table.rows);
    const result = planLessons(table.rows, guess.mapping, guess.header);
    return {
      format: table.format,
      rows: table.rows,
      header: guess.header,
      mapping: guess.mapping,
      sourceTitle: table.sourceTitle,
      room: MAX_LESSONS_PER_CLASS - count,
      classMinutes: classMinutes(cls),
      lessons: result.lessons,
      errors: result.errors,
      problem: result.ok ? null : result.message,
    };
  }

  return {
    /** Existence first: another family's class is a 404 before its upload is read. */
    async classExists(scope: Scope, classId: string): Promise<void> {
      await existingClass(scope.familyId, classId);
    },

    async previewFile(scope: Scope, classId: string, name: string, bytes: Buffer): Promise<PlanPreview> {
      await existingClass(scope.familyId, classId);
      return preview(scope, classId, await readPlanFile(name, bytes));
    },

    async previewText(scope: Scope, classId: string, text: string): Promise<PlanPreview> {
      await existingClass(scope.familyId, classId);
      return preview(scope, classId, await readPlanFile('pasted.txt', Buffer.from(text, 'utf8')));
    },

    /**
     * The table's lessons, appended after the plan's last lesson in one transaction: a bad row is a 400 naming
     * its row and column, a class without room a 409, and nothing is written either way.
     */
    async importPlan(scope: Scope, classId: string, input: PlanImport): Promise<PlanImportResult> {
      const userId = scope.familyId;
      await existingClass(userId, classId);
      const result = planLessons(input.rows, input.mapping, input.header);
      if (!result.ok) throw validationFailed(result.message);
      await deps.profiles.get(userId);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, userId);
        const cls = await repo.findClass(trx, userId, classId);
        if (!cls) throw notFound(lessonMessages.classNotFound);
        const { count, next } = await repo.planSize(trx, userId, classId);
        if (count + result.lessons.length > MAX_LESSONS_PER_CLASS)
          throw new AppError(
            'CONFLICT',
            lessonMessages.classFull(MAX_LESSONS_PER_CLASS, MAX_LESSONS_PER_CLASS - count),
          );
        const minutes = classMinutes(cls);
        await repo.insertLessons(
          trx,
          userId,
          result.lessons.map((l, i): StoredLesson => ({
            id: randomUUID(),
            classId,
            position: next + i,
            title: l.title,
            notes: l.notes,
            minutes: l.minutes ?? minutes,
            createdAt: now,
            updatedAt: now,
          })),
        );
      });
      bus.publish(userId, 'lessons');
      return { count: result.lessons.length };
    },

    /** The plan as a file: CSV (title, notes, minutes, week, day) or the JSON plan document, version 1. */
    async exportPlan(
      scope: Scope,
      classId: string,
      format: 'csv' | 'json',
    ): Promise<{ name: string; type: string; body: string }> {
      const cls = await existingClass(scope.familyId, classId);
      const lessons = await repo.listLessons(db, scope.familyId, classId);
      const name = downloadName('plan', [cls.title], format);
      if (format === 'csv')
        return {
          name,
          type: 'text/csv; charset=utf-8',
          body: planCsv(exportedLessons(cls.daysOfWeek.length, lessons)),
        };
      const doc = planDocument(
        {
          title: cls.title,
          subject: cls.subject,
          description: cls.description,
          daysOfWeek: cls.daysOfWeek,
          minutes: classMinutes(cls),
        },
        lessons,
      );
      return { name, type: 'application/json; charset=utf-8', body: `${JSON.stringify(doc, null, 2)}\n` };
    },
  };
}
