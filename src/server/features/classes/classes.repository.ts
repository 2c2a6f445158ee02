import type { Kysely } from 'kysely';
import { emojiForTitle } from '../../../shared/domain/class-emoji';
import { formatClassTimes, hoursPerWeek } from '../../../shared/domain/class-schedule';
import type { ClassDto } from '../../../shared/schemas/classes';
import { prepared, type Params, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import { fromClassRow, type ClassRow } from './classes.rows';

type Db = Kysely<DB>;
export type { ClassRow };

export function toClassDto(row: ClassRow): ClassDto {
  const { updatedAt: _updatedAt, ...c } = fromClassRow(row);
  return {
    ...c,
    emoji: c.emoji || emojiForTitle(c.title),
    classTimes: formatClassTimes(c.startTime, c.endTime),
    hoursPerWeek: hoursPerWeek(c.startTime, c.endTime, c.daysOfWeek),
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
