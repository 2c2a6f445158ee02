import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classIdParamsSchema } from '@shared/schemas/classes';
import {
  addLessonsResultSchema,
  addLessonsSchema,
  copyClassResultSchema,
  copyClassSchema,
  deleteLessonResultSchema,
  lessonIdParamsSchema,
  lessonOrderSchema,
  lessonPatchSchema,
  lessonPlanSchema,
  lessonSchema,
} from '@shared/schemas/lessons';
import type { AppDeps } from '../../deps';
import { lessonsService } from './lessons.service';
import { recordsDeleted } from '../../http/activity-declaration';

/** A class's lesson plan: family-wide routes (classes are the family's), each scoped by the account. */
export function registerLessonsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = lessonsService(deps);
  const tags = ['lessons'];

  r.get(
    '/api/classes/:id/lessons',
    {
      config: { rights: 'family:read' },
      schema: { tags, params: classIdParamsSchema, response: { 200: lessonPlanSchema } },
    },
    async (req) => service.plan(req.scope, req.params.id),
  );

  r.post(
    '/api/classes/:id/lessons',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: classIdParamsSchema,
        body: addLessonsSchema,
        response: { 201: addLessonsResultSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.add(req.scope.familyId, req.params.id, req.body)),
  );

  r.put(
    '/api/classes/:id/lessons/order',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: classIdParamsSchema, body: lessonOrderSchema },
    },
    async (req, reply) => {
      await service.reorder(req.scope.familyId, req.params.id, req.body.ids);
      return reply.status(204).send();
    },
  );

  r.patch(
    '/api/lessons/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: lessonIdParamsSchema,
        body: lessonPatchSchema,
        response: { 200: lessonSchema },
      },
    },
    async (req) => service.update(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/lessons/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A lesson of a class plan') },
      schema: { tags, params: lessonIdParamsSchema, response: { 200: deleteLessonResultSchema } },
    },
    async (req) => service.remove(req.scope.familyId, req.params.id),
  );

  r.post(
    '/api/classes/:id/copy',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: classIdParamsSchema,
        body: copyClassSchema,
        response: { 201: copyClassResultSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.copy(req.scope, req.params.id, req.body)),
  );
}
