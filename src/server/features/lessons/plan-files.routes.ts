import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_PLAN_FILE_BYTES } from '@shared/domain/plan-file';
import { portfolioMessages } from '@shared/messages/portfolio';
import { classIdParamsSchema } from '@shared/schemas/classes';
import {
  planExportQuerySchema,
  planImportResultSchema,
  planImportSchema,
  planPreviewSchema,
  planTextSchema,
} from '@shared/schemas/plan-files';
import type { AppDeps } from '../../deps';
import { AppError, validationFailed } from '../../http/app-error';
import { contentDisposition } from '../../http/download-name';
import { multipartRefusal } from '../portfolio/upload';
import { planFilesService } from './plan-files.service';

/** A pasted plan: 1 MB of text, its characters up to 3 bytes each in UTF-8, escaped in JSON. */
const TEXT_BODY_LIMIT = 4 * MAX_PLAN_FILE_BYTES;
/** A previewed table sent back: 1,000 lessons of 2,200 characters, up to 3 bytes each, with room. */
const IMPORT_BODY_LIMIT = 8 * MAX_PLAN_FILE_BYTES;

/**
 * Plan files (docs/plan-files.md): preview a file or a paste, import the previewed table into the class's plan,
 * export the plan as CSV or JSON. Family-wide routes under the class, each scoped by the account.
 */
/** @fastify/multipart's refusals in our words, as for every upload. */
const refusal = (error: { code?: string }): never => {
  throw multipartRefusal(error, MAX_PLAN_FILE_BYTES);
};

export function registerPlanFilesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = planFilesService(deps);
  const tags = ['lessons'];

  r.post(
    '/api/classes/:id/lessons/preview-text',
    {
      config: { rights: 'family:write' },
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Reads pasted CSV, TSV or a JSON plan into a preview: the table, a column mapping, the lessons',
        params: classIdParamsSchema,
        body: planTextSchema,
        response: { 200: planPreviewSchema },
      },
    },
    async (req) => service.previewText(req.scope, req.params.id, req.body.text),
  );

  r.post(
    '/api/classes/:id/lessons/import',
    {
      config: { rights: 'family:write' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Appends a previewed table's lessons to the plan, all or none (a bad row names its row and column)",
        params: classIdParamsSchema,
        body: planImportSchema,
        response: { 201: planImportResultSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.importPlan(req.scope, req.params.id, req.body)),
  );

  r.get(
    '/api/classes/:id/lessons/export',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: 'The plan as a file: CSV (title, notes, minutes, week, day) or the JSON plan document',
        params: classIdParamsSchema,
        querystring: planExportQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await service.exportPlan(req.scope, req.params.id, req.query.format);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name))
        .send(file.body);
    },
  );

  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: MAX_PLAN_FILE_BYTES, headerPairs: 50 },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/classes/:id/lessons/preview-file',
      {
        config: { rights: 'family:write' },
        schema: {
          tags,
          summary:
            'Reads an uploaded .csv, .tsv, .txt, .xlsx or .json plan into a preview (multipart/form-data, one field `file`)',
          consumes: ['multipart/form-data'],
          params: classIdParamsSchema,
          response: { 200: planPreviewSchema },
        },
      },
      async (req) => {
        // Another family's class is a 404 whatever the body is.
        await service.classExists(req.scope, req.params.id);
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', portfolioMessages.notMultipart);
        const part = await req.file().catch(refusal);
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          throw validationFailed(portfolioMessages.noFile);
        }
        const bytes = await part.toBuffer().catch(refusal);
        return service.previewFile(req.scope, req.params.id, part.filename, bytes);
      },
    );
  });
}
