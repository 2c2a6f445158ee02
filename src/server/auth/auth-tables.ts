import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

/** better-auth's own tables as our queries see them (camelCase through CamelCasePlugin). */
export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string | number;
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  password: string | null;
  createdAt: Date | string | number;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export type AuthDB = DB & { session: SessionTable; account: AccountTable; rateLimit: RateLimitTable };

export const authDb = (db: Kysely<DB>) => db as unknown as Kysely<AuthDB>;

/** Whether the account has a password here (a credential account), so a password sign-in exists. */
export async function hasPassword(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await authDb(db)
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** better-auth stores timestamps as Date (Postgres) or as text/number (SQLite); this reads any of them. */
export function toIso(value: Date | string | number): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
