import type { FastifyInstance } from 'fastify';
import { recordsDeleted } from '../../http/activity-declaration';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sampleInputSchema,
  sampleListSchema,
  samplePatchSchema,
  sampleQuerySchema,
  sampleSchema,
} from '@shared/schemas/portfolio';
import { studentItemParamsSchema, studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { workSamplesService } from './work-samples.service';

/** A child's portfolio: `/api/students/:studentId/work-samples…` (files come first: `POST …/files`). */
export function registerWorkSamplesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = workSamplesService(deps);
  const tags = ['portfolio'];

  r.get(
    '/api/students/:studentId/work-samples',
    {
      config: { rights: 'child:read' },
      schema: {
        tags,
        summary: "The child's work samples dated in a from–to window, newest first, with their files",
        params: studentParamsSchema,
        querystring: sampleQuerySchema,
        response: { 200: sampleListSchema },
      },
    },
    async (req) => service.list(req.studentScope, req.query),
  );

  r.get(
    '/api/students/:studentId/work-samples/:id',
    {
      config: { rights: 'child:read' },
      schema: { tags, params: studentItemParamsSchema, response: { 200: sampleSchema } },
    },
    async (req) => service.get(req.studentScope, req.params.id),
  );

  r.post(
    '/api/students/:studentId/work-samples',
    {
      config: { rights: 'child:write' },
      schema: {
        tags,
        summary: 'A new work sample of uploaded files or a link (a child adds their own: "I learned this")',
        params: studentParamsSchema,
        body: sampleInputSchema,
        response: { 201: sampleSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.studentScope, req.body)),
  );

  r.patch(
    '/api/students/:studentId/work-samples/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary: 'Edits a work sample; `studentId` moves it with its files to another child',
        params: studentItemParamsSchema,
        body: samplePatchSchema,
        response: { 200: sampleSchema },
      },
    },
    async (req) => service.update(req.studentScope, req.params.id, req.body),
  );

  r.delete(
    '/api/students/:studentId/work-samples/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A work sample') },
      schema: { tags, params: studentItemParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );
}
