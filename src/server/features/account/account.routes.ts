import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adultNameInputSchema,
  adultNameResultSchema,
  authConfigSchema,
  completeProfileSchema,
  signInSchema,
  signUpSchema,
} from '@shared/schemas/auth';
import { meSchema } from '@shared/schemas/profile';
import { studentSchema } from '@shared/schemas/students';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import { accountEmailRoutes } from './account-email.routes';
import { accountSessionsRoutes } from './account-sessions.routes';
import { secondFactorRoutes } from './second-factor.routes';
import { signInResultSchema } from '@shared/schemas/second-factor';
import type { AccountService, Caller } from './account.service';

export const callerOf = (req: FastifyRequest): Caller => ({ ip: req.ip, log: req.log });

export function accountRoutes(app: FastifyInstance, service: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth-config',
    { config: { rights: 'public' }, schema: { tags: ['account'], response: { 200: authConfigSchema } } },
    async () => service.authConfig(),
  );

  r.post(
    '/api/account/sign-up',
    {
      config: { door: ['sign-up', 'sets-password', 'sends-mail'], rights: 'public' },
      schema: {
        tags: ['account'],
        body: signUpSchema,
        response: { 201: z.object({ userId: z.string(), signedIn: z.boolean() }) },
      },
    },
    async (req, reply) => {
      const { headers, body } = await service.signUp(req.body, toHeaders(req), callerOf(req));
      forwardSetCookies(reply, headers);
      return reply.status(201).send(body);
    },
  );

  r.post(
    '/api/account/sign-in',
    {
      config: { door: ['password-sign-in'], rights: 'public' },
      schema: { tags: ['account'], body: signInSchema, response: { 200: signInResultSchema } },
    },
    async (req, reply) => {
      const { headers, body } = await service.signIn(req.body, toHeaders(req), callerOf(req));
      forwardSetCookies(reply, headers);
      return body;
    },
  );

  r.post(
    '/api/account/sign-out',
    { config: { door: [], rights: 'public' }, schema: { tags: ['account'] } },
    async (req, reply) => {
      forwardSetCookies(reply, await service.signOut(toHeaders(req)));
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/me',
    { config: { rights: 'signed-in' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    async (req) => service.me(req.user, req.member, req.childName),
  );

  r.post(
    '/api/account/complete-profile',
    {
      config: { door: [], rights: 'owner' },
      schema: { tags: ['account'], body: completeProfileSchema, response: { 200: studentSchema } },
    },
    async (req) => service.completeProfile(req.scope.familyId, req.body),
  );

  // An adult's own name (issue 37); a child's name is the parent's to change (Settings › Children).
  r.put(
    '/api/account/name',
    {
      config: { door: [], rights: 'account' },
      schema: { tags: ['account'], body: adultNameInputSchema, response: { 200: adultNameResultSchema } },
    },
    async (req) => service.setName(req.user.id, req.body),
  );

  accountEmailRoutes(app, service);
  accountSessionsRoutes(app, service);
  secondFactorRoutes(app, service);
}
