import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../shared/schemas/dashboard';
import { familyOverviewSchema } from '../../../shared/schemas/family';
import { studentParamsSchema } from '../../../shared/schemas/students';
import type { AppDeps } from '../../deps';
import { plainJson } from '../../http/plain-json';
import { dashboardService } from './dashboard.service';

/** GET /api/students/:studentId/dashboard (a child's) and GET /api/family/overview (every child's card). */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/students/:studentId/dashboard',
    {
      onRequest: app.requireUser,
      preHandler: app.requireChild,
      schema: { tags: ['dashboard'], params: studentParamsSchema, response: { 200: dashboardSchema } },
      // The app's most-loaded route: its body is built field by field from typed DTOs (see plainJson).
      serializerCompiler: plainJson,
    },
    async (req) => service.get(req.child),
  );
  r.get(
    '/api/family/overview',
    { onRequest: app.requireUser, schema: { tags: ['family'], response: { 200: familyOverviewSchema } } },
    async (req) => service.overview(req.user.id),
  );
}
