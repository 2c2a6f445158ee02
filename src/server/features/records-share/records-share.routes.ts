import { childNamed } from '../../http/activity-declaration';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdEvaluatorLinkSchema,
  evaluatorDocumentParamsSchema,
  evaluatorFileParamsSchema,
  evaluatorLinkInputSchema,
  evaluatorLinkListSchema,
  evaluatorLinkParamsSchema,
  evaluatorSummarySchema,
  evaluatorTokenParamsSchema,
  portfolioPacketQuerySchema,
  recordYearQuerySchema,
  studentParamsSchema,
} from '@shared/schemas/records-share';
import type { AppDeps } from '../../deps';
import { contentDisposition } from '../../http/download-name';
import { sendFile } from '../portfolio/send-file';
import { recordsShareService, type RecordPdf } from './records-share.service';

/** A PDF as a download; a secret link's PDF is kept by no cache and indexed by no robot. */
function sendPdf(reply: FastifyReply, { pdf, filename }: RecordPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(pdf);
}

/** Records › Share & print: the attendance calendar, the year-end bundle, the portfolio packet and the evaluator links (ADR 022). */
export function registerRecordsShareRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = recordsShareService(deps);
  const tags = ['records-share'];

  r.get(
    '/api/students/:studentId/records/attendance.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's attendance calendar for a school year (PDF)",
        params: studentParamsSchema,
        querystring: recordYearQuerySchema,
      },
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await service.sectionPdf({ ...req.studentScope, schoolYearId: req.query.schoolYearId }, 'attendance'),
      ),
  );

  r.get(
    '/api/students/:studentId/records/bundle.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The child's year-end bundle: a cover page and every record of the year (PDF)",
        params: studentParamsSchema,
        querystring: recordYearQuerySchema,
      },
    },
    async (req, reply) =>
      sendPdf(reply, await service.bundlePdf({ ...req.studentScope, schoolYearId: req.query.schoolYearId })),
  );

  r.get(
    '/api/students/:studentId/records/portfolio.pdf',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary:
          "The child's portfolio packet for a school year or one of its terms: the starred samples or N per subject (PDF)",
        params: studentParamsSchema,
        querystring: portfolioPacketQuerySchema,
      },
    },
    async (req, reply) => {
      const { schoolYearId, ...query } = req.query;
      return sendPdf(reply, await service.packetPdf({ ...req.studentScope, schoolYearId }, query));
    },
  );

  r.get(
    '/api/students/:studentId/evaluator-links',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: studentParamsSchema, response: { 200: evaluatorLinkListSchema } },
    },
    async (req) => service.listLinks(req.studentScope.familyId, req.studentScope.studentId),
  );

  r.post(
    '/api/students/:studentId/evaluator-links',
    {
      config: { rights: 'family:write', activity: { kind: 'share-link-created', detail: childNamed } },
      schema: {
        tags,
        params: studentParamsSchema,
        body: evaluatorLinkInputSchema,
        response: { 201: createdEvaluatorLinkSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await service.createLink(
            req.studentScope.familyId,
            req.studentScope.studentId,
            req.body,
            req.studentScope.actor.memberId,
          ),
        ),
  );

  r.delete(
    '/api/students/:studentId/evaluator-links/:id',
    {
      config: { rights: 'family:write', activity: { kind: 'share-link-revoked', detail: childNamed } },
      schema: { tags, params: evaluatorLinkParamsSchema },
    },
    async (req, reply) => {
      await service.revokeLink(req.studentScope.familyId, req.studentScope.studentId, req.params.id);
      return reply.status(204).send();
    },
  );

  // An evaluator's view: no session, the secret token in the path is the only key. Public and no door into the
  // account (ADR 014): it signs nobody in, writes nothing and reads only its link's child and year. A token
  // that is not a live link (unknown, expired, revoked) answers exactly as a route that does not exist.
  r.get(
    '/api/evaluator/:token',
    {
      config: { door: [], rights: 'public' },
      schema: {
        tags,
        summary: 'What an evaluator link shows',
        params: evaluatorTokenParamsSchema,
        response: { 200: evaluatorSummarySchema },
      },
    },
    async (req, reply) => {
      const summary = await service.evaluatorSummary(req.params.token, req.ip);
      if (!summary) return reply.callNotFound();
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(summary);
    },
  );

  r.get(
    '/api/evaluator/:token/files/:id/:variant',
    {
      config: { door: [], rights: 'public' },
      schema: {
        tags,
        summary:
          'A file of the portfolio through an evaluator link that includes it (thumb, web size or original)',
        params: evaluatorFileParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await service.evaluatorFile(
        req.params.token,
        { id: req.params.id, variant: req.params.variant, range: req.headers.range },
        req.ip,
      );
      if (!file) return reply.callNotFound();
      return sendFile(req, reply.header('x-robots-tag', 'noindex'), file);
    },
  );

  r.get(
    '/api/evaluator/:token/:document.pdf',
    {
      config: { door: [], rights: 'public' },
      schema: {
        tags,
        summary: "An evaluator link's year-end bundle ('bundle') or one record section (PDF)",
        params: evaluatorDocumentParamsSchema,
      },
    },
    async (req, reply) => {
      const pdf = await service.evaluatorDocument(req.params.token, req.params.document, req.ip);
      if (!pdf) return reply.callNotFound();
      return sendPdf(reply, pdf);
    },
  );
}
