import { sql, type Kysely } from 'kysely';
import type { SampleQuery, StoredFile, WorkSample } from '@shared/schemas/portfolio';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { fromFileRow, toStoredFile } from './files.rows';
import { fromWorkSampleRow, toWorkSampleRow, type StoredSample } from './work-samples.rows';

type Db = Kysely<DB>;

/** The subject a sample shows: its class's subject (or title) when it is for a class, else its own. */
const subjectOf = sql<
  string | null
>`coalesce(${sql.ref('c.subject')}, ${sql.ref('c.title')}, ${sql.ref('s.subject')})`;

function samplesOf(db: Db, child: StudentKey) {
  return db
    .selectFrom('workSamples as s')
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 's.classId').onRef('c.userId', '=', 's.userId'))
    .selectAll('s')
    .select(['c.title as className', subjectOf.as('shownSubject')])
    .where('s.userId', '=', child.familyId)
    .where('s.studentId', '=', child.studentId);
}

/** The files of the given samples, in their order. */
async function filesOf(db: Db, familyId: string, sampleIds: string[]): Promise<Map<string, StoredFile[]>> {
  const bySample = new Map<string, StoredFile[]>();
  if (sampleIds.length === 0) return bySample;
  const rows = await db
    .selectFrom('workSampleFiles as wf')
    .innerJoin('files as f', (j) => j.onRef('f.id', '=', 'wf.fileId').onRef('f.userId', '=', 'wf.userId'))
    .selectAll('f')
    .select('wf.sampleId')
    .where('wf.userId', '=', familyId)
    .where('wf.sampleId', 'in', sampleIds)
    .orderBy('wf.sampleId')
    .orderBy('wf.position')
    .execute();
  for (const { sampleId, ...row } of rows) {
    const list = bySample.get(sampleId) ?? [];
    list.push(toStoredFile(fromFileRow(row)));
    bySample.set(sampleId, list);
  }
  return bySample;
}

type SampleRow = Awaited<ReturnType<ReturnType<typeof samplesOf>['execute']>>[number];

const toSample = (
  { className, shownSubject, userId: _userId, ...row }: SampleRow,
  files: StoredFile[],
): WorkSample => {
  const s = fromWorkSampleRow(row);
  return {
    id: s.id,
    studentId: s.studentId,
    date: s.date,
    title: s.title,
    classId: s.classId,
    className: className ?? null,
    subject: shownSubject ?? null,
    lessonId: s.lessonId,
    assignmentId: s.assignmentId,
    readingLogId: s.readingLogId,
    caption: s.caption,
    linkUrl: s.linkUrl,
    starred: s.starred,
    minutes: s.minutes,
    pending: s.pendingBy !== null,
    files,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
};

/** The child's samples dated in [from, to], newest first, filtered, at most `limit` (+1 to tell a cut list). */
export async function listSamples(
  db: Db,
  child: StudentKey,
  query: SampleQuery,
): Promise<{ samples: WorkSample[]; truncated: boolean }> {
  let select = samplesOf(db, child).where('s.date', '>=', query.from).where('s.date', '<=', query.to);
  if (query.classId) select = select.where('s.classId', '=', query.classId);
  if (query.subject) select = select.where(subjectOf, '=', query.subject);
  if (query.starred !== undefined) select = select.where('s.starred', '=', query.starred ? 1 : 0);
  const rows = await select
    .orderBy('s.date', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const kept = rows.slice(0, query.limit);
  const files = await filesOf(
    db,
    child.familyId,
    kept.map((r) => r.id),
  );
  return {
    truncated: rows.length > query.limit,
    samples: kept.map((row) => toSample(row, files.get(row.id) ?? [])),
  };
}

export async function findSample(db: Db, child: StudentKey, id: string): Promise<WorkSample | undefined> {
  const row = await samplesOf(db, child).where('s.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const files = await filesOf(db, child.familyId, [id]);
  return toSample(row, files.get(id) ?? []);
}

export async function findStoredSample(
  db: Db,
  child: StudentKey,
  id: string,
): Promise<StoredSample | undefined> {
  const row = await db
    .selectFrom('workSamples')
    .selectAll()
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && fromWorkSampleRow(row);
}

export async function insertSample(db: Db, familyId: string, sample: StoredSample): Promise<void> {
  await db.insertInto('workSamples').values(toWorkSampleRow(familyId, sample)).execute();
}

export async function updateSample(db: Db, familyId: string, sample: StoredSample): Promise<void> {
  const { id: _id, ...values } = toWorkSampleRow(familyId, sample);
  await db
    .updateTable('workSamples')
    .set(values)
    .where('userId', '=', familyId)
    .where('id', '=', sample.id)
    .execute();
}

/** Puts `fileIds` on the sample in this order (the caller has checked they are the child's and free). */
export async function attachFiles(
  db: Db,
  familyId: string,
  sampleId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insertInto('workSampleFiles')
    .values(fileIds.map((fileId, position) => ({ userId: familyId, sampleId, fileId, position })))
    .execute();
}

/** The ids of the sample's files. */
export async function sampleFileIds(db: Db, familyId: string, sampleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('workSampleFiles')
    .select('fileId')
    .where('userId', '=', familyId)
    .where('sampleId', '=', sampleId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.fileId);
}

/** A parent keeps a sample waiting for them: it is no longer pending. Undefined when it was not waiting. */
export async function keepPending(
  db: Db,
  familyId: string,
  id: string,
  updatedAt: string,
): Promise<StoredSample | undefined> {
  const row = await db
    .updateTable('workSamples')
    .set({ pendingBy: null, updatedAt })
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .where('pendingBy', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row && fromWorkSampleRow(row);
}

/** The sample of the family if it waits for a parent (work_samples_pending_idx). */
export async function findPending(db: Db, familyId: string, id: string): Promise<StoredSample | undefined> {
  const row = await db
    .selectFrom('workSamples')
    .selectAll()
    .where('userId', '=', familyId)
    .where('id', '=', id)
    .where('pendingBy', 'is not', null)
    .executeTakeFirst();
  return row && fromWorkSampleRow(row);
}

export async function deleteSample(db: Db, familyId: string, id: string): Promise<void> {
  await db.deleteFrom('workSamples').where('userId', '=', familyId).where('id', '=', id).execute();
}

/** Moves files to another child of the family (with the sample they are on). */
export async function moveFiles(
  db: Db,
  familyId: string,
  fileIds: readonly string[],
  studentId: string,
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .updateTable('files')
    .set({ studentId })
    .where('userId', '=', familyId)
    .where('id', 'in', fileIds)
    .execute();
}

/** Whether the lesson, assignment or book is the family's (and, for an assignment or a book, the child's). */
export async function linkExists(
  db: Db,
  child: StudentKey,
  table: 'lessons' | 'assignments' | 'readingLog',
  id: string,
): Promise<boolean> {
  const row =
    table === 'lessons'
      ? await db
          .selectFrom('lessons')
          .select('id')
          .where('userId', '=', child.familyId)
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom(table)
          .select('id')
          .where('userId', '=', child.familyId)
          .where('studentId', '=', child.studentId)
          .where('id', '=', id)
          .executeTakeFirst();
  return row !== undefined;
}
