import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { memberOfUser } from './members';
import { registerRights } from './rights';
import { checkSession, type SessionAuthority, type SessionUser } from './session-check';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in adult, set by the rights check (null for a child and on public routes). */
    user: SessionUser;
  }
}

/**
 * The request's headers for better-auth, plus the client address as Fastify resolved it (honouring
 * trustProxy); a client-sent copy of that header is dropped so nobody can choose their own address.
 */
export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.toLowerCase() === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.append(key, String(value));
  }
  if (req.ip) headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

/** Copies a fetch Response (status, headers incl. every Set-Cookie, body) onto the Fastify reply. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

export function forwardSetCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** better-auth's own session check: the authority when a session has expired or is due for refresh. */
async function betterAuthSession(auth: Auth, req: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(req) });
  if (!session) return null;
  const { id, email, name, emailVerified, twoFactorEnabled } = session.user;
  const member = await memberOfUser(auth.kit.db, id);
  return {
    id,
    email,
    name,
    emailVerified: Boolean(emailVerified),
    twoFactorEnabled: Boolean(twoFactorEnabled),
    sessionId: session.session.id,
    member,
  };
}

const authorities = new WeakMap<Auth, SessionAuthority>();

/** What the session check needs of this better-auth instance, built once per instance (not per request). */
function authorityOf(auth: Auth): SessionAuthority {
  let authority = authorities.get(auth);
  if (authority) return authority;
  const session = auth.options.session ?? {};
  let cookieName: string | Promise<string> = auth.$context.then(
    (ctx) => (cookieName = ctx.authCookies.sessionToken.name),
  );
  authority = {
    db: auth.kit.db,
    secret: auth.kit.config.authSecret,
    expiresIn: session.expiresIn ?? 60 * 60 * 24 * 7,
    updateAge: session.updateAge ?? 60 * 60 * 24,
    cookieName: () => cookieName,
    cache: auth.kit.sessions.cache,
    slowCheck: (req) => betterAuthSession(auth, req as FastifyRequest),
  };
  authorities.set(auth, authority);
  return authority;
}

/** The signed-in user of a request, or null (see `checkSession`). */
export function sessionUser(auth: Auth, req: FastifyRequest): Promise<SessionUser | null> {
  return checkSession(authorityOf(auth), req);
}

/** Connects better-auth to the app: its logs go through Fastify's, and every route is held to its declared right. */
export function registerAuth(app: FastifyInstance, auth: Auth): void {
  auth.kit.useLogger(app.log);
  registerRights(app, auth);
}
