import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentParamsSchema } from '@shared/schemas/students';
import { taskSchema, todayTasksSchema } from '@shared/schemas/tasks';
import type { AppDeps } from '../../deps';
import { plainJson, sendJsonText } from '../../http/plain-json';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { tasksService } from './tasks.service';

/** The child's to-dos: GET …/tasks/today (with carry-forward), POST …/tasks, PATCH/DELETE …/tasks/:id under /api/students/:studentId. */
export function registerTasksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = tasksService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/students/:studentId/tasks/today',
    {
      config: { rights: 'child:read' },
      schema: { tags: ['tasks'], params: studentParamsSchema, response: { 200: todayTasksSchema } },
      // Loaded with every to-do page and after every change: its body is built field by field (see plainJson).
      serializerCompiler: plainJson,
    },
    async (req, reply) => {
      const child = req.studentScope;
      const key = `tasks-today:${child.studentId}:${child.today}`;
      // A body that reports tasks carried forward says so once: it is not kept (ADR 019).
      const body = await deps.readCache.get(
        child.familyId,
        key,
        () => service.today(child),
        (today) => today.carriedForward === 0,
      );
      return sendJsonText(reply, body);
    },
  );
  registerListItemWriteRoutes(app, {
    base: '/api/students/:studentId/tasks',
    createRight: 'family:write',
    tag: 'tasks',
    service,
    itemSchema: taskSchema,
  });
}
