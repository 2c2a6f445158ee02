import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bucketListSchema, datedListItemSchema } from '../../../shared/schemas/list-items';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { bucketListService } from './bucket-list.service';

/** GET /api/bucket-list, POST /api/bucket-list, PATCH/DELETE /api/bucket-list/:id. */
export function registerBucketListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = bucketListService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bucket-list',
    { onRequest: app.requireUser, schema: { tags: ['bucket-list'], response: { 200: bucketListSchema } } },
    async (req) => service.list(req.user.id),
  );
  registerListItemWriteRoutes(app, { base: '/api/bucket-list', tag: 'bucket-list', service, itemSchema: datedListItemSchema });
}
