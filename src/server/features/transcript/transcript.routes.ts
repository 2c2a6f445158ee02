import type { FastifyInstance } from 'fastify';
import { recordsDeleted } from '../../http/activity-declaration';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentParamsSchema } from '@shared/schemas/students';
import {
  courseIdParamsSchema,
  courseInputSchema,
  coursePatchSchema,
  recordsSettingsSchema,
  transcriptCourseSchema,
  transcriptSchema,
} from '@shared/schemas/transcript';
import type { AppDeps } from '../../deps';
import { contentDisposition } from '../../http/download-name';
import { transcriptPdf } from './transcript.pdf';
import { transcriptService } from './transcript.service';

/** A child's high-school transcript with its GPA, and the family's transcript settings. */
export function registerTranscriptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = transcriptService(deps);
  const tags = ['transcript'];

  r.get(
    '/api/students/:studentId/transcript',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's courses by year with credits, grades and the GPA per year and cumulative",
        params: studentParamsSchema,
        response: { 200: transcriptSchema },
      },
    },
    async (req) => service.get(req.studentScope),
  );

  r.get(
    '/api/students/:studentId/transcript.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: 'The transcript as a PDF, with the grading key and a signature line',
        params: studentParamsSchema,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await transcriptPdf(deps, req.studentScope);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(filename))
        .send(pdf);
    },
  );

  r.post(
    '/api/students/:studentId/transcript/courses',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: courseInputSchema,
        response: { 201: transcriptCourseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.studentScope, req.body)),
  );

  r.patch(
    '/api/students/:studentId/transcript/courses/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: courseIdParamsSchema,
        body: coursePatchSchema,
        response: { 200: transcriptCourseSchema },
      },
    },
    async (req) => service.update(req.studentScope, req.params.id, req.body),
  );

  r.delete(
    '/api/students/:studentId/transcript/courses/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A transcript course') },
      schema: { tags, params: courseIdParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/records/settings',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The family's hours per credit and weighted GPA bonuses",
        response: { 200: recordsSettingsSchema },
      },
    },
    async (req) => service.getSettings(req.scope.familyId),
  );

  r.put(
    '/api/records/settings',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: recordsSettingsSchema, response: { 200: recordsSettingsSchema } },
    },
    async (req) => service.putSettings(req.scope.familyId, req.body),
  );
}
