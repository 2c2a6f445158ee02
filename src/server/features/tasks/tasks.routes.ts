import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taskSchema, todayTasksSchema } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { tasksService } from './tasks.service';

/** GET /api/tasks/today (with carry-forward), POST /api/tasks, PATCH/DELETE /api/tasks/:id. */
export function registerTasksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = tasksService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tasks/today',
    { onRequest: app.requireUser, schema: { tags: ['tasks'], response: { 200: todayTasksSchema } } },
    async (req) => service.today(req.user.id),
  );
  registerListItemWriteRoutes(app, { base: '/api/tasks', tag: 'tasks', service, itemSchema: taskSchema });
}
