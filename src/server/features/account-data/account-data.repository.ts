import type { Kysely, Selectable } from 'kysely';
import { MAX_ROWS_PER_TABLE, type ExportTableName, type ExportTables } from '../../../shared/schemas/account-data';
import type { DB } from '../../db/types';
import { readInPages } from '../../db/paged-read';
import { parseDays } from '../../db/stored-values';
import { timeSlicer, type TimeSlicer } from '../../work/time-slice';

/**
 * Every query of the account export, import and delete. Each one is bounded to one account
 * (`where userId = …`, or `id = …` for the user and profile rows).
 */

/** Tables whose rows make an account "not empty" for the import (carry-forward markers do not count), parents first. */
export const DATA_TABLES = [
  'classes',
  'calendarEvents',
  'tasks',
  'bucketListItems',
  'learnListItems',
  'attendance',
  'assignments',
  'dayBlocks',
  'daySchedule',
  'xpLedger',
  'achievements',
] as const satisfies readonly (keyof DB)[];

const flag = (v: number | boolean) => v === 1 || v === true;
const bit = (v: boolean) => (v ? 1 : 0);


export async function findUser(db: Kysely<DB>, userId: string) {
  return db.selectFrom('user').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

export async function findProfileRow(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * Every row of the account, oldest first, at most MAX_ROWS_PER_TABLE + 1 per table (the extra row tells
 * the caller that the table was cut). Flags become booleans and JSON text becomes arrays.
 */
export async function readTables(
  db: Kysely<DB>,
  userId: string,
  slicer: TimeSlicer = timeSlicer(),
): Promise<{ tables: ExportTables; truncated: ExportTableName[] }> {
  const cap = MAX_ROWS_PER_TABLE + 1;
  // One table after the other, page by page (db/paged-read.ts): other requests run between the pages.
  const read = <T extends keyof DB>(table: T, order: [string, ...string[]]) => readInPages<Selectable<DB[T]>>(db, table, userId, order, cap, slicer);
  const classes = await read('classes', ['createdAt', 'id']);
  const events = await read('calendarEvents', ['eventDate', 'createdAt', 'id']);
  const tasks = await read('tasks', ['createdAt', 'id']);
  const bucket = await read('bucketListItems', ['createdAt', 'id']);
  const learn = await read('learnListItems', ['createdAt', 'id']);
  const attendance = await read('attendance', ['date']);
  const assignments = await read('assignments', ['createdAt', 'id']);
  const blocks = await read('dayBlocks', ['createdAt', 'id']);
  const schedule = await read('daySchedule', ['scheduleDate', 'startTime', 'id']);
  const xp = await read('xpLedger', ['createdAt', 'id']);
  const achievements = await read('achievements', ['unlockedAt', 'achievementId']);
  const carry = await read('taskCarryForward', ['day']);
  const tables: ExportTables = {
    classes: classes.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      emoji: r.emoji,
      teacherPlatform: r.teacherPlatform,
      daysOfWeek: parseDays(r.daysOfWeek),
      startTime: r.startTime,
      endTime: r.endTime,
      startDate: r.startDate,
      endDate: r.endDate,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })),
    calendarEvents: events.map((r) => ({
      id: r.id,
      title: r.title,
      eventDate: r.eventDate,
      eventTime: r.eventTime,
      description: r.description,
      classId: r.classId,
      generated: flag(r.generated),
      createdAt: r.createdAt,
    })),
    tasks: tasks.map((r) => ({
      id: r.id,
      title: r.title,
      priority: r.priority,
      completed: flag(r.completed),
      completedAt: r.completedAt,
      createdDate: r.createdDate,
      createdAt: r.createdAt,
    })),
    bucketListItems: bucket.map((r) => ({
      id: r.id,
      title: r.title,
      priority: r.priority,
      completed: flag(r.completed),
      completedAt: r.completedAt,
      createdDate: r.createdDate,
      createdAt: r.createdAt,
    })),
    learnListItems: learn.map((r) => ({
      id: r.id,
      title: r.title,
      priority: r.priority,
      completed: flag(r.completed),
      completedAt: r.completedAt,
      createdAt: r.createdAt,
    })),
    attendance: attendance.map((r) => ({ id: r.id, date: r.date, present: flag(r.present), createdAt: r.createdAt, updatedAt: r.updatedAt })),
    assignments: assignments.map((r) => ({
      id: r.id,
      classId: r.classId,
      assignmentName: r.assignmentName,
      description: r.description,
      assignmentDate: r.assignmentDate,
      dueDate: r.dueDate,
      status: r.status,
      gradePercentage: r.gradePercentage === null ? null : Number(r.gradePercentage),
      earnedPoints: r.earnedPoints === null ? null : Number(r.earnedPoints),
      maxPoints: r.maxPoints === null ? null : Number(r.maxPoints),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })),
    dayBlocks: blocks.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      purpose: r.purpose,
      defaultDuration: Number(r.defaultDuration),
      color: r.color as ExportTables['dayBlocks'][number]['color'],
      createdAt: r.createdAt,
    })),
    daySchedule: schedule.map((r) => ({
      id: r.id,
      blockId: r.blockId,
      scheduleDate: r.scheduleDate,
      startTime: Number(r.startTime),
      duration: Number(r.duration),
      createdAt: r.createdAt,
    })),
    xpLedger: xp.map((r) => ({
      id: r.id,
      sourceKind: r.sourceKind as ExportTables['xpLedger'][number]['sourceKind'],
      sourceId: r.sourceId,
      xp: Number(r.xp),
      createdAt: r.createdAt,
    })),
    achievements: achievements.map((r) => ({ achievementId: r.achievementId, unlockedAt: r.unlockedAt })),
    taskCarryForward: carry.map((r) => ({ day: r.day, carried: Number(r.carried), createdAt: r.createdAt })),
  };
  const truncated: ExportTableName[] = [];
  for (const name of Object.keys(tables) as ExportTableName[]) {
    if (tables[name].length > MAX_ROWS_PER_TABLE) {
      truncated.push(name);
      (tables[name] as unknown[]).length = MAX_ROWS_PER_TABLE;
    }
  }
  return { tables, truncated };
}

