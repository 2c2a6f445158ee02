import type { FastifyInstance } from 'fastify';
import { childNamed } from '../../http/activity-declaration';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newStudentSchema,
  studentOrderSchema,
  studentParamsSchema,
  studentPatchSchema,
  studentRemovalSchema,
  studentSchema,
} from '@shared/schemas/students';
import type { StudentsService } from './students.service';

/** The family's children: list, add, edit, reorder, what a removal deletes, remove. */
export function registerStudentsRoutes(app: FastifyInstance, service: StudentsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['students'];

  r.get(
    '/api/students',
    { config: { rights: 'family:read' }, schema: { tags, response: { 200: z.array(studentSchema) } } },
    async (req) => service.list(req.scope.familyId),
  );

  r.post(
    '/api/students',
    {
      config: { rights: 'owner' },
      schema: { tags, body: newStudentSchema, response: { 201: studentSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.scope.familyId, req.body)),
  );

  r.put(
    '/api/students/order',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: studentOrderSchema, response: { 200: z.array(studentSchema) } },
    },
    async (req) => service.reorder(req.scope.familyId, req.body.ids),
  );

  r.patch(
    '/api/students/:studentId',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: studentPatchSchema,
        response: { 200: studentSchema },
      },
    },
    async (req) => service.update(req.scope.familyId, req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/removal',
    {
      config: { rights: 'owner' },
      schema: {
        tags,
        summary: 'How many records removing the child deletes',
        params: studentParamsSchema,
        response: { 200: studentRemovalSchema },
      },
    },
    async (req) => service.removal(req.scope.familyId, req.params.studentId),
  );

  r.delete(
    '/api/students/:studentId',
    {
      config: { rights: 'owner', activity: { kind: 'child-deleted', detail: childNamed } },
      schema: { tags, params: studentParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.scope.familyId, req.params.studentId);
      return reply.status(204).send();
    },
  );
}
