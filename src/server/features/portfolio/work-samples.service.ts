import { randomUUID } from 'node:crypto';
import { daysBetween } from '@shared/domain/dates';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import {
  MAX_SAMPLE_LIST,
  MAX_SAMPLE_WINDOW_DAYS,
  type SamplePatch,
  type SampleList,
  type SampleQuery,
  type SampleValues,
  type WorkSample,
} from '@shared/schemas/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { AppDeps } from '../../deps';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { removeObjects } from '../../files/stored-keys';
import type { ChangeKind } from '../../realtime/bus';
import { isFamilyClass } from '../../scope/access';
import { tickWaits, type StudentKey, type StudentScope } from '../../scope/scope';
import { recordSampleHours } from '../hours/hours.service';
import * as files from './files.repository';
import * as repo from './work-samples.repository';
import type { StoredSample } from './work-samples.rows';

type Db = AppDeps['db'];
type Links = Pick<SampleValues, 'classId' | 'lessonId' | 'assignmentId' | 'readingLogId'>;

/** Each link names the family's class or lesson, or the child's assignment or book (else 404, nothing written). */
async function checkLinks(db: Db, child: StudentKey, links: Partial<Links>): Promise<void> {
  if (links.classId && !(await isFamilyClass(db, child.familyId, links.classId)))
    throw notFound(m.classNotFound);
  if (links.lessonId && !(await repo.linkExists(db, child, 'lessons', links.lessonId)))
    throw notFound(m.lessonNotFound);
  if (links.assignmentId && !(await repo.linkExists(db, child, 'assignments', links.assignmentId)))
    throw notFound(m.assignmentNotFound);
  if (links.readingLogId && !(await repo.linkExists(db, child, 'readingLog', links.readingLogId)))
    throw notFound(m.bookNotFound);
}

/** The kept samples of a window (not those waiting for a parent): what an evaluator link with the portfolio shows. */
export async function keptSamples(
  db: Db,
  child: StudentKey,
  window: { from: string; to: string },
): Promise<WorkSample[]> {
  const { samples } = await repo.listSamples(db, child, { ...window, limit: MAX_SAMPLE_LIST });
  return samples.filter((s) => !s.pending);
}

/** Deletes a sample and its file rows (in the caller's transaction); the object keys to remove once it commits. */
async function deleteWithFiles(trx: Kysely<DB>, familyId: string, id: string): Promise<string[]> {
  const fileIds = await repo.sampleFileIds(trx, familyId, id);
  const keys = await files.keysOfFiles(trx, familyId, fileIds);
  await repo.deleteSample(trx, familyId, id);
  await files.deleteFiles(trx, familyId, fileIds);
  return keys;
}

/**
 * A parent keeps a child's sample that waits for them ('To confirm', in the confirmations service's
 * transaction): it joins the portfolio, and its minutes become the child's hour entry (the child's log). Null
 * when it was not waiting (kept or sent back already, or another family's): nothing changes.
 */
export async function confirmPendingSample(
  trx: Kysely<DB>,
  familyId: string,
  id: string,
): Promise<{ child: StudentKey; kinds: ChangeKind[] } | null> {
  const sample = await repo.keepPending(trx, familyId, id, new Date().toISOString());
  if (!sample) return null;
  const child = { familyId, studentId: sample.studentId };
  const logged = await recordSampleHours(trx, child, sample);
  return { child, kinds: logged ? ['portfolio', 'hours'] : ['portfolio'] };
}

/**
 * 'Not yet' for a waiting sample: it is deleted with its files (nothing was logged); the caller removes the
 * returned object keys once its transaction commits. Null when it was not waiting.
 */
export async function rejectPendingSample(
  trx: Kysely<DB>,
  familyId: string,
  id: string,
): Promise<{ child: StudentKey; keys: string[] } | null> {
  const sample = await repo.findPending(trx, familyId, id);
  if (!sample) return null;
  const keys = await deleteWithFiles(trx, familyId, id);
  return { child: { familyId, studentId: sample.studentId }, keys };
}

/**
 * The child's work samples (the portfolio); a child member adds their own ("I learned this"). A child's sample
 * with minutes, once kept (at once, or when a parent confirms it), writes the child's hour entry in the same
 * transaction (`recordSampleHours`). No xp: the samples are not in the account export yet (ADR 028), so a
 * ledger row naming one could not be carried through an export and import.
 */
