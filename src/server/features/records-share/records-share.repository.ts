import type { Kysely } from 'kysely';
import { MAX_LISTED_LINKS } from '@shared/domain/evaluator-links';
import type { DateRange, SchoolWeek } from '@shared/domain/school-days';
import { parseDays, readFlag } from '../../db/stored-values';
import type { DB } from '../../db/types';
import type { RecordScope } from '../../pdf/record-section';
import type { StudentKey } from '../../scope/scope';
import { fromEvaluatorLinkRow, toEvaluatorLinkRow, type StoredEvaluatorLink } from './records-share.rows';

type Db = Kysely<DB>;

export interface RecordYear extends SchoolWeek {
  id: string;
  name: string;
}

export interface RecordChild {
  id: string;
  name: string;
  gradeLevel: string | null;
}

/** The family's school year, or undefined when the id is not one of theirs. */
export async function findYear(db: Db, userId: string, id: string): Promise<RecordYear | undefined> {
  const row = await db
    .selectFrom('schoolYears')
    .select(['id', 'name', 'startDate', 'endDate', 'weekdays'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, weekdays: parseDays(row.weekdays) };
}

/** A term of the family's school year, or undefined when it is not one of that year's. */
export async function findTerm(
  db: Db,
  userId: string,
  schoolYearId: string,
  id: string,
): Promise<{ id: string; name: string; startDate: string; endDate: string } | undefined> {
  return db
    .selectFrom('terms')
    .select(['id', 'name', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .where('schoolYearId', '=', schoolYearId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findChild(db: Db, userId: string, studentId: string): Promise<RecordChild | undefined> {
  return db
    .selectFrom('students')
    .select(['id', 'name', 'gradeLevel'])
    .where('userId', '=', userId)
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** The year's breaks that apply to the child (the family's whole-family breaks and the child's own). */
export async function childBreaks(db: Db, scope: RecordScope): Promise<(DateRange & { label: string })[]> {
  return db
    .selectFrom('breaks as b')
    .select(['b.label', 'b.startDate', 'b.endDate'])
    .where('b.userId', '=', scope.familyId)
    .where('b.schoolYearId', '=', scope.schoolYearId)
    .where((eb) =>
      eb.or([
        eb('b.wholeFamily', '=', 1),
        eb.exists(
          eb
            .selectFrom('breakStudents as bs')
            .select('bs.breakId')
            .whereRef('bs.breakId', '=', 'b.id')
            .where('bs.userId', '=', scope.familyId)
            .where('bs.studentId', '=', scope.studentId),
        ),
      ]),
    )
    .orderBy('b.startDate')
    .orderBy('b.id')
    .execute();
}

/** The child's attendance marks between two dates (a school year: at most 500 days). */
export async function attendanceMarks(
  db: Db,
  scope: StudentKey,
  range: DateRange,
): Promise<{ date: string; present: boolean }[]> {
  const rows = await db
    .selectFrom('attendance')
    .select(['date', 'present'])
    .where('userId', '=', scope.familyId)
    .where('studentId', '=', scope.studentId)
    .where('date', '>=', range.startDate)
    .where('date', '<=', range.endDate)
    .orderBy('date')
    .execute();
  return rows.map((r) => ({ date: r.date, present: readFlag(r.present) }));
}

// ---- Evaluator links ----

export type LinkWithYear = StoredEvaluatorLink & { schoolYearName: string };

const LINK_COLUMNS = [
  'l.id',
  'l.studentId',
  'l.schoolYearId',
  'l.label',
  'l.tokenHash',
  'l.expiresAt',
  'l.revokedAt',
  'l.createdAt',
  'l.includePortfolio',
  'l.createdBy',
] as const;

/** The child's links, newest first (bounded). */
export async function listLinks(db: Db, userId: string, studentId: string): Promise<LinkWithYear[]> {
  const rows = await db
    .selectFrom('evaluatorLinks as l')
    .innerJoin('schoolYears as y', (j) =>
      j.onRef('y.id', '=', 'l.schoolYearId').onRef('y.userId', '=', 'l.userId'),
    )
    .select([...LINK_COLUMNS, 'y.name as schoolYearName'])
    .where('l.userId', '=', userId)
    .where('l.studentId', '=', studentId)
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id', 'desc')
    .limit(MAX_LISTED_LINKS)
    .execute();
  return rows.map(({ schoolYearName, ...r }) => ({ ...fromEvaluatorLinkRow(r), schoolYearName }));
}

export async function findLink(
  db: Db,
  userId: string,
  studentId: string,
  id: string,
): Promise<LinkWithYear | undefined> {
  const row = await db
    .selectFrom('evaluatorLinks as l')
    .innerJoin('schoolYears as y', (j) =>
      j.onRef('y.id', '=', 'l.schoolYearId').onRef('y.userId', '=', 'l.userId'),
    )
    .select([...LINK_COLUMNS, 'y.name as schoolYearName'])
    .where('l.userId', '=', userId)
    .where('l.studentId', '=', studentId)
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { schoolYearName, ...r } = row;
  return { ...fromEvaluatorLinkRow(r), schoolYearName };
}

export async function insertLink(db: Db, userId: string, link: StoredEvaluatorLink): Promise<void> {
  await db.insertInto('evaluatorLinks').values(toEvaluatorLinkRow(userId, link)).execute();
}

/** Sets revoked_at once: a second revoke keeps the first time. */
export async function revokeLink(
  db: Db,
  userId: string,
  studentId: string,
  id: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('evaluatorLinks')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('studentId', '=', studentId)
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The family's name on an evaluator's page (its parent's), and the name of the member who shared the link. */
export async function sharingNames(
  db: Db,
  familyId: string,
  createdBy: string | null,
): Promise<{ familyName: string; sharedBy: string }> {
  const [family, by] = await Promise.all([
    db.selectFrom('user').select('name').where('id', '=', familyId).executeTakeFirst(),
    createdBy
      ? db
          .selectFrom('members as m')
          .innerJoin('user as u', 'u.id', 'm.userId')
          .select('u.name')
          .where('m.id', '=', createdBy)
          .where('m.familyId', '=', familyId)
          .executeTakeFirst()
      : undefined,
  ]);
  const familyName = family?.name ?? '';
  return { familyName, sharedBy: by?.name ?? familyName };
}

/** The link whose token hashes to `tokenHash` (the unique index finds it; the token itself is not stored). */
export async function findLinkByHash(
  db: Db,
  tokenHash: string,
): Promise<(StoredEvaluatorLink & { userId: string }) | undefined> {
  const row = await db
    .selectFrom('evaluatorLinks as l')
    .select([...LINK_COLUMNS, 'l.userId'])
    .where('l.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return row && { ...fromEvaluatorLinkRow(row), userId: row.userId };
}
