import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, type Dashboard } from '@shared/schemas/dashboard';
import { familyOverviewSchema } from '@shared/schemas/family';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { plainJson, sendJsonText } from '../../http/plain-json';
import { clockIn } from '@shared/domain/dates';
import { dashboardService } from './dashboard.service';

/** A body that reports tasks carried forward says so once: it is not kept (ADR 019). */
const noCarryForward = (d: Dashboard) => d.tasks.carriedForward === 0;

/** GET /api/students/:studentId/dashboard (a child's) and GET /api/family/overview (every child's card). */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = dashboardService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/students/:studentId/dashboard',
    {
      config: { rights: 'child:read' },
      schema: { tags: ['dashboard'], params: studentParamsSchema, response: { 200: dashboardSchema } },
      // The app's most-loaded route: its body is built field by field from typed DTOs (see plainJson).
      serializerCompiler: plainJson,
    },
    async (req, reply) => {
      const child = req.studentScope;
      // A child's own body differs (it says nothing of education savings): kept apart from the adults'.
      const key = `dashboard:${child.studentId}:${child.today}${child.actor.role === 'child' ? ':child' : ''}`;
      const body = await deps.readCache.get(child.familyId, key, () => service.get(child), noCarryForward);
      return sendJsonText(reply, body);
    },
  );
  r.get(
    '/api/family/overview',
    {
      config: { rights: 'family:read' },
      schema: { tags: ['family'], response: { 200: familyOverviewSchema } },
      serializerCompiler: plainJson,
    },
    async (req, reply) => {
      const { scope } = req;
      // Each child's next class is the next from now: the body is kept for the minute.
      const clock = clockIn(scope.timezone);
      const key = `overview:${scope.today}:${clock.hours}:${clock.minutes}`;
      return sendJsonText(
        reply,
        await deps.readCache.get(scope.familyId, key, () => service.overview(scope)),
      );
    },
  );
}
