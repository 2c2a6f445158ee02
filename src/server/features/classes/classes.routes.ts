import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classDeleteResultSchema,
  classIdParamsSchema,
  classInputSchema,
  classPatchSchema,
  classSchema,
  classWriteResultSchema,
} from '@shared/schemas/classes';
import type { AppDeps } from '../../deps';
import { ClassSyncError } from './class-sync';
import { classesService } from './classes.service';
import { recordsDeleted } from '../../http/activity-declaration';

/** The sync error answers with the spec's message; its cause is logged for the operator. */
async function logSyncFailure<T>(req: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof ClassSyncError) req.log.error({ err: err.reason }, 'class calendar sync failed');
    throw err;
  }
}

export function registerClassesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = classesService(deps);
  const tags = ['classes'];

  r.get(
    '/api/classes',
    { config: { rights: 'family:read' }, schema: { tags, response: { 200: classSchema.array() } } },
    async (req) => service.list(req.scope.familyId),
  );

  r.post(
    '/api/classes',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: classInputSchema, response: { 201: classWriteResultSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await logSyncFailure(req, service.create(req.scope, req.body))),
  );

  r.patch(
    '/api/classes/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: classIdParamsSchema,
        body: classPatchSchema,
        response: { 200: classWriteResultSchema },
      },
    },
    async (req) => logSyncFailure(req, service.update(req.scope, req.params.id, req.body)),
  );

  r.delete(
    '/api/classes/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A class with its lessons') },
      schema: { tags, params: classIdParamsSchema, response: { 200: classDeleteResultSchema } },
    },
    async (req) => service.remove(req.scope.familyId, req.params.id),
  );
}
