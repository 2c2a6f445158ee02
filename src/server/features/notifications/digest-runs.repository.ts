import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { fromDigestRunRow, storedSentTo, type StoredDigestRun } from './notifications.rows';

/**
 * The claim that makes a family's weekly e-mail go out once (ADR 045): the `digest_runs` row of (family, week).
 * Claiming is one transaction: insert the row (its primary key lets one instance in), or take over a row whose
 * lease has run out and which is not finished (a conditional update: on PostgreSQL a second instance waits for
 * the first's row lock and then finds the lease taken). Whoever does neither leaves the family alone.
 */
export async function claimDigestRun(
  db: Kysely<DB>,
  familyId: string,
  weekStart: string,
  now: Date,
  leaseMs: number,
): Promise<StoredDigestRun | null> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('digestRuns')
      .values({
        userId: familyId,
        weekStart,
        claimedAt: at,
        leaseUntil,
        attempts: 1,
        sentTo: storedSentTo([]),
        sentAt: null,
        lastError: null,
      })
      .onConflict((oc) => oc.columns(['userId', 'weekStart']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const taken = await trx
        .updateTable('digestRuns')
        .set((eb) => ({ claimedAt: at, leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('userId', '=', familyId)
        .where('weekStart', '=', weekStart)
        .where('sentAt', 'is', null)
        .where('leaseUntil', '<=', at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) return null;
    }
    const row = await trx
      .selectFrom('digestRuns')
      .selectAll()
      .where('userId', '=', familyId)
      .where('weekStart', '=', weekStart)
      .executeTakeFirstOrThrow();
    return fromDigestRunRow(row);
  });
}

/** Notes one more adult sent (right after the server took the message), so a retry never sends them again. */
export async function recordDigestSent(
  db: Kysely<DB>,
  run: Pick<StoredDigestRun, 'userId' | 'weekStart'>,
  sentTo: readonly string[],
): Promise<void> {
  await db
    .updateTable('digestRuns')
    .set({ sentTo: storedSentTo(sentTo) })
    .where('userId', '=', run.userId)
    .where('weekStart', '=', run.weekStart)
    .execute();
}

/** The run is done: every adult was sent it, or it gave up (`error` says why). */
export async function finishDigestRun(
  db: Kysely<DB>,
  run: Pick<StoredDigestRun, 'userId' | 'weekStart'>,
  now: Date,
  error: string | null = null,
): Promise<void> {
  await db
    .updateTable('digestRuns')
    .set({ sentAt: now.toISOString(), lastError: error })
    .where('userId', '=', run.userId)
    .where('weekStart', '=', run.weekStart)
    .execute();
}

/** A send failed: the claim is released at `retryAt`, when a later tick (any instance) tries the rest again. */
export async function releaseDigestRun(
  db: Kysely<DB>,
  run: Pick<StoredDigestRun, 'userId' | 'weekStart'>,
  retryAt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('digestRuns')
    .set({ leaseUntil: retryAt.toISOString(), lastError: error.slice(0, 500) })
    .where('userId', '=', run.userId)
    .where('weekStart', '=', run.weekStart)
    .execute();
}

/** A family's run of a week (tests and the operator's view). */
export async function digestRunOf(
  db: Kysely<DB>,
  familyId: string,
  weekStart: string,
): Promise<StoredDigestRun | undefined> {
  const row = await db
    .selectFrom('digestRuns')
    .selectAll()
    .where('userId', '=', familyId)
    .where('weekStart', '=', weekStart)
    .executeTakeFirst();
  return row ? fromDigestRunRow(row) : undefined;
}
