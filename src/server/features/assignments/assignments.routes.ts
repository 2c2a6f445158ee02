import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignmentIdParamsSchema,
  assignmentSchema,
  assignmentsOverviewSchema,
  createAssignmentSchema,
  updateAssignmentSchema,
} from '../../../shared/schemas/assignments';
import type { AppDeps } from '../../deps';
import { assignmentsService } from './assignments.service';

export function registerAssignmentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = assignmentsService(deps);
  const tags = ['assignments'];

  r.get(
    '/api/assignments/overview',
    { onRequest: app.requireUser, schema: { tags, response: { 200: assignmentsOverviewSchema } } },
    async (req) => service.overview(req.user.id),
  );

  r.post(
    '/api/assignments',
    {
      onRequest: app.requireUser,
      schema: { tags, body: createAssignmentSchema, response: { 201: assignmentSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body)),
  );

  r.patch(
    '/api/assignments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: assignmentIdParamsSchema,
        body: updateAssignmentSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (req) => service.update(req.user.id, req.params.id, req.body),
  );

  r.delete(
    '/api/assignments/:id',
    { onRequest: app.requireUser, schema: { tags, params: assignmentIdParamsSchema } },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );
}
