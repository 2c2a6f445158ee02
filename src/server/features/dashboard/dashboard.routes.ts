import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../shared/schemas/dashboard';
import type { AppDeps } from '../../deps';
import { dashboardService } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/dashboard', { onRequest: app.requireUser, schema: { tags: ['dashboard'], response: { 200: dashboardSchema } } }, async (req) =>
      service.get(req.user.id),
    );
}
