import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The weekly e-mail's unsubscribe link (ADR 045): `<member id, base64url>~<HMAC-SHA256 of it with the server's
 * secret, first 16 bytes, base64url>`. Checked without the database, so nobody can make one for another adult;
 * it never expires (an old e-mail's link still works) and means one thing only: turn this adult's e-mail off.
 * '~' (not '.') joins the parts: the page's address must not look like a file's (`/unsubscribe/x.abc` would be
 * answered 404 by the SPA fallback, app.ts).
 */
const SEPARATOR = '~';
const PURPOSE = 'homeschool:weekly-email:unsubscribe:v1:';
const MAC_BYTES = 16;

const macOf = (secret: string, memberId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + memberId)
    .digest()
    .subarray(0, MAC_BYTES);

export function unsubscribeToken(secret: string, memberId: string): string {
  return `${Buffer.from(memberId, 'utf8').toString('base64url')}${SEPARATOR}${macOf(secret, memberId).toString('base64url')}`;
}

/** The member id a token was made for, or null for anything that is not a token this server signed. */
export function memberOfToken(secret: string, token: string): string | null {
  const parts = token.split(SEPARATOR);
  if (parts.length !== 2) return null;
  const [idPart, macPart] = parts as [string, string];
  const memberId = Buffer.from(idPart, 'base64url').toString('utf8');
  // Only the one spelling this server writes: an altered character that decodes alike is still refused.
  if (!memberId || Buffer.from(memberId, 'utf8').toString('base64url') !== idPart) return null;
  const given = Buffer.from(macPart, 'base64url');
  if (given.toString('base64url') !== macPart || given.length !== MAC_BYTES) return null;
  return timingSafeEqual(given, macOf(secret, memberId)) ? memberId : null;
}
