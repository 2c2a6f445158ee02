import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { meSchema } from '../../../shared/schemas/profile';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import type { AccountService } from './account.service';

export function accountRoutes(app: FastifyInstance, service: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/account/sign-up',
    {
      schema: {
        tags: ['account'],
        body: signUpSchema,
        response: { 201: z.object({ userId: z.string(), signedIn: z.boolean() }) },
      },
    },
    async (req, reply) => {
      const { headers, body } = await service.signUp(req.body, toHeaders(req));
      forwardSetCookies(reply, headers);
      return reply.status(201).send(body);
    },
  );

  r.post(
    '/api/account/sign-in',
    { schema: { tags: ['account'], body: signInSchema, response: { 200: z.object({ userId: z.string() }) } } },
    async (req, reply) => {
      const { headers, body } = await service.signIn(req.body, toHeaders(req));
      forwardSetCookies(reply, headers);
      return body;
    },
  );

  r.post('/api/account/sign-out', { schema: { tags: ['account'] } }, async (req, reply) => {
    forwardSetCookies(reply, await service.signOut(toHeaders(req)));
    return reply.status(204).send();
  });

  r.get(
    '/api/me',
    { preHandler: app.requireUser, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (req) => service.me(req.user),
  );
}
