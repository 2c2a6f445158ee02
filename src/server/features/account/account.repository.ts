import type { Kysely } from 'kysely';
import type { AccountSession, AuthProvider } from '@shared/schemas/auth';
import { authDb, toIso } from '../../auth/auth-tables';
import { OIDC_PROVIDER_ID } from '../../auth/auth';
import type { DB } from '../../db/types';

/** The most signed-in devices the sessions list shows (newest activity first). */
export const MAX_LISTED_SESSIONS = 50;

/** How the account first signed up: its oldest linked account decides. */
export async function signUpProvider(db: Kysely<DB>, userId: string): Promise<AuthProvider> {
  const first = await authDb(db)
    .selectFrom('account')
    .select('providerId')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .executeTakeFirst();
  if (first?.providerId === 'google') return 'google';
  if (first?.providerId === OIDC_PROVIDER_ID) return 'oidc';
  return 'email';
}

/** When the adult gave their own name (null: not yet; they are asked once). */
export async function nameSetAt(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('nameSetAt').where('id', '=', userId).executeTakeFirst();
  return row?.nameSetAt ?? null;
}

/** The adult's own name, given (or kept) now. */
export async function setName(db: Kysely<DB>, userId: string, name: string, now: string): Promise<void> {
  await db.updateTable('user').set({ name, nameSetAt: now }).where('id', '=', userId).execute();
}

export async function isEmailVerified(db: Kysely<DB>, email: string): Promise<boolean | null> {
  const row = await db
    .selectFrom('user')
    .select('emailVerified')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row ? Boolean(row.emailVerified) : null;
}

export async function listSessions(
  db: Kysely<DB>,
  userId: string,
  currentId: string,
): Promise<AccountSession[]> {
  const rows = await authDb(db)
    .selectFrom('session')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt', 'expiresAt'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .limit(MAX_LISTED_SESSIONS)
    .execute();
  const now = Date.now();
  return rows
    .filter((r) => new Date(toIso(r.expiresAt)).getTime() > now)
    .map((r) => ({
      id: r.id,
      current: r.id === currentId,
      userAgent: r.userAgent,
      ipAddress: r.ipAddress,
      createdAt: toIso(r.createdAt),
      lastActiveAt: toIso(r.updatedAt),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Deletes the account's sessions except the current one; returns how many ended. */
export async function deleteOtherSessions(
  db: Kysely<DB>,
  userId: string,
  currentId: string,
): Promise<number> {
  const result = await authDb(db)
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '!=', currentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes one of the account's other sessions; false when there is no such session for this account. */
export async function deleteSession(
  db: Kysely<DB>,
  userId: string,
  sessionId: string,
  currentId: string,
): Promise<boolean> {
  if (sessionId === currentId) return false;
  const result = await authDb(db)
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether a confirmed second factor guards the account's password sign-in (better-auth's flag). */
export async function secondFactorEnabled(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('twoFactorEnabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.twoFactorEnabled);
}
