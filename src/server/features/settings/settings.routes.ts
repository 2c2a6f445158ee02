import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsPatchSchema, settingsSchema } from '@shared/schemas/settings';
import type { AppDeps } from '../../deps';
import { settingsService } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = settingsService(deps);

  r.get(
    '/api/settings',
    { config: { rights: 'family:read' }, schema: { tags: ['settings'], response: { 200: settingsSchema } } },
    async (req) => service.get(req.scope.familyId),
  );

  r.patch(
    '/api/settings',
    {
      config: { rights: 'family:write' },
      schema: { tags: ['settings'], body: settingsPatchSchema, response: { 200: settingsSchema } },
    },
    async (req) => service.update(req.scope.familyId, req.body),
  );
}
