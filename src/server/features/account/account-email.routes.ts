import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOnlySchema, resetPasswordSchema } from '@shared/schemas/auth';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import type { AccountService } from './account.service';

const messageSchema = z.object({ message: z.string() });

/** Email confirmation and password reset (both need SMTP_URL). */
export function accountEmailRoutes(app: FastifyInstance, service: AccountService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The link in the confirmation mail: confirms, signs in and lands on /, or explains on /sign-in.
  r.get(
    '/api/account/verify-email',
    {
      config: { door: ['link-sign-in'], rights: 'public' },
      schema: { tags: ['account'], querystring: z.object({ token: z.string().max(2048).default('') }) },
    },
    async (req, reply) => {
      const outcome = await service.email.verifyLink(req.query.token, toHeaders(req));
      if ('headers' in outcome) forwardSetCookies(reply, outcome.headers);
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 303);
    },
  );

  r.post(
    '/api/account/resend-verification',
    {
      config: { door: ['sends-mail'], rights: 'public' },
      schema: { tags: ['account'], body: emailOnlySchema, response: { 200: messageSchema } },
    },
    async (req) => service.email.resendVerification(req.body),
  );

  r.post(
    '/api/account/forgot-password',
    {
      config: { door: ['sends-mail'], rights: 'public' },
      schema: { tags: ['account'], body: emailOnlySchema, response: { 200: messageSchema } },
    },
    async (req) => service.email.forgotPassword(req.body),
  );

  r.post(
    '/api/account/reset-password',
    {
      config: { door: ['sets-password'], rights: 'public' },
      schema: { tags: ['account'], body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (req) => service.email.resetPassword(req.body),
  );
}
