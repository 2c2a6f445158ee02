import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { AppError } from '../http/app-error';
import { authDb } from './auth-tables';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window counters in the rate_limit table (shared by every instance, on SQLite and Postgres). One
 * upsert per attempt counts it atomically: a row whose window has ended starts again at 1.
 */
export function createRateLimiter(db: Kysely<DB>) {
  const adb = authDb(db);
  return {
    /** Counts one attempt for `key`; throws 429 when the rule's limit is already used up in this window. */
    async hit(key: string, rule: RateRule): Promise<void> {
      const now = Date.now();
      const windowStart = now - rule.windowSeconds * 1000;
      const row = await adb
        .insertInto('rateLimit')
        .values({ id: crypto.randomUUID(), key: `hs:${key}`, count: 1, lastRequest: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${sql.ref('rate_limit.last_request')} <= ${windowStart} then 1 else ${sql.ref('rate_limit.count')} + 1 end`,
            lastRequest: sql<number>`case when ${sql.ref('rate_limit.last_request')} <= ${windowStart} then ${now} else ${sql.ref('rate_limit.last_request')} end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      if (Number(row.count) > rule.max) {
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    },

    /** Forgets the attempts counted for `key` (ends a lease taken with `hit(key, { max: 1, … })`). */
    async reset(key: string): Promise<void> {
      await adb.deleteFrom('rateLimit').where('key', '=', `hs:${key}`).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
