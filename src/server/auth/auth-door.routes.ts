import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProviderSchema,
  providerCallbackQuerySchema,
  socialSignInSchema,
} from '../../shared/schemas/auth';
import type { Auth } from './auth';
import { sendFetchResponse, toHeaders } from './fastify-bridge';
import { providerSignIn } from './provider-sign-in';

/**
 * The two better-auth endpoints the product needs, mounted one by one with their input validated (ADR 014).
 * No other path under /api/auth exists: it answers 404 like any unknown route.
 */
export function registerAuthDoor(app: FastifyInstance, auth: Auth): void {
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
    async (req, reply) =>
      sendFetchResponse(reply, await providers.finish(req.params.providerId, req.query, toHeaders(req))),
  );
}
