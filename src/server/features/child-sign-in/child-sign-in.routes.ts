import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  childSignInResultSchema,
  childSignInSchema,
  childSignInStatusSchema,
  familyCodeSchema,
  setChildSignInSchema,
} from '@shared/schemas/child-sign-in';
import { studentParamsSchema } from '@shared/schemas/students';
import type { Auth } from '../../auth/auth';
import { childSessionCookie } from '../../auth/child-session';
import { toHeaders } from '../../auth/fastify-bridge';
import type { AppDeps } from '../../deps';
import { childSignInService } from './child-sign-in.service';

/**
 * A child's sign-in (ADR 024): the parent's controls per child (owner only), the family's
 * code, and the child's own door (family code + name + PIN or password, no email).
 */
export function registerChildSignInRoutes(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = childSignInService(deps, auth);
  const tags = ['child-sign-in'];
  const secure = deps.config.baseUrl.startsWith('https://');
  const path = '/api/students/:studentId/sign-in';

  r.get(
    path,
    {
      config: { rights: 'owner' },
      schema: { tags, params: studentParamsSchema, response: { 200: childSignInStatusSchema } },
    },
    async (req) => service.status(req.scope.familyId, req.params.studentId),
  );

  r.put(
    path,
    {
      config: { rights: 'owner' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: setChildSignInSchema,
        response: { 200: childSignInStatusSchema },
      },
    },
    async (req) => service.enable(req.scope.familyId, req.params.studentId, req.body),
  );

  r.delete(
    path,
    {
      config: { rights: 'owner' },
      schema: { tags, params: studentParamsSchema, response: { 200: childSignInStatusSchema } },
    },
    async (req) => service.disable(req.scope.familyId, req.params.studentId),
  );

  r.post(
    `${path}/end-sessions`,
    {
      config: { rights: 'owner' },
      schema: { tags, params: studentParamsSchema, response: { 200: childSignInStatusSchema } },
    },
    async (req) => service.endSessions(req.scope.familyId, req.params.studentId),
  );

  r.post(
    '/api/family/sign-in-code',
    { config: { rights: 'owner' }, schema: { tags, response: { 200: familyCodeSchema } } },
    async (req) => service.newCode(req.scope.familyId),
  );

  r.post(
    '/api/account/child-sign-in',
    {
      config: { door: ['pin-sign-in'], rights: 'public' },
      schema: { tags: ['account'], body: childSignInSchema, response: { 200: childSignInResultSchema } },
    },
    async (req, reply) => {
      const { token, studentId } = await service.signIn(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      // An adult signed in on this browser is signed out first, so the child never acts as the parent.
      const cleared = await signedOutAdult(auth, toHeaders(req));
      reply.header('set-cookie', [...cleared, childSessionCookie(token, secure)]);
      return { studentId };
    },
  );
}

/** Signs out the adult session a request carries (as sign-out does); the cookies that clear it, or none. */
async function signedOutAdult(auth: Auth, headers: Headers): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return []; // no adult session on this browser
  }
}
