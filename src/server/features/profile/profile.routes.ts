import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '../../../shared/schemas/profile';
import type { AppDeps } from '../../deps';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile',
    { onRequest: app.requireUser, schema: { tags: ['profile'], response: { 200: profileSchema } } },
    async (req) => deps.profiles.get(req.user.id),
  );

  r.patch(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['profile'], body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (req) => {
      const profile = await deps.profiles.rename(req.user.id, req.body.displayName);
      deps.bus.publish(req.user.id, 'profile');
      return profile;
    },
  );
}
