import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsSchema } from '@shared/schemas/auth';
import type { AccountService } from './account.service';

/** Signed-in devices of the account: list, sign out one, sign out all others. */
export function accountSessionsRoutes(app: FastifyInstance, service: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/sessions',
    {
      config: { door: [], rights: 'account' },
      schema: { tags: ['account'], response: { 200: accountSessionsSchema } },
    },
    async (req) => service.sessions.list(req.user),
  );

  r.post(
    '/api/account/sessions/revoke-others',
    {
      config: { door: [], rights: 'account' },
      schema: { tags: ['account'], response: { 200: z.object({ revoked: z.number().int() }) } },
    },
    async (req) => service.sessions.revokeOthers(req.user),
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      config: { door: [], rights: 'account' },
      schema: { tags: ['account'], params: z.object({ id: z.string().min(1).max(100) }) },
    },
    async (req, reply) => {
      await service.sessions.revoke(req.user, req.params.id);
      return reply.status(204).send();
    },
  );
}
