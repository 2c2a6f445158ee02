import type { Compilable, Kysely } from 'kysely';
import type { ListItem, Priority } from '@shared/schemas/list-items';
import { prepared, type Params, type Prepared, type Value } from '../../db/prepared';
import type { DB } from '../../db/types';
import type { StudentKey } from '../../scope/scope';
import { fromDatedItemRow, fromItemRow } from './list-items.rows';

/** The three list tables share their columns; tasks and bucket items also store the day they were made. */
export type ListTable = 'tasks' | 'bucketListItems' | 'learnListItems';

export interface ListTableInfo {
  table: ListTable;
  /** True when the table has `created_date` (tasks, bucket list). */
  dated: boolean;
}

export const LIST_TABLES = {
  tasks: { table: 'tasks', dated: true },
  bucketListItems: { table: 'bucketListItems', dated: true },
  learnListItems: { table: 'learnListItems', dated: false },
} as const satisfies Record<ListTable, ListTableInfo>;

interface ItemRow {
  id: string;
  userId: string;
  studentId: string;
  title: string;
  priority: Priority;
  completed: number;
  completedAt: string | null;
  createdDate: string;
  createdAt: string;
  /** Tasks only (migration 0011): who ticked it, and the child whose tick waits for a parent. */
  completedBy?: string | null;
  pendingBy?: string | null;
}

/**
 * One query code path for the three tables: the row type is the same, so the table name is the only
 * difference (CamelCasePlugin still maps 'bucketListItems' to bucket_list_items).
 */
type ItemsDb = Kysely<{ items: ItemRow }>;
const itemsOf = (db: Kysely<DB>) => db as unknown as ItemsDb;
const tableOf = (info: ListTableInfo) => info.table as unknown as 'items';

/** An item as stored: the API's item, the child it is for, (dated tables) its day, and (tasks) a tick waiting for a parent. */
export type StoredItem = ListItem & { studentId: string; createdDate?: string; pending?: boolean };

/** A row of one of the lists (its columns as `columns(info)` selects them) → the item. */
export function toItem(row: Partial<ItemRow>, info: ListTableInfo): StoredItem {
  const selected = row as ItemRow;
  const item = info.dated ? fromDatedItemRow(selected) : fromItemRow(selected);
  return hasTicks(info) ? { ...item, pending: selected.pendingBy != null } : item;
}

/** The to-do table records who ticked (completed_by) and a tick waiting for a parent (pending_by). */
const hasTicks = (info: ListTableInfo) => info.table === 'tasks';

const columns = (info: ListTableInfo) =>
  [
    'id',
    'studentId',
    'title',
    'priority',
    'completed',
    'completedAt',
    'createdAt',
    ...(info.dated ? (['createdDate'] as const) : []),
    ...(hasTicks(info) ? (['pendingBy'] as const) : []),
  ] as const;

export interface ItemFilter {
  /** Only items created on this day (dated tables). */
  createdDate?: string;
  completed?: boolean;
  limit: number;
}

/** The child's items, incomplete first, then newest first. */
export async function findItems(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  filter: ItemFilter,
): Promise<StoredItem[]> {
  const shape = { byDate: filter.createdDate !== undefined, byCompleted: filter.completed !== undefined };
  const rows = await findItemsQuery(info, shape).execute(db, {
    userId: child.familyId,
    studentId: child.studentId,
    createdDate: filter.createdDate ?? '',
    completed: filter.completed ? 1 : 0,
    limit: filter.limit,
  });
  return rows.map((row) => toItem(row, info));
}

/** Which conditions a list query has: the query's shape, fixed apart from the values. */
export interface ItemsQueryShape {
  byDate: boolean;
  byCompleted: boolean;
}

/** The values of a list query; `completed` is the stored 0/1. Unused ones (by the shape) are ignored. */
export interface ItemsQueryValues {
  userId: Value<string>;
  studentId: Value<string>;
  createdDate: Value<string>;
  completed: Value<number>;
  limit: Value<number>;
}

/**
 * The lists' one query (incomplete first, then newest first), for `findItems` and for statements that read
 * several lists at once. The shape decides the conditions; the values only fill them.
 */
export function itemsQuery(db: Kysely<DB>, info: ListTableInfo, shape: ItemsQueryShape, v: ItemsQueryValues) {
  let q = itemsOf(db)
    .selectFrom(tableOf(info))
    .select([...columns(info)])
    .where('userId', '=', v.userId)
    .where('studentId', '=', v.studentId);
  if (shape.byDate) q = q.where('createdDate', '=', v.createdDate);
  if (shape.byCompleted) q = q.where('completed', '=', v.completed);
  return q.orderBy('completed', 'asc').orderBy('createdAt', 'desc').orderBy('id', 'asc').limit(v.limit);
}

export type ItemQueryRow = Partial<ItemRow>;

type FindItemsParams = {
  userId: string;
  studentId: string;
  createdDate: string;
  completed: number;
  limit: number;
};
const findItemsQueries = new Map<string, ReturnType<typeof prepareFindItems>>();

/** One prepared query per table and shape. */
function findItemsQuery(info: ListTableInfo, shape: ItemsQueryShape) {
  const key = `${info.table}:${info.dated}:${shape.byDate}:${shape.byCompleted}`;
  let query = findItemsQueries.get(key);
  if (!query) findItemsQueries.set(key, (query = prepareFindItems(info, shape)));
  return query;
}