export function workSamplesService(deps: AppDeps) {
  const { db } = deps;

  async function mustFind(child: StudentKey, id: string): Promise<WorkSample> {
    const sample = await repo.findSample(db, child, id);
    if (!sample) throw notFound(m.sampleNotFound);
    return sample;
  }

  return {
    async list(scope: StudentScope, query: SampleQuery): Promise<SampleList> {
      if (query.to < query.from) throw validationFailed(m.windowOrder, { to: m.windowOrder });
      if (daysBetween(query.from, query.to) > MAX_SAMPLE_WINDOW_DAYS)
        throw validationFailed(m.windowTooLong(MAX_SAMPLE_WINDOW_DAYS));
      return repo.listSamples(db, scope, query);
    },

    get: (scope: StudentScope, id: string) => mustFind(scope, id),

    /**
     * A new sample with files uploaded before (`POST …/files`: the child's, on no sample yet). A child's own
     * waits for a parent when the family asks for it; a child cannot star their own work.
     */
    async create(scope: StudentScope, input: SampleValues): Promise<WorkSample> {
      await checkLinks(db, scope, input);
      const fileIds = [...new Set(input.fileIds)];
      const now = new Date().toISOString();
      const byChild = scope.actor.role === 'child';
      const waits = tickWaits(scope);
      const sample: StoredSample = {
        id: randomUUID(),
        studentId: scope.studentId,
        date: input.date,
        title: input.title,
        classId: input.classId,
        subject: input.classId ? null : input.subject,
        lessonId: input.lessonId,
        assignmentId: input.assignmentId,
        readingLogId: input.readingLogId,
        caption: input.caption,
        linkUrl: input.linkUrl,
        starred: byChild ? false : input.starred,
        minutes: input.minutes,
        pendingBy: waits ? scope.actor.memberId : null,
        createdBy: scope.actor.memberId,
        createdAt: now,
        updatedAt: now,
      };
      const logged = await db.transaction().execute(async (trx) => {
        const free = await files.freeFiles(trx, scope, fileIds);
        if (free.length !== fileIds.length) {
          const known = await Promise.all(fileIds.map((id) => files.findFile(trx, scope, id)));
          throw known.every(Boolean) ? new AppError('CONFLICT', m.fileTaken) : notFound(m.fileNotFound);
        }
        await repo.insertSample(trx, scope.familyId, sample);
        await repo.attachFiles(trx, scope.familyId, sample.id, fileIds);
        // A child's sample kept at once (the family does not ask to confirm) logs its minutes now.
        return byChild && !waits ? recordSampleHours(trx, scope, sample) : false;
      });
      const kinds: ChangeKind[] = ['portfolio'];
      if (waits) kinds.push('confirmations');
      if (logged) kinds.push('hours');
      deps.bus.publishChild(scope, ...kinds);
      return mustFind(scope, sample.id);
    },

    /**
     * Edits a sample; `studentId` moves it with its files to another of the family's children. A kept child's
     * sample's hour entry stays with the child who did the work (a record of their time, edited on the Hours
     * page); a sample still waiting writes its entry, once confirmed, for the child it then belongs to.
     */
    async update(scope: StudentScope, id: string, patch: SamplePatch): Promise<WorkSample> {
      const { fileIds, studentId, ...fields } = patch;
      const current = await repo.findStoredSample(db, scope, id);
      if (!current) throw notFound(m.sampleNotFound);
      const moveTo = studentId && studentId !== scope.studentId ? studentId : null;
      if (moveTo && !(await deps.students.context(scope.familyId, moveTo))) throw notFound(m.childNotFound);
      const owner: StudentKey = { familyId: scope.familyId, studentId: moveTo ?? scope.studentId };
      const next: StoredSample = {
        ...current,
        ...fields,
        // A child's assignment or book is not another child's: a move drops the links it does not restate.
        ...(moveTo
          ? {
              assignmentId: fields.assignmentId ?? null,
              readingLogId: fields.readingLogId ?? null,
            }
          : {}),
        studentId: owner.studentId,
        updatedAt: new Date().toISOString(),
      };
      if (fields.classId) next.subject = null;
      await checkLinks(db, owner, {
        classId: fields.classId,
        lessonId: fields.lessonId,
        assignmentId: next.assignmentId ?? undefined,
        readingLogId: next.readingLogId ?? undefined,
      });
      await db.transaction().execute(async (trx) => {
        const attached = await repo.sampleFileIds(trx, scope.familyId, id);
        if (fileIds) {
          // The new list: some of the sample's own files (reordered, some removed) and newly uploaded ones.
          const wanted = [...new Set(fileIds)];
          const added = wanted.filter((f) => !attached.includes(f));
          const free = await files.freeFiles(trx, scope, added);
          if (free.length !== added.length) throw notFound(m.fileNotFound);
          if (wanted.length === 0 && !next.linkUrl) throw validationFailed(m.nothingKept);
          await trx
            .deleteFrom('workSampleFiles')
            .where('userId', '=', scope.familyId)
            .where('sampleId', '=', id)
            .execute();
          await repo.attachFiles(trx, scope.familyId, id, wanted);
        } else if (attached.length === 0 && !next.linkUrl) throw validationFailed(m.nothingKept);
        await repo.updateSample(trx, scope.familyId, next);
        if (moveTo) await repo.moveFiles(trx, scope.familyId, fileIds ?? attached, moveTo);
      });
      deps.bus.publishChild(scope, 'portfolio');
      if (moveTo) deps.bus.publishChild(owner, 'portfolio');
      return mustFind(owner, id);
    },

    /**
     * Removes the sample and its files: the rows in one transaction, the stored objects after it commits. The
     * hour entry a kept child's sample wrote stays in the log (a record; work_sample_id is set null).
     */
    async remove(scope: StudentScope, id: string): Promise<void> {
      const { keys, pending } = await db.transaction().execute(async (trx) => {
        const sample = await repo.findStoredSample(trx, scope, id);
        if (!sample) throw notFound(m.sampleNotFound);
        return { keys: await deleteWithFiles(trx, scope.familyId, id), pending: sample.pendingBy !== null };
      });
      await removeObjects(deps.files, keys);
      deps.bus.publishChild(scope, 'portfolio', ...(pending ? (['confirmations'] as const) : []));
    },
  };
}
