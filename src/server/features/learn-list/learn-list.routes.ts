import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { learnListSchema, listItemSchema } from '../../../shared/schemas/list-items';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { learnListService } from './learn-list.service';

/** GET /api/learn-list, POST /api/learn-list, PATCH/DELETE /api/learn-list/:id. */
export function registerLearnListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = learnListService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/learn-list',
    { onRequest: app.requireUser, schema: { tags: ['learn-list'], response: { 200: learnListSchema } } },
    async (req) => service.list(req.user.id),
  );
  registerListItemWriteRoutes(app, { base: '/api/learn-list', tag: 'learn-list', service, itemSchema: listItemSchema });
}
