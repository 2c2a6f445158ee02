import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portfolioMessages } from '@shared/messages/portfolio';
import {
  esaAccountDetailSchema,
  esaAccountInputSchema,
  esaAccountSchema,
  esaAccountUpdateSchema,
  esaExpenseInputSchema,
  esaExpenseSchema,
  esaExpenseUpdateSchema,
  esaIdParamsSchema,
  esaOverviewSchema,
  esaPacketQuerySchema,
  esaProgramInputSchema,
  esaProgramSchema,
  esaProgramsSchema,
  esaReceiptDeleteParamsSchema,
  esaReceiptParamsSchema,
  esaSummarySchema,
} from '@shared/schemas/esa';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, validationFailed } from '../../http/app-error';
import { sendFile } from '../portfolio/send-file';
import { multipartRefusal } from '../portfolio/upload';
import { esaPacketCsv, esaPacketPdf } from './esa.packet';
import { esaService } from './esa.service';
import { contentDisposition } from '../../http/download-name';
import { recordsDeleted } from '../../http/activity-declaration';

/**
 * Education savings accounts (`/api/esa/…`, DESIGN §14): parents manage ('owner'); teachers and viewers read
 * ('family:read'); a child reaches none of it (money is the parents').
 */
export function registerEsaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = esaService(deps);
  const tags = ['esa'];
  const read = { rights: 'family:read' } as const;
  const manage = { rights: 'owner' } as const;

  r.get(
    '/api/esa',
    {
      config: read,
      schema: {
        tags,
        summary: 'The accounts with balances and deadlines, their programs, family totals',
        response: { 200: esaOverviewSchema },
      },
    },
    async (req) => service.overview(req.scope),
  );
  r.get(
    '/api/esa/summary',
    {
      config: read,
      schema: {
        tags,
        summary: 'The dashboard card: next deadline, purchases needing a receipt',
        response: { 200: esaSummarySchema },
      },
    },
    async (req) => service.summary(req.scope),
  );
  r.get(
    '/api/esa/packet.pdf',
    {
      config: read,
      schema: {
        tags,
        summary: "A program's reimbursement or audit packet of a period (PDF: summary, then each receipt)",
        querystring: esaPacketQuerySchema,
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await esaPacketPdf(deps, req.scope, req.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(filename))
        .send(pdf);
    },
  );
  r.get(
    '/api/esa/packet.csv',
    {
      config: read,
      schema: {
        tags,
        summary: 'The same packet as CSV (one row per purchase line)',
        querystring: esaPacketQuerySchema,
      },
    },
    async (req, reply) => {
      const { csv, filename } = await esaPacketCsv(deps, req.scope, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(filename))
        .send(csv);
    },
  );
  r.get(
    '/api/esa/programs',
    {
      config: read,
      schema: {
        tags,
        summary: "The seeded programs and the family's own copies",
        response: { 200: esaProgramsSchema },
      },
    },
    async (req) => service.programs(req.scope),
  );
  r.put(
    '/api/esa/programs/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Edits the family's copy of a program",
        params: esaIdParamsSchema,
        body: esaProgramInputSchema,
        response: { 200: esaProgramSchema },
      },
    },
    async (req) => service.editProgram(req.scope, req.params.id, req.body),
  );
  r.post(
    '/api/esa/accounts',
    {
      config: manage,
      schema: {
        tags,
        summary: "Opens a child's account under a program",
        body: esaAccountInputSchema,
        response: { 201: esaAccountSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createAccount(req.scope, req.body)),
  );
  r.get(
    '/api/esa/accounts/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'An account with its program and purchases (with findings)',
        params: esaIdParamsSchema,
        response: { 200: esaAccountDetailSchema },
      },
    },
    async (req) => service.account(req.scope, req.params.id),
  );
  r.put(
    '/api/esa/accounts/:id',
    {
      config: manage,
      schema: {
        tags,
        params: esaIdParamsSchema,
        body: esaAccountUpdateSchema,
        response: { 200: esaAccountSchema },
      },
    },
    async (req) => service.updateAccount(req.scope, req.params.id, req.body),
  );
  r.delete(
    '/api/esa/accounts/:id',
    {
      config: { ...manage, activity: recordsDeleted('An ESA account with its purchases') },
      schema: {
        tags,
        summary: 'Deletes an account, its purchases and their receipts',
        params: esaIdParamsSchema,
      },
    },
    async (req, reply) => {
      await service.deleteAccount(req.scope, req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/esa/expenses',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Records a purchase (split across children: one per account, each line shared to the cent)',
        body: esaExpenseInputSchema,
        response: { 201: z.object({ expenses: z.array(esaExpenseSchema) }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ expenses: await service.createExpense(req.scope, req.body) }),
  );
  r.put(
    '/api/esa/expenses/:id',
    {
      config: manage,
      schema: {
        tags,
        params: esaIdParamsSchema,
        body: esaExpenseUpdateSchema,
        response: { 200: esaExpenseSchema },
      },
    },
    async (req) => service.updateExpense(req.scope, req.params.id, req.body),
  );
  r.delete(
    '/api/esa/expenses/:id',
    {
      config: { ...manage, activity: recordsDeleted('An ESA purchase') },
      schema: { tags, params: esaIdParamsSchema },
    },
    async (req, reply) => {
      await service.deleteExpense(req.scope, req.params.id);
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/esa/expenses/:id/receipts/:fileId/:variant',
    {
      config: read,
      schema: {
        tags,
        summary: "A receipt's thumb, web size or original (a download)",
        params: esaReceiptParamsSchema,
      },
    },
    async (req, reply) =>
      sendFile(
        req,
        reply,
        await service.openReceipt(
          req.scope,
          req.params.id,
          req.params.fileId,
          req.params.variant,
          req.headers.range,
        ),
      ),
  );
  r.delete(
    '/api/esa/expenses/:id/receipts/:fileId',
    {
      config: manage,
      schema: { tags, params: esaReceiptDeleteParamsSchema, response: { 200: esaExpenseSchema } },
    },
    async (req) => service.removeReceipt(req.scope, req.params.id, req.params.fileId),
  );

  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 2, fileSize: deps.fileLimits.maxFileBytes + 1, headerPairs: 50 },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/esa/expenses/:id/receipts',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Adds a receipt (a photo or a PDF; multipart/form-data, one field `file`)',
          consumes: ['multipart/form-data'],
          params: esaIdParamsSchema,
          response: { 201: esaExpenseSchema },
        },
      },
      async (req, reply) => {
        // Another family's purchase is a 404 whatever the body is.
        await service.expenseExists(req.scope, req.params.id);
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', portfolioMessages.notMultipart);
        const part = await req.file().catch((error: { code?: string }) => {
          throw multipartRefusal(error, deps.fileLimits.maxFileBytes);
        });
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          throw validationFailed(portfolioMessages.noFile);
        }
        try {
          return reply.status(201).send(await service.addReceipt(req.scope, req.params.id, part));
        } catch (error) {
          part.file.resume();
          throw multipartRefusal(error as { code?: string }, deps.fileLimits.maxFileBytes);
        }
      },
    );
  });
}
