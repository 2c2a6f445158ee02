import type { FastifyInstance } from 'fastify';
import { recordsDeleted } from '../../http/activity-declaration';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookInputSchema,
  bookPatchSchema,
  bookSchema,
  readingLogQuerySchema,
  readingLogSchema,
} from '@shared/schemas/reading-log';
import { studentItemParamsSchema, studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { contentDisposition } from '../../http/download-name';
import { readingLogPdf } from './reading-log.pdf';
import { readingLogService } from './reading-log.service';

const pdfQuerySchema = z.object({ schoolYearId: z.string().min(1).max(100) });

/** A child's reading log: `/api/students/:studentId/reading-log…`. */
export function registerReadingLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = readingLogService(deps);
  const tags = ['reading-log'];

  r.get(
    '/api/students/:studentId/reading-log',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's books of a school year or a from–to window, newest first, with totals",
        params: studentParamsSchema,
        querystring: readingLogQuerySchema,
        response: { 200: readingLogSchema },
      },
    },
    async (req) => service.list(req.studentScope, req.query),
  );

  r.get(
    '/api/students/:studentId/reading-log.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: 'The reading log of a school year as a PDF',
        params: studentParamsSchema,
        querystring: pdfQuerySchema,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await readingLogPdf(deps, {
        ...req.studentScope,
        schoolYearId: req.query.schoolYearId,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(filename))
        .send(pdf);
    },
  );

  r.post(
    '/api/students/:studentId/reading-log',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: studentParamsSchema, body: bookInputSchema, response: { 201: bookSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.studentScope, req.body)),
  );

  r.patch(
    '/api/students/:studentId/reading-log/:id',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: studentItemParamsSchema, body: bookPatchSchema, response: { 200: bookSchema } },
    },
    async (req) => service.update(req.studentScope, req.params.id, req.body),
  );

  r.delete(
    '/api/students/:studentId/reading-log/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A book of the reading log') },
      schema: { tags, params: studentItemParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );
}
