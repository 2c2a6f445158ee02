import { sql, type Kysely } from 'kysely';
import type { PendingItem } from '@shared/schemas/confirmations';
import { readNullableNumber } from '../../db/stored-values';
import type { DB } from '../../db/types';

type Db = Kysely<DB>;

/** What only a work sample has. */
const NOT_A_SAMPLE = { subject: null, minutes: null, photoFileId: null } as const;

/** The most waiting ticks of each kind one read returns (a family never gets near it). */
export const PENDING_LIMIT = 500;

/** The family's to-dos waiting for a parent, oldest day first (tasks_pending_idx: user_id, pending_by). */
export async function pendingTasks(db: Db, familyId: string): Promise<PendingItem[]> {
  const rows = await db
    .selectFrom('tasks as t')
    .innerJoin('students as s', (j) => j.onRef('s.id', '=', 't.studentId').onRef('s.userId', '=', 't.userId'))
    .select(['t.id', 't.studentId', 's.name as childName', 't.title', 't.createdDate'])
    .where('t.userId', '=', familyId)
    .where('t.pendingBy', 'is not', null)
    .where('t.completed', '=', 0)
    .orderBy('t.createdDate')
    .orderBy('t.createdAt')
    .orderBy('t.id')
    .limit(PENDING_LIMIT)
    .execute();
  return rows.map((r) => ({
    kind: 'task',
    id: r.id,
    studentId: r.studentId,
    childName: r.childName,
    title: r.title,
    classTitle: null,
    date: r.createdDate,
    tickedAt: null,
    ...NOT_A_SAMPLE,
  }));
}

/**
 * The family's lesson completions (`lesson`: lesson_completions_pending_idx, user_id, pending) or loop items done
 * on a day (`loop`, ADR 052: loop_completions_pending_idx, user_id, date where pending) waiting for a parent,
 * oldest day first, with the lesson's or item's title and its class.
 */
export async function pendingCompletions(
  db: Db,
  familyId: string,
  kind: 'lesson' | 'loop',
): Promise<PendingItem[]> {
  // Both tables have every column read here, alike; the statement is typed by the lesson table's.
  const table = (
    kind === 'lesson' ? 'lessonCompletions as x' : 'loopCompletions as x'
  ) as 'lessonCompletions as x';
  const rows = await db
    .selectFrom(table)
    .innerJoin('lessons as l', 'l.id', 'x.lessonId')
    .innerJoin('classes as c', 'c.id', 'x.classId')
    .innerJoin('students as s', 's.id', 'x.studentId')
    .select([
      'x.id',
      'x.studentId',
      's.name as childName',
      'l.title',
      'c.title as classTitle',
      'x.date',
      'x.recordedAt',
    ])
    .where('x.userId', '=', familyId)
    .where('x.pending', '=', 1)
    .where('l.userId', '=', familyId)
    .where('c.userId', '=', familyId)
    .where('s.userId', '=', familyId)
    .orderBy('x.date')
    .orderBy('x.recordedAt')
    .orderBy('x.id')
    .limit(PENDING_LIMIT)
    .execute();
  return rows.map((r) => ({
    kind,
    id: r.id,
    studentId: r.studentId,
    childName: r.childName,
    title: r.title,
    classTitle: r.classTitle,
    date: r.date,
    tickedAt: r.recordedAt,
    ...NOT_A_SAMPLE,
  }));
}

/**
 * The family's children's work samples waiting for a parent ("I learned this"; work_samples_pending_idx), oldest
 * day first, with the class or subject, the minutes and the first photo (for its thumbnail).
 */
export async function pendingSamples(db: Db, familyId: string): Promise<PendingItem[]> {
  const rows = await db
    .selectFrom('workSamples as w')
    .innerJoin('students as s', (j) => j.onRef('s.id', '=', 'w.studentId').onRef('s.userId', '=', 'w.userId'))
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'w.classId').onRef('c.userId', '=', 'w.userId'))
    .select((eb) => [
      'w.id',
      'w.studentId',
      's.name as childName',
      'w.title',
      'c.title as classTitle',
      sql<
        string | null
      >`coalesce(${sql.ref('c.subject')}, ${sql.ref('c.title')}, ${sql.ref('w.subject')})`.as('subject'),
      'w.minutes',
      'w.date',
      'w.createdAt',
      eb
        .selectFrom('workSampleFiles as wf')
        .innerJoin('files as f', (j) => j.onRef('f.id', '=', 'wf.fileId').onRef('f.userId', '=', 'wf.userId'))
        .select('f.id')
        .whereRef('wf.sampleId', '=', 'w.id')
        .where('wf.userId', '=', familyId)
        .where('f.kind', '=', 'image')
        .orderBy('wf.position')
        .limit(1)
        .as('photoFileId'),
    ])
    .where('w.userId', '=', familyId)
    .where('w.pendingBy', 'is not', null)
    .orderBy('w.date')
    .orderBy('w.createdAt')
    .orderBy('w.id')
    .limit(PENDING_LIMIT)
    .execute();
  return rows.map((r) => ({
    kind: 'sample',
    id: r.id,
    studentId: r.studentId,
    childName: r.childName,
    title: r.title,
    classTitle: r.classTitle ?? null,
    date: r.date,
    tickedAt: r.createdAt,
    subject: r.subject ?? null,
    minutes: readNullableNumber(r.minutes),
    photoFileId: r.photoFileId ?? null,
  }));
}
