import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { prepared, type Params } from '../db/prepared';
import type { RequestMember } from './members';
import { cookieValue } from './session-check';
import { createKeyedCache } from './session-cache';

/** A child's session cookie: a random token; only its sha256 is stored (like the calendar feeds' tokens). */
export const CHILD_COOKIE = 'hs_child';
/** A child's session is shorter-lived than an adult's (7 days): one school day and evening. */
export const CHILD_SESSION_HOURS = 12;

/** A signed-in child as the check reads it. */
export interface ChildSessionRow {
  member: RequestMember;
  name: string;
  sessionId: string;
  /** When the session ends (ms since epoch). */
  expiresAt: number;
}

export const hashChildToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const childSessionByHash = prepared((db: Kysely<DB>, p: Params<{ tokenHash: string }>) =>
  db
    .selectFrom('childSessions')
    .innerJoin('students', 'students.id', 'childSessions.studentId')
    .select([
      'childSessions.id',
      'childSessions.familyId',
      'childSessions.studentId',
      'childSessions.expiresAt',
      'students.name',
    ])
    .where('childSessions.tokenHash', '=', p.tokenHash),
);

/** The children's checked sessions, by cookie value; a family's entries are forgotten when any of its children's sessions end. */
export function createChildSessionCache() {
  return createKeyedCache<ChildSessionRow>((row) => row.member.familyId);
}
export type ChildSessionCache = ReturnType<typeof createChildSessionCache>;

/** The child behind a request's `hs_child` cookie, or null (unknown, ended or expired). */
export async function checkChildSession(
  db: Kysely<DB>,
  cache: ChildSessionCache,
  cookieHeader: string | undefined,
): Promise<ChildSessionRow | null> {
  const token = cookieHeader ? cookieValue(cookieHeader, CHILD_COOKIE) : null;
  if (!token || token.length > 100) return null;
  const now = Date.now();
  const cached = cache.get(token, now);
  if (cached) return cached;
  const mark = cache.mark();
  const row = await childSessionByHash.executeTakeFirst(db, { tokenHash: hashChildToken(token) });
  if (!row) return null;
  const expiresAt = Date.parse(row.expiresAt);
  if (expiresAt <= now) return null;
  const found: ChildSessionRow = {
    member: { id: row.studentId, familyId: row.familyId, role: 'child', studentId: row.studentId },
    name: row.name,
    sessionId: row.id,
    expiresAt,
  };
  cache.remember(token, found, mark, expiresAt);
  return found;
}

/** Starts a child's session: the cookie's token (only its hash is stored). */
export async function createChildSession(
  db: Kysely<DB>,
  input: { familyId: string; studentId: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHILD_SESSION_HOURS * 3600_000);
  await db
    .insertInto('childSessions')
    .values({
      id: randomUUID(),
      tokenHash: hashChildToken(token),
      familyId: input.familyId,
      studentId: input.studentId,
      expiresAt: expiresAt.toISOString(),
      createdAt: now.toISOString(),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The `hs_child` Set-Cookie for a new session: HttpOnly, SameSite=Lax, Secure on https, as long as the session. */
export function childSessionCookie(token: string, secure: boolean): string {
  return `${CHILD_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CHILD_SESSION_HOURS * 3600}${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie that removes `hs_child` from the browser. */
export function clearedChildSessionCookie(secure: boolean): string {
  return `${CHILD_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** Ends the session a request's `hs_child` cookie carries (sign-out); its family's id, or null when there was none. */
export async function endChildSessionOfCookie(
  db: Kysely<DB>,
  cookieHeader: string | undefined,
): Promise<string | null> {
  const token = cookieHeader ? cookieValue(cookieHeader, CHILD_COOKIE) : null;
  if (!token || token.length > 100) return null;
  const ended = await db
    .deleteFrom('childSessions')
    .where('tokenHash', '=', hashChildToken(token))
    .returning('familyId')
    .executeTakeFirst();
  return ended?.familyId ?? null;
}
