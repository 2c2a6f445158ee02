import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learnListSchema, listItemSchema } from '@shared/schemas/list-items';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { learnListService } from './learn-list.service';

/** The child's list: GET/POST /api/students/:studentId/learn-list, PATCH/DELETE /api/students/:studentId/learn-list/:id. */
export function registerLearnListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = learnListService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/students/:studentId/learn-list',
    {
      config: { rights: 'child:read' },
      schema: { tags: ['learn-list'], params: studentParamsSchema, response: { 200: learnListSchema } },
    },
    async (req) => service.list(req.studentScope),
  );
  registerListItemWriteRoutes(app, {
    base: '/api/students/:studentId/learn-list',
    createRight: 'child:write',
    tag: 'learn-list',
    service,
    itemSchema: listItemSchema,
  });
}