/** The data tables that hold at least one row of the account. */
export async function nonEmptyTables(db: Kysely<DB>, userId: string): Promise<string[]> {
  const found = await Promise.all(
    DATA_TABLES.map(async (table) => {
      const row = await (db as unknown as Kysely<Record<string, { userId: string }>>)
        .selectFrom(table)
        .select('userId')
        .where('userId', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row ? table : null;
    }),
  );
  return found.filter((t): t is (typeof DATA_TABLES)[number] => t !== null);
}

/** Bound parameters one statement may carry on both dialects (SQLite allows 32 766, PostgreSQL 65 535). */
export const MAX_BOUND_PARAMETERS = 32_766;

/** Rows per insert statement: as many as fit under the parameter limit, counted from the rows' own columns. */
export function rowsPerInsert(rows: readonly object[]): number {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
}

async function insertChunked<T extends keyof DB>(trx: Kysely<DB>, table: T, rows: readonly object[]): Promise<void> {
  const size = rowsPerInsert(rows);
  for (let i = 0; i < rows.length; i += size) {
    await (trx as unknown as Kysely<Record<string, object>>).insertInto(table).values(rows.slice(i, i + size) as never).execute();
  }
}

export interface ImportRows {
  classes: DB['classes'][];
  calendarEvents: (Omit<DB['calendarEvents'], 'generated'> & { generated: number })[];
  tasks: DB['tasks'][];
  bucketListItems: DB['bucketListItems'][];
  learnListItems: DB['learnListItems'][];
  attendance: DB['attendance'][];
  assignments: DB['assignments'][];
  dayBlocks: DB['dayBlocks'][];
  daySchedule: DB['daySchedule'][];
  xpLedger: DB['xpLedger'][];
  achievements: DB['achievements'][];
  taskCarryForward: DB['taskCarryForward'][];
}

/** Writes every row, parents before children (classes before events and assignments, blocks before the schedule). */
export async function insertAll(trx: Kysely<DB>, userId: string, rows: ImportRows): Promise<void> {
  await trx.deleteFrom('taskCarryForward').where('userId', '=', userId).execute();
  // DATA_TABLES lists parents before children.
  const order: (keyof ImportRows)[] = [...DATA_TABLES, 'taskCarryForward'];
  for (const table of order) {
    if (rows[table].length) await insertChunked(trx, table, rows[table]);
  }
}

export const bitOf = bit;

export async function updateProfile(
  trx: Kysely<DB>,
  userId: string,
  patch: { displayName: string | null; childAge: string | null; settings: string; xp: number; level: number; createdAt: string; updatedAt: string },
): Promise<void> {
  await trx.updateTable('profiles').set(patch).where('id', '=', userId).execute();
}

/** Removes the user row; every account table references it with ON DELETE CASCADE. Returns whether a row went. */
export async function deleteUser(db: Kysely<DB>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the account can sign in with a password (better-auth's 'credential' account row). */
export async function hasPassword(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await (db as unknown as Kysely<{ account: { userId: string; providerId: string; password: string | null } }>)
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(row?.password);
}