function prepareFindItems(info: ListTableInfo, shape: ItemsQueryShape) {
  return prepared((db: Kysely<DB>, p: Params<FindItemsParams>) => itemsQuery(db, info, shape, p));
}

export async function countItems(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  filter: { createdDate?: string },
): Promise<number> {
  let q = itemsOf(db)
    .selectFrom(tableOf(info))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId);
  if (filter.createdDate !== undefined) q = q.where('createdDate', '=', filter.createdDate);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

type ItemParams = { userId: string; studentId: string; id: string };

/** One prepared query per list table (`build` gets the table's info). */
function perTable<P extends object, O>(
  build: (db: ItemsDb, info: ListTableInfo, p: Params<P>) => Compilable<O>,
) {
  const queries = new Map<ListTable, Prepared<DB, P, O>>();
  return (info: ListTableInfo) => {
    let query = queries.get(info.table);
    if (!query)
      queries.set(
        info.table,
        (query = prepared((db: Kysely<DB>, p: Params<P>) => build(itemsOf(db), info, p))),
      );
    return query;
  };
}

const itemById = perTable((db, info, p: Params<ItemParams>) =>
  db
    .selectFrom(tableOf(info))
    .select([...columns(info)])
    .where('userId', '=', p.userId)
    .where('studentId', '=', p.studentId)
    .where('id', '=', p.id),
);

export async function findItem(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  id: string,
): Promise<StoredItem | null> {
  const row = await itemById(info).executeTakeFirst(db, {
    userId: child.familyId,
    studentId: child.studentId,
    id,
  });
  return row ? toItem(row, info) : null;
}

/** The values of a completion change (`completed` the stored 0/1; `by` who ticked, null on re-open). */
export type CompletionParams = ItemParams & {
  completed: number;
  completedAt: string | null;
  by: string | null;
};

/** The completion change of the child's item when it is not so already: an UPDATE … RETURNING the item's columns. */
const completionUpdate = (db: ItemsDb, info: ListTableInfo, p: Params<CompletionParams>) =>
  db
    .updateTable(tableOf(info))
    .set({
      completed: p.completed,
      completedAt: p.completedAt,
      // Who ticked it (cleared on re-open); a waiting tick is settled by a real one.
      ...(hasTicks(info) ? { completedBy: p.by, pendingBy: null } : {}),
    })
    .where('userId', '=', p.userId)
    .where('studentId', '=', p.studentId)
    .where('id', '=', p.id)
    .where('completed', '<>', p.completed)
    .returning([...columns(info)]);

const completion = perTable(completionUpdate);

/**
 * The completion change as a statement part, for a statement that does more with the changed row (the tick and
 * its xp in one statement on PostgreSQL, ADR 049). One function per table, so a caller can keep one statement per table.
 */
export const completionChange = (info: ListTableInfo) => completionChanges[info.table];
const completionChanges = Object.fromEntries(
  Object.values(LIST_TABLES).map((info) => [
    info.table,
    (db: Kysely<DB>, p: Params<CompletionParams>) => completionUpdate(itemsOf(db), info, p),
  ]),
) as Record<ListTable, (db: Kysely<DB>, p: Params<CompletionParams>) => ReturnType<typeof completionUpdate>>;

/** The values of the completion change (`changeCompletion`'s arguments as stored). */
export function completionValues(
  child: StudentKey,
  id: string,
  completedAt: string | null,
  by: string | null = null,
): CompletionParams {
  return {
    userId: child.familyId,
    studentId: child.studentId,
    id,
    completed: completedAt === null ? 0 : 1,
    completedAt,
    by: completedAt === null ? null : by,
  };
}

/**
 * Completes the child's item (`completedAt` set) or re-opens it (null) when it is not so already; returns the
 * item as changed, or null when the child has no such item or it was so already (one statement).
 */
export async function changeCompletion(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  id: string,
  completedAt: string | null,
  by: string | null = null,
): Promise<StoredItem | null> {
  const row = await completion(info).executeTakeFirst(db, completionValues(child, id, completedAt, by));
  return row ? toItem(row, info) : null;
}

export interface NewItemRow {
  title: string;
  priority: Priority;
  /** Required for dated tables. */
  createdDate?: string;
  createdAt: string;
}

/** Inserts new incomplete items; returns them in the order given. */
export async function insertItems(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  items: readonly NewItemRow[],
): Promise<StoredItem[]> {
  if (items.length === 0) return [];
  const rows = items.map((item) => ({
    id: crypto.randomUUID(),
    userId: child.familyId,
    studentId: child.studentId,
    title: item.title,
    priority: item.priority,
    completed: 0,
    completedAt: null,
    createdAt: item.createdAt,
    ...(info.dated ? { createdDate: item.createdDate! } : {}),
  })) as ItemRow[];
  await itemsOf(db).insertInto(tableOf(info)).values(rows).execute();
  return rows.map((row) => toItem(row, info));
}

/** Deletes the item; returns false when the child has no such item. */
export async function deleteItem(
  db: Kysely<DB>,
  info: ListTableInfo,
  child: StudentKey,
  id: string,
): Promise<boolean> {
  const result = await itemsOf(db)
    .deleteFrom(tableOf(info))
    .where('userId', '=', child.familyId)
    .where('studentId', '=', child.studentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
