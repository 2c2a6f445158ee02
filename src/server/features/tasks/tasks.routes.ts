import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentParamsSchema } from '../../../shared/schemas/students';
import { taskSchema, todayTasksSchema } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { tasksService } from './tasks.service';

/** The child's to-dos: GET …/tasks/today (with carry-forward), POST …/tasks, PATCH/DELETE …/tasks/:id under /api/students/:studentId. */
export function registerTasksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = tasksService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/students/:studentId/tasks/today',
    {
      onRequest: app.requireUser,
      preHandler: app.requireChild,
      schema: { tags: ['tasks'], params: studentParamsSchema, response: { 200: todayTasksSchema } },
    },
    async (req) => service.today(req.child),
  );
  registerListItemWriteRoutes(app, {
    base: '/api/students/:studentId/tasks',
    tag: 'tasks',
    service,
    itemSchema: taskSchema,
  });
}
