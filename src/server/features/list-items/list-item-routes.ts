import type { Right } from '@shared/domain/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  listItemPatchSchema,
  newListItemSchema,
  type ListItem,
  type NewListItem,
} from '@shared/schemas/list-items';
import { studentItemParamsSchema, studentParamsSchema } from '@shared/schemas/students';
import type { StudentKey, StudentScope } from '../../scope/scope';

/** What a list's service offers the shared write routes: every call is the child's (`req.studentScope`). */
export interface ListWrites {
  create(child: StudentScope, input: NewListItem): Promise<ListItem>;
  setCompleted(child: StudentScope, id: string, completed: boolean): Promise<ListItem>;
  remove(child: StudentKey, id: string): Promise<void>;
}

/**
 * The per-child write routes the three lists share, under `base` (e.g. '/api/students/:studentId/bucket-list'):
 * POST base → 201 item · PATCH base/:id { completed } → item · DELETE base/:id → 204.
 * Each list registers its own GET (tasks: today's list with carry-forward).
 */
export function registerListItemWriteRoutes(
  app: FastifyInstance,
  opts: {
    base: string;
    tag: string;
    service: ListWrites;
    itemSchema: z.ZodType;
    /** Who may add an item: a child adds to their own bucket and learn lists, not to their to-dos. */
    createRight: Right;
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tag, service, itemSchema, createRight } = opts;

  r.post(
    base,
    {
      config: { rights: createRight },
      schema: {
        tags: [tag],
        params: studentParamsSchema,
        body: newListItemSchema,
        response: { 201: itemSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.studentScope, req.body)),
  );

  r.patch(
    `${base}/:id`,
    {
      // Ticking off is the child's own work; a tick may wait for a parent (ADR 024).
      config: { rights: 'child:write' },
      schema: {
        tags: [tag],
        params: studentItemParamsSchema,
        body: listItemPatchSchema,
        response: { 200: itemSchema },
      },
    },
    async (req) => service.setCompleted(req.studentScope, req.params.id, req.body.completed),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { rights: 'family:write' },
      schema: { tags: [tag], params: studentItemParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );
}
