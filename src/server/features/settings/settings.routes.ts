import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsPatchSchema, settingsSchema } from '../../../shared/schemas/settings';
import type { AppDeps } from '../../deps';
import { settingsService } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = settingsService(deps);

  r.get(
    '/api/settings',
    { onRequest: app.requireUser, schema: { tags: ['settings'], response: { 200: settingsSchema } } },
    async (req) => service.get(req.user.id),
  );

  r.patch(
    '/api/settings',
    {
      onRequest: app.requireUser,
      schema: { tags: ['settings'], body: settingsPatchSchema, response: { 200: settingsSchema } },
    },
    async (req) => service.update(req.user.id, req.body),
  );
}
