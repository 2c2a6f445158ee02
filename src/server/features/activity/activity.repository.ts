import type { Kysely } from 'kysely';
import type { ActivityKind } from '@shared/domain/activity';
import type { DB } from '../../db/types';
import { fromActivityRow, toActivityRow, type StoredActivity } from './activity.rows';

export async function insertActivity(db: Kysely<DB>, familyId: string, entry: StoredActivity): Promise<void> {
  await db.insertInto('accountActivity').values(toActivityRow(familyId, entry)).execute();
}

/** The family's newest entries first, from `since` on. */
export async function listActivity(
  db: Kysely<DB>,
  familyId: string,
  since: string,
  limit: number,
): Promise<StoredActivity[]> {
  const rows = await db
    .selectFrom('accountActivity')
    .selectAll()
    .where('userId', '=', familyId)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromActivityRow);
}

/** Deletes the family's entries older than `cutoff`; answers how many went. */
export async function pruneActivity(db: Kysely<DB>, familyId: string, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('accountActivity')
    .where('userId', '=', familyId)
    .where('at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many entries of a kind the family has since `since`. */
export async function countSince(
  db: Kysely<DB>,
  familyId: string,
  kind: ActivityKind,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('accountActivity')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', familyId)
    .where('kind', '=', kind)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether this member has signed in or exported from this browser (user agent) before. */
export async function seenDevice(
  db: Kysely<DB>,
  familyId: string,
  actorId: string,
  userAgent: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('accountActivity')
    .select('id')
    .where('userId', '=', familyId)
    .where('actorId', '=', actorId)
    .where('kind', 'in', ['sign-in', 'export'])
    .where('userAgent', '=', userAgent)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The family parent's e-mail (the family's id is the parent's user id). */
export async function parentEmail(db: Kysely<DB>, familyId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('email').where('id', '=', familyId).executeTakeFirst();
  return row?.email ?? null;
}
