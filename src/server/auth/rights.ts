import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/errors';
import { RIGHTS, roleMay, type Right, type Role } from '../../shared/domain/roles';
import { rightsMessages } from '../../shared/messages/members';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';
import { checkChildSession } from './child-session';
import { sessionUser, type SessionUser } from './fastify-bridge';
import type { RequestMember } from './members';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may use the route (ADR 024, src/shared/domain/roles.ts); every /api/ route declares one. */
    rights?: Right;
    /** What a signed-out request is told instead of the general 'Please sign in' (the spec's own wording). */
    signedOut?: string;
  }
  interface FastifyRequest {
    /** Who the request acts as: set by the rights check on every route that is not public. */
    member: RequestMember;
    /** A signed-in child's name (null for adults). */
    childName: string | null;
  }
}

/** Routes outside /api/ serve the app's pages and files (no family data): public unless they say otherwise. */
export function declaredRight(url: string, rights: Right | undefined): Right | undefined {
  return rights ?? (url.startsWith('/api/') ? undefined : 'public');
}

/** The refusal a member of this role gets for a route they may not use. */
export function refusal(role: Role, right: Right): AppError {
  if (role === 'child') return new AppError('FORBIDDEN', rightsMessages.childNotAllowed);
  if (role === 'viewer' && right !== 'owner' && right !== 'account')
    return new AppError('FORBIDDEN', rightsMessages.viewerReadOnly);
  return new AppError('FORBIDDEN', rightsMessages.parentOnly);
}

/**
 * The one rights check (ADR 024): every route declares its right in its config; before anything else
 * runs (validation included), the request's member — an adult's session (better-auth's cookie) or a child's
 * (`hs_child`) — is resolved and held to it. Signed out: 401. A role without the right: 403. A child asking
 * for another child: 404, as for another family's (checked with the request's scope, `scope/register-scope.ts`).
 * A route under /api/ that declares no right cannot be added.
 */
export function registerRights(app: FastifyInstance, auth: Auth): void {
  const childSessions = auth.kit.childSessions;
  app.decorateRequest('member', null as unknown as RequestMember);
  app.decorateRequest('childName', null);
  app.decorateRequest('user', null as unknown as SessionUser);

  app.addHook('onRoute', (route) => {
    const right = declaredRight(route.url, route.config?.rights);
    if (!right || !RIGHTS.includes(right))
      throw new Error(`${String(route.method)} ${route.url} declares no rights (config.rights)`);
  });

  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (url === undefined) return; // an unknown route: the 404 handler answers
    const right = declaredRight(url, req.routeOptions.config.rights);
    if (right === 'public') return;
    const user = await sessionUser(auth, req);
    let member: RequestMember;
    if (user) {
      req.user = user;
      member = user.member;
    } else {
      const child = await checkChildSession(auth.kit.db, childSessions, req.headers.cookie);
      if (!child)
        throw new AppError('UNAUTHENTICATED', req.routeOptions.config.signedOut ?? messages.unauthenticated);
      req.childName = child.name;
      member = child.member;
    }
    if (!right || !roleMay(member.role, right)) throw refusal(member.role, right ?? 'owner');
    req.member = member;
  });
}
