import type { Kysely, Selectable } from 'kysely';
import { emojiForTitle } from '../../../shared/domain/class-emoji';
import { formatClassTimes, hoursPerWeek } from '../../../shared/domain/class-schedule';
import type { ClassDto } from '../../../shared/schemas/classes';
import { prepared, type Params, type Value } from '../../db/prepared';
import { parseDays } from '../../db/stored-values';
import type { ClassesTable, DB } from '../../db/types';

type Db = Kysely<DB>;
export type ClassRow = Selectable<ClassesTable>;

export { parseDays };

export function toClassDto(row: ClassRow): ClassDto {
  const daysOfWeek = parseDays(row.daysOfWeek);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    emoji: row.emoji || emojiForTitle(row.title),
    teacherPlatform: row.teacherPlatform,
    daysOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    classTimes: formatClassTimes(row.startTime, row.endTime),
    hoursPerWeek: hoursPerWeek(row.startTime, row.endTime, daysOfWeek),
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt,
  };
}

const CLASS_COLUMNS = [
  'id',
  'userId',
  'title',
  'description',
  'emoji',
  'teacherPlatform',
  'daysOfWeek',
  'startTime',
  'endTime',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ClassRow)[];

/** Newest first. The count per account is capped (MAX_CLASSES), so the list is bounded. */
export function classesQuery(db: Db, userId: Value<string>, limit: Value<number>) {
  return db.selectFrom('classes').select(CLASS_COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit);
}

const classesByUser = prepared((db: Db, p: Params<{ userId: string; limit: number }>) => classesQuery(db, p.userId, p.limit));

export function listClasses(db: Db, userId: string, limit: number): Promise<ClassRow[]> {
  return classesByUser.execute(db, { userId, limit });
}

export async function countClasses(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClass(db: Db, userId: string, id: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function insertClass(db: Db, row: ClassRow): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

export async function updateClass(db: Db, userId: string, id: string, values: Omit<ClassRow, 'id' | 'userId' | 'createdAt'>): Promise<void> {
  await db.updateTable('classes').set(values).where('userId', '=', userId).where('id', '=', id).execute();
}

export async function deleteClass(db: Db, userId: string, id: string): Promise<void> {
  await db.deleteFrom('classes').where('userId', '=', userId).where('id', '=', id).execute();
}
