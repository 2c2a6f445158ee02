import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCardMessages as m } from '@shared/messages/grading';
import {
  reportCardCommentInputSchema,
  reportCardCommentSchema,
  reportCardQuerySchema,
  reportCardSchema,
} from '@shared/schemas/report-card';
import { studentParamsSchema } from '@shared/schemas/students';
import { baseDocument } from '../../pdf/pdf-layout';
import { renderPdf } from '../../pdf/render-pdf';
import type { AppDeps } from '../../deps';
import { contentDisposition, downloadName } from '../../http/download-name';
import { reportCardContent } from './report-card.pdf';
import { reportCardService } from './report-card.service';

/** A child's report card per term: `/api/students/:studentId/report-card…`. */
export function registerReportCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = reportCardService(deps);
  const tags = ['report-card'];

  r.get(
    '/api/students/:studentId/report-card',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        params: studentParamsSchema,
        querystring: reportCardQuerySchema,
        response: { 200: reportCardSchema },
      },
    },
    async (req) => service.reportCard(req.studentScope, req.query.termId),
  );

  r.put(
    '/api/students/:studentId/report-card/comments',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: reportCardCommentInputSchema,
        response: { 200: reportCardCommentSchema },
      },
    },
    async (req) => service.setComment(req.studentScope, req.body),
  );

  r.get(
    '/api/students/:studentId/report-card.pdf',
    {
      config: { rights: 'family:read' },
      schema: { tags, params: studentParamsSchema, querystring: reportCardQuerySchema },
    },
    async (req, reply) => {
      const card = await service.reportCard(req.studentScope, req.query.termId);
      const title = `${m.pdfTitle} - ${card.student.name} - ${card.term.name}`;
      const pdf = await renderPdf(baseDocument(title, reportCardContent(card, false)), {
        footer: `${card.student.name} · ${m.pdfTitle} · ${card.term.name}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(
            downloadName('report-card', [card.student.name, card.term.schoolYearName, card.term.name], 'pdf'),
          ),
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
