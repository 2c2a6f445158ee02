import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * Serialises this transaction with every other one that locks the same account, until it ends: the one way
 * to make a read-check-write on an account's data (settings merge, import into an empty account) safe from a
 * concurrent request. A write to the account's profile row that changes nothing: on PostgreSQL it takes the
 * row's lock, on SQLite it makes the transaction the writer (SQLite runs one writer at a time). The profile
 * row must exist (callers create it first).
 */
export async function lockAccount(trx: Kysely<DB>, userId: string): Promise<void> {
  await trx
    .updateTable('profiles')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', userId)
    .execute();
}
