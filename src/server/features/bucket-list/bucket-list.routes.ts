import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bucketListSchema, datedListItemSchema } from '@shared/schemas/list-items';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { registerListItemWriteRoutes } from '../list-items/list-item-routes';
import { bucketListService } from './bucket-list.service';

/** The child's list: GET/POST /api/students/:studentId/bucket-list, PATCH/DELETE /api/students/:studentId/bucket-list/:id. */
export function registerBucketListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = bucketListService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/students/:studentId/bucket-list',
    {
      config: { rights: 'child:read' },
      schema: { tags: ['bucket-list'], params: studentParamsSchema, response: { 200: bucketListSchema } },
    },
    async (req) => service.list(req.studentScope),
  );
  registerListItemWriteRoutes(app, {
    base: '/api/students/:studentId/bucket-list',
    createRight: 'child:write',
    tag: 'bucket-list',
    service,
    itemSchema: datedListItemSchema,
  });
}
