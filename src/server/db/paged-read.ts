import type { Kysely } from 'kysely';
import type { TimeSlicer } from '../work/time-slice';
import type { DB } from './types';

/** Rows per statement of a paged read: on SQLite one page reads and maps in a few milliseconds. */
export const PAGE_ROWS = 1_000;

/**
 * Up to `cap` of one account's rows of `table`, in `order`, page by page: each page starts after the last
 * row of the one before. `order` must end with a column unique within the account and match an index that
 * starts with user_id (migrations 0005 and 0006), so a page is a short index range, never a sort of the whole table.
 * On SQLite the one connection is free between pages, so waiting requests go first.
 */
export async function readInPages<Row>(
  db: Kysely<DB>,
  table: keyof DB,
  userId: string,
  order: readonly [string, ...string[]],
  cap: number,
  slicer: TimeSlicer,
): Promise<Row[]> {
  const adb = db as unknown as Kysely<any>;
  const rows: Row[] = [];
  let last: Record<string, unknown> | undefined;
  while (rows.length < cap) {
    let query = adb.selectFrom(table).selectAll().where('userId', '=', userId);
    if (last) {
      const after = order.map((column) => last![column]);
      query =
        order.length === 1
          ? query.where(order[0], '>', after[0])
          : query.where((eb) =>
              eb(
                eb.refTuple(...(order as [string, string])),
                '>',
                eb.tuple(...(after as [unknown, unknown])),
              ),
            );
    }
    for (const column of order) query = query.orderBy(column);
    const size = Math.min(PAGE_ROWS, cap - rows.length);
    const page = (await query.limit(size).execute()) as Row[];
    rows.push(...page);
    if (page.length < size) break;
    last = page[page.length - 1] as Record<string, unknown>;
    await slicer.pause();
  }
  return rows;
}
