import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  listItemParamsSchema,
  listItemPatchSchema,
  newListItemSchema,
  type ListItem,
  type NewListItem,
} from '../../../shared/schemas/list-items';

/** What a list's service offers the shared write routes. */
export interface ListWrites {
  create(userId: string, input: NewListItem): Promise<ListItem>;
  setCompleted(userId: string, id: string, completed: boolean): Promise<ListItem>;
  remove(userId: string, id: string): Promise<void>;
}

/**
 * The write routes the three lists share, under `base` (e.g. '/api/bucket-list'):
 * POST base → 201 item · PATCH base/:id { completed } → item · DELETE base/:id → 204.
 * Each list registers its own GET (tasks: today's list with carry-forward).
 */
export function registerListItemWriteRoutes(
  app: FastifyInstance,
  opts: { base: string; tag: string; service: ListWrites; itemSchema: z.ZodType },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tag, service, itemSchema } = opts;

  r.post(
    base,
    { onRequest: app.requireUser, schema: { tags: [tag], body: newListItemSchema, response: { 201: itemSchema } } },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body)),
  );

  r.patch(
    `${base}/:id`,
    {
      onRequest: app.requireUser,
      schema: { tags: [tag], params: listItemParamsSchema, body: listItemPatchSchema, response: { 200: itemSchema } },
    },
    async (req) => service.setCompleted(req.user.id, req.params.id, req.body.completed),
  );

  r.delete(
    `${base}/:id`,
    { onRequest: app.requireUser, schema: { tags: [tag], params: listItemParamsSchema } },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );
}
