import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCardMessages as m } from '../../../shared/messages/grading';
import {
  reportCardCommentInputSchema,
  reportCardCommentSchema,
  reportCardQuerySchema,
  reportCardSchema,
} from '../../../shared/schemas/report-card';
import { studentParamsSchema } from '../../../shared/schemas/students';
import { baseDocument } from '../../pdf/pdf-layout';
import { renderPdf } from '../../pdf/render-pdf';
import type { AppDeps } from '../../deps';
import { reportCardContent } from './report-card.pdf';
import { reportCardService } from './report-card.service';

/** 'Report card – Ada – Term 1.pdf' without characters a file name cannot carry. */
const fileName = (...parts: string[]) =>
  parts
    .join(' - ')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120) + '.pdf';

/** A child's report card per term: `/api/students/:studentId/report-card…` (DESIGN.md §11). */
export function registerReportCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = reportCardService(deps);
  const tags = ['report-card'];
  const scope = { preHandler: app.requireChild };

  r.get(
    '/api/students/:studentId/report-card',
    {
      config: { rights: 'family:read' },
      ...scope,
      schema: {
        tags,
        params: studentParamsSchema,
        querystring: reportCardQuerySchema,
        response: { 200: reportCardSchema },
      },
    },
    async (req) => service.reportCard(req.child, req.query.termId),
  );

  r.put(
    '/api/students/:studentId/report-card/comments',
    {
      config: { rights: 'family:write' },
      ...scope,
      schema: {
        tags,
        params: studentParamsSchema,
        body: reportCardCommentInputSchema,
        response: { 200: reportCardCommentSchema },
      },
    },
    async (req) => service.setComment(req.child, req.body),
  );

  r.get(
    '/api/students/:studentId/report-card.pdf',
    {
      config: { rights: 'family:read' },
      ...scope,
      schema: { tags, params: studentParamsSchema, querystring: reportCardQuerySchema },
    },
    async (req, reply) => {
      const card = await service.reportCard(req.child, req.query.termId);
      const title = `${m.pdfTitle} - ${card.student.name} - ${card.term.name}`;
      const pdf = await renderPdf(baseDocument(title, reportCardContent(card, false)), {
        footer: `${card.student.name} · ${m.pdfTitle} · ${card.term.name}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(m.pdfTitle, card.student.name, card.term.schoolYearName, card.term.name)}"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
