import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignmentSchema,
  assignmentsOverviewSchema,
  createAssignmentSchema,
  updateAssignmentSchema,
} from '@shared/schemas/assignments';
import { studentItemParamsSchema, studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { assignmentsService } from './assignments.service';
import { recordsDeleted } from '../../http/activity-declaration';

/** A child's grades: `/api/students/:studentId/assignments…`, in the classes the child is enrolled in. */
export function registerAssignmentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = assignmentsService(deps);
  const tags = ['assignments'];

  r.get(
    '/api/students/:studentId/assignments/overview',
    {
      config: { rights: 'family:read' },
      schema: { tags, params: studentParamsSchema, response: { 200: assignmentsOverviewSchema } },
    },
    async (req) => service.overview(req.studentScope),
  );

  r.post(
    '/api/students/:studentId/assignments',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: createAssignmentSchema,
        response: { 201: assignmentSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.create(req.studentScope, req.body, req.studentScope.actor.memberId)),
  );

  r.patch(
    '/api/students/:studentId/assignments/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentItemParamsSchema,
        body: updateAssignmentSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (req) => service.update(req.studentScope, req.params.id, req.body, req.studentScope.actor.memberId),
  );

  r.delete(
    '/api/students/:studentId/assignments/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('An assignment and its grade') },
      schema: { tags, params: studentItemParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );
}
