import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProviderSchema,
  providerCallbackQuerySchema,
  socialSignInSchema,
} from '../../shared/schemas/auth';
import type { ActivityLog } from '../features/activity/activity.service';
import type { Auth } from './auth';
import { sendFetchResponse, toHeaders } from './fastify-bridge';
import { providerSignIn, recordProviderSignIn } from './provider-sign-in';

/**
 * The two better-auth endpoints the product needs, mounted one by one with their input validated (ADR 014).
 * No other path under /api/auth exists: it answers 404 like any unknown route. A provider sign-in that sets a
 * session is written to the account activity (ADR 032), as a password sign-in is by its service.
 */
export function registerAuthDoor(
  app: FastifyInstance,
  auth: Auth,
  activity: Pick<ActivityLog, 'record'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providers = providerSignIn(auth);

  r.post(
    '/api/auth/sign-in/social',
    {
      config: { door: ['provider-sign-in'], rights: 'public' },
      schema: { tags: ['account'], body: socialSignInSchema },
    },
    async (req, reply) => sendFetchResponse(reply, await providers.start(req.body, toHeaders(req))),
  );

  r.get(
    '/api/auth/callback/:providerId',
    {
      config: { door: ['provider-sign-in'], rights: 'public' },
      schema: {
        hide: true,
        params: z.object({ providerId: authProviderSchema.exclude(['email']) }),
        querystring: providerCallbackQuerySchema,
      },
    },
    async (req, reply) => {
      const provider = req.params.providerId;
      const response = await providers.finish(provider, req.query, toHeaders(req));
      await recordProviderSignIn(auth, activity, provider, response, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      return sendFetchResponse(reply, response);
    },
  );
}
