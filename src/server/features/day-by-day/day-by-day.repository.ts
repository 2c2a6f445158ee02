import type { Kysely } from 'kysely';
import type { DayBlock, ScheduleEntry } from '@shared/schemas/day-by-day';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { MAX_BLOCKS } from '@shared/schemas/day-by-day';
import { fromBlockRow, fromScheduleRow, toBlockRow, toScheduleRow } from './day-by-day.rows';

type Db = Kysely<DB>;

// ---- blocks ----

export async function listBlocks(db: Db, userId: string): Promise<DayBlock[]> {
  const rows = await db
    .selectFrom('dayBlocks')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(MAX_BLOCKS)
    .execute();
  return rows.map(fromBlockRow);
}

export async function countBlocks(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('dayBlocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findBlock(db: Db, userId: string, id: string): Promise<DayBlock | null> {
  const row = await db
    .selectFrom('dayBlocks')
    .selectAll()
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromBlockRow(row) : null;
}

export async function insertBlock(
  db: Db,
  userId: string,
  input: Omit<DayBlock, 'id' | 'createdAt'>,
): Promise<DayBlock> {
  const row = toBlockRow(userId, { id: crypto.randomUUID(), ...input, createdAt: new Date().toISOString() });
  await db.insertInto('dayBlocks').values(row).execute();
  return fromBlockRow(row);
}

export async function updateBlock(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<Omit<DayBlock, 'id' | 'createdAt'>>,
): Promise<void> {
  await db.updateTable('dayBlocks').set(patch).where('userId', '=', userId).where('id', '=', id).execute();
}

/** Deletes the block and its schedule entries (every child's, every date); returns whether the block existed. */
export async function deleteBlock(db: Db, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('daySchedule').where('userId', '=', userId).where('blockId', '=', id).execute();
  const res = await db
    .deleteFrom('dayBlocks')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

// ---- schedule ----

/** The child's schedule entries with their (the family's) blocks. */
function scheduleQuery(db: Db, child: StudentKey) {
  return db
    .selectFrom('daySchedule as s')
    .innerJoin('dayBlocks as b', 'b.id', 's.blockId')
    .where('s.userId', '=', child.familyId)
    .where('s.studentId', '=', child.studentId)
    .where('b.userId', '=', child.familyId)
    .select([
      's.id as id',
      's.studentId as studentId',
      's.blockId as blockId',
      's.scheduleDate as scheduleDate',
      's.startTime as startTime',
      's.duration as duration',
      's.createdAt as createdAt',
      'b.name as blockName',
      'b.description as blockDescription',
      'b.purpose as blockPurpose',
      'b.defaultDuration as blockDefaultDuration',
      'b.color as blockColor',
      'b.createdAt as blockCreatedAt',
    ]);
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['executeTakeFirstOrThrow']>>;

function toEntry(row: ScheduleRow): ScheduleEntry {
  const { createdAt: _createdAt, studentId: _studentId, ...entry } = fromScheduleRow(row);
  return {
    ...entry,
    block: fromBlockRow({
      id: row.blockId,
      name: row.blockName,
      description: row.blockDescription,
      purpose: row.blockPurpose,
      defaultDuration: row.blockDefaultDuration,
      color: row.blockColor,
      createdAt: row.blockCreatedAt,
    }),
  };
}

/** A day's entries with their blocks, by start time (a day holds at most a few dozen). */
export async function listSchedule(db: Db, child: StudentKey, date: string): Promise<ScheduleEntry[]> {
  const rows = await scheduleQuery(db, child)
    .where('s.scheduleDate', '=', date)
    .orderBy('s.startTime', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
  return rows.map(toEntry);
}

export async function findEntry(db: Db, child: StudentKey, id: string): Promise<ScheduleEntry | null> {
  const row = await scheduleQuery(db, child).where('s.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function insertEntry(
  db: Db,
  child: StudentKey,
  input: { blockId: string; scheduleDate: string; startTime: number; duration: number },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('daySchedule')
    .values(
      toScheduleRow(child.familyId, {
        id,
        studentId: child.studentId,
        ...input,
        createdAt: new Date().toISOString(),
      }),
    )
    .execute();
  return id;
}

export async function updateEntryStart(
  db: Db,
  child: StudentKey,
  id: string,
  startTime: number,
): Promise<void> {
  await db
    .updateTable('daySchedule')
    .set({ startTime })
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .execute();
}

export async function deleteEntry(db: Db, child: StudentKey, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('daySchedule')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteDay(db: Db, child: StudentKey, date: string): Promise<number> {
  const res = await db
    .deleteFrom('daySchedule')
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('scheduleDate', '=', date)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Serialises block creation of one account on PostgreSQL (row lock on the profile until the transaction
 * ends), so two racing creates cannot both pass the count check. SQLite transactions already run one at
 * a time.
 */
export async function lockAccount(db: Db, dialect: 'sqlite' | 'postgres', userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('profiles').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The same for one child's schedule (row lock on the child), so two racing drops cannot both pass the overlap check. */
export async function lockChild(db: Db, dialect: 'sqlite' | 'postgres', child: StudentKey): Promise<void> {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('students')
    .select('id')
    .where('userId', '=', child.familyId)
    .where('id', '=', child.studentId)
    .forUpdate()
    .execute();
}
