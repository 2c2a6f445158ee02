import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { prepared, type Params } from '../db/prepared';
import { authDb, type AuthDB } from './auth-tables';
import { memberOfUser, type RequestMember } from './members';
import type { SessionCache } from './session-cache';

/** Who a signed-in request comes from, as `requireUser` leaves it on the request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The id of the session this request came with (to mark "this device" in the sessions list). */
  sessionId: string;
  /** Whether a confirmed second factor guards the account's password sign-in (ADR 031; better-auth's flag). */
  twoFactorEnabled: boolean;
  /** The family the user belongs to and their role in it (read with the session, in the same statement). */
  member: RequestMember;
}

/** A session row as the check reads it, with its user. */
export interface SessionRow {
  user: SessionUser;
  /** When the session ends (ms since epoch). */
  expiresAt: number;
}

/**
 * The token inside better-auth's signed session cookie, or null when the cookie is missing or its
 * signature is wrong. better-auth (better-call) signs `token` as `token.base64(HMAC-SHA256(secret, token))`,
 * URI-encoded; this checks the same signature synchronously with node:crypto.
 */
export function signedCookieToken(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | null {
  const raw = cookieHeader ? cookieValue(cookieHeader, name) : null;
  return raw ? verifiedToken(raw, secret) : null;
}

/** The token of a raw (URI-encoded) signed cookie value, or null when its signature is not ours. */
function verifiedToken(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest('base64');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? token : null;
}

/** One cookie's raw value from a Cookie header (the first of that name, as better-call reads it). */
export function cookieValue(header: string, name: string): string | null {
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end < 0) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq > start && eq < end && header.slice(start, eq).trim() === name)
      return header.slice(eq + 1, end).trim();
    start = end + 1;
  }
  return null;
}

const sessionByToken = prepared((db: Kysely<AuthDB>, p: Params<{ token: string }>) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .leftJoin('members', (join) =>
      join.onRef('members.userId', '=', 'user.id').on('members.removedAt', 'is', null),
    )
    .select([
      'members.id as memberId',
      'members.familyId',
      'members.role',
      'members.studentId',
      'session.id as sessionId',
      'session.expiresAt',
      'user.id as userId',
      'user.email',
      'user.name',
      'user.emailVerified',
      'user.twoFactorEnabled',
    ])
    .where('session.token', '=', p.token),
);

/** better-auth stores timestamps as Date (PostgreSQL) or as ISO text or epoch milliseconds (SQLite). */
function epochMs(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
}

/** The session row of a token, with its user, in one prepared statement; null when there is none. */
export async function readSession(db: Kysely<DB>, token: string): Promise<SessionRow | null> {
  const row = await sessionByToken.executeTakeFirst(authDb(db), { token });
  if (!row) return null;
  const member =
    row.memberId && row.familyId && row.role
      ? { id: row.memberId, familyId: row.familyId, role: row.role, studentId: row.studentId }
      : await memberOfUser(db, row.userId);
  return {
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: Boolean(row.emailVerified),
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      sessionId: row.sessionId,
      member,
    },
    expiresAt: epochMs(row.expiresAt),
  };
}

/** What the check needs of better-auth: its secret, session lifetimes, cookie name, and its own check. */
export interface SessionAuthority {
  db: Kysely<DB>;
  secret: string;
  /** better-auth's session lifetime and refresh age, in seconds. */
  expiresIn: number;
  updateAge: number;
  /** The session cookie's name (better-auth's, known once its context is ready). */
  cookieName: () => string | Promise<string>;
  cache: SessionCache;
  /** better-auth's own session check (getSession) of the request: it ends expired sessions and rolls the expiry forward. */
  slowCheck: (request: unknown) => Promise<SessionUser | null>;
}

/**
 * The session behind a request's cookie: a synchronous signature check, then the session from memory
 * (`session-cache.ts`) or from one prepared statement. better-auth's own getSession decides only when the
 * session has expired (it deletes the row) or is due for its rolling refresh (it moves the expiry, once per
 * `updateAge`). Revocation stays immediate: every way a session ends (sign-out, "sign out other devices",
 * a password change or reset, account deletion) deletes rows through better-auth's hooks or our own
 * routes, which announce it to every instance before they answer.
 */
export async function checkSession(
  authority: SessionAuthority,
  request: { headers: { cookie?: string } },
): Promise<SessionUser | null> {
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return null;
  const name = authority.cookieName();
  const raw = cookieValue(cookieHeader, typeof name === 'string' ? name : await name);
  if (!raw) return null;
  // Keyed by the signed value as sent: only a cookie whose signature was checked is ever stored.
  const now = Date.now();
  const cached = authority.cache.get(raw, now);
  if (cached) return cached.user;
  const token = verifiedToken(raw, authority.secret);
  if (!token) return null;
  const mark = authority.cache.mark();
  const row = await readSession(authority.db, token);
  if (!row) return null;
  const refreshAt = row.expiresAt - authority.expiresIn * 1000 + authority.updateAge * 1000;
  if (row.expiresAt <= now || refreshAt <= now) return authority.slowCheck(request);
  authority.cache.remember(raw, row, mark, Math.min(row.expiresAt, refreshAt));
  return row.user;
}
