import type { Kysely } from 'kysely';
import type { FeedWindow } from '@shared/domain/calendar-feed';
import { parseDays } from '../../db/stored-values';
import type { DB } from '../../db/types';
import { fromFeedRow, toFeedRow, type StoredCalendarFeed } from './calendar-feed.rows';

type Db = Kysely<DB>;

/** Upper bounds of one feed's reads (a family's half year stays far below them). */
export const MAX_FEED_EVENTS = 5000;
export const MAX_FEED_DUE_DATES = 5000;

// ---- The family's feeds (Settings) ----

/** The family's feeds (at most one per child and one for the family). */
export async function listFeeds(db: Db, userId: string): Promise<StoredCalendarFeed[]> {
  const rows = await db
    .selectFrom('calendarFeeds')
    .select(['id', 'studentId', 'tokenHash', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(fromFeedRow);
}

/** Removes the feed of the family (studentId null) or of one child, whichever link it had. */
export async function deleteFeedsFor(db: Db, userId: string, studentId: string | null): Promise<void> {
  await db
    .deleteFrom('calendarFeeds')
    .where('userId', '=', userId)
    .where('studentId', studentId === null ? 'is' : '=', studentId)
    .execute();
}

export async function insertFeed(db: Db, userId: string, feed: StoredCalendarFeed): Promise<void> {
  await db.insertInto('calendarFeeds').values(toFeedRow(userId, feed)).execute();
}

export async function deleteFeed(db: Db, userId: string, id: string): Promise<number> {
  const result = await db
    .deleteFrom('calendarFeeds')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The feed whose token hashes to `tokenHash` (the unique index finds it; the token itself is not stored). */
export async function findFeedByHash(
  db: Db,
  tokenHash: string,
): Promise<{ id: string; userId: string; studentId: string | null } | undefined> {
  return db
    .selectFrom('calendarFeeds')
    .select(['id', 'userId', 'studentId'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

// ---- What a feed shows ----

export interface FeedClass {
  id: string;
  title: string;
  description: string | null;
  teacherPlatform: string | null;
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
  startDate: string | null;
  endDate: string | null;
  schoolYearId: string | null;
  /** The children enrolled (of those the feed is for), in the family's order. */
  studentIds: string[];
}

/** The family's classes (a child's feed: the classes the child is enrolled in), with their enrolled children. */
export async function feedClasses(db: Db, userId: string, studentId: string | null): Promise<FeedClass[]> {
  let classes = db
    .selectFrom('classes as c')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.teacherPlatform',
      'c.daysOfWeek',
      'c.startTime',
      'c.endTime',
      'c.startDate',
      'c.endDate',
      'c.schoolYearId',
    ])
    .where('c.userId', '=', userId);
  if (studentId !== null)
    classes = classes.where((eb) =>
      eb.exists(
        eb
          .selectFrom('classStudents as cs')
          .select('cs.classId')
          .whereRef('cs.classId', '=', 'c.id')
          .where('cs.userId', '=', userId)
          .where('cs.studentId', '=', studentId),
      ),
    );
  let enrolments = db
    .selectFrom('classStudents as cs')
    .innerJoin('students as s', 's.id', 'cs.studentId')
    .select(['cs.classId', 'cs.studentId'])
    .where('cs.userId', '=', userId);
  if (studentId !== null) enrolments = enrolments.where('cs.studentId', '=', studentId);
  const [rows, enrolled] = await Promise.all([
    classes.orderBy('c.startTime').orderBy('c.id').execute(),
    enrolments.orderBy('s.position').orderBy('cs.studentId').execute(),
  ]);
  const byClass = new Map<string, string[]>();
  for (const e of enrolled) byClass.set(e.classId, [...(byClass.get(e.classId) ?? []), e.studentId]);
  return rows.map((c) => ({
    ...c,
    daysOfWeek: parseDays(c.daysOfWeek),
    studentIds: byClass.get(c.id) ?? [],
  }));
}

export interface FeedEvent {
  id: string;
  title: string;
  eventDate: string;
  eventTime: string | null;
  description: string | null;
  studentId: string | null;
}

/**
 * The one-off events of the window: the family's and, in a child's feed, that child's (every child's in the
 * family's). The events a class's schedule generated are left out: the feed has the class's sessions.
 */
export async function feedEvents(
  db: Db,
  userId: string,
  studentId: string | null,
  window: FeedWindow,
): Promise<FeedEvent[]> {
  let q = db
    .selectFrom('calendarEvents')
    .select(['id', 'title', 'eventDate', 'eventTime', 'description', 'studentId'])
    .where('userId', '=', userId)
    .where('generated', '=', 0)
    .where('eventDate', '>=', window.from)
    .where('eventDate', '<=', window.to);
  if (studentId !== null)
    q = q.where((eb) => eb.or([eb('studentId', 'is', null), eb('studentId', '=', studentId)]));
  return q.orderBy('eventDate').orderBy('id').limit(MAX_FEED_EVENTS).execute();
}

export interface FeedDueDate {
  id: string;
  studentId: string;
  assignmentName: string;
  dueDate: string;
  status: string;
  classTitle: string | null;
}

/** The assignments due in the window: the child's, or every child's in the family's feed. */
export async function feedDueDates(
  db: Db,
  userId: string,
  studentId: string | null,
  window: FeedWindow,
): Promise<FeedDueDate[]> {
  let q = db
    .selectFrom('assignments as a')
    .leftJoin('classes as c', (join) => join.onRef('c.id', '=', 'a.classId').on('c.userId', '=', userId))
    .select(['a.id', 'a.studentId', 'a.assignmentName', 'a.dueDate', 'a.status', 'c.title as classTitle'])
    .where('a.userId', '=', userId)
    .where('a.dueDate', '>=', window.from)
    .where('a.dueDate', '<=', window.to);
  if (studentId !== null) q = q.where('a.studentId', '=', studentId);
  const rows = await q.orderBy('a.dueDate').orderBy('a.id').limit(MAX_FEED_DUE_DATES).execute();
  return rows.map((r) => ({ ...r, dueDate: r.dueDate ?? '' }));
}
