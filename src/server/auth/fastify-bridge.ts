import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { checkSession, type SessionAuthority, type SessionUser } from './session-check';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
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
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified: Boolean(emailVerified), sessionId: session.session.id };
}

const authorities = new WeakMap<Auth, SessionAuthority>();

/** What the session check needs of this better-auth instance, built once per instance (not per request). */
function authorityOf(auth: Auth): SessionAuthority {
  let authority = authorities.get(auth);
  if (authority) return authority;
  const session = auth.options.session ?? {};
  let cookieName: string | Promise<string> = auth.$context.then((ctx) => (cookieName = ctx.authCookies.sessionToken.name));
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

/** Registers `app.requireUser`, the session check routes put in `onRequest`. */
export function registerAuth(app: FastifyInstance, auth: Auth): void {
  auth.kit.useLogger(app.log);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorate('requireUser', async (req: FastifyRequest) => {
    const user = await sessionUser(auth, req);
    if (!user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
    req.user = user;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
}
