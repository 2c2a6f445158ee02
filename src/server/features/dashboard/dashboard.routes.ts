import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../shared/schemas/dashboard';
import type { AppDeps } from '../../deps';
import { dashboardService } from './dashboard.service';

/**
 * The app's most-loaded route. Its body is built field by field from typed DTOs, so it skips the zod
 * response check the other routes get (a fifth of this route's CPU); the schema still documents it in
 * OpenAPI, and the API test checks the body against it.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      onRequest: app.requireUser,
      schema: { tags: ['dashboard'], response: { 200: dashboardSchema } },
      serializerCompiler: plainJson,
    },
    async (req) => service.get(req.user.id),
  );
}
