import type { Kysely } from 'kysely';
import type { PendingItem } from '@shared/schemas/confirmations';
import type { DB } from '../../db/types';

type Db = Kysely<DB>;

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
  }));
}

/** The family's lesson completions waiting for a parent (lesson_completions_pending_idx: user_id, pending). */
export async function pendingLessons(db: Db, familyId: string): Promise<PendingItem[]> {
  const rows = await db
    .selectFrom('lessonCompletions as x')
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
    kind: 'lesson',
    id: r.id,
    studentId: r.studentId,
    childName: r.childName,
    title: r.title,
    classTitle: r.classTitle,
    date: r.date,
    tickedAt: r.recordedAt,
  }));
}
