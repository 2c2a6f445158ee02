import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portfolioMessages as m } from '@shared/messages/portfolio';
import { fileParamsSchema, fileUsageSchema, storedFileSchema } from '@shared/schemas/portfolio';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { AppError, validationFailed } from '../../http/app-error';
import { fileUsage, openFile } from './files.service';
import { sendFile } from './send-file';
import { multipartRefusal, receiveUpload } from './upload';

/**
 * The family's files: one upload per request (`POST /api/students/:studentId/files`, multipart, one field
 * `file`: the client shows each file's progress and retries it alone), a child's file's versions, and the
 * family's storage. Multipart is parsed only in this context; every other route takes JSON.
 */
export function registerFilesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const tags = ['portfolio'];

  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        files: 1,
        fields: 0,
        parts: 2,
        fileSize: deps.fileLimits.maxVideoBytes + 1,
        headerPairs: 50,
      },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/students/:studentId/files',
      {
        config: { rights: 'child:write' },
        schema: {
          tags,
          summary: "Uploads one file of the child's work (multipart/form-data, one field `file`)",
          consumes: ['multipart/form-data'],
          params: studentParamsSchema,
          response: { 201: storedFileSchema },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.notMultipart);
        const part = await req.file().catch((error: { code?: string }) => {
          throw multipartRefusal(error, deps.fileLimits.maxVideoBytes);
        });
        if (!part || part.fieldname !== 'file') {
          part?.file.resume();
          throw validationFailed(m.noFile);
        }
        try {
          const stored = await receiveUpload(deps, req.studentScope, part);
          return reply.status(201).send(stored);
        } catch (error) {
          part.file.resume();
          throw multipartRefusal(error as { code?: string }, deps.fileLimits.maxVideoBytes);
        }
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/files/:id/:variant',
    {
      config: { rights: 'child:read' },
      schema: {
        tags,
        summary: "One version of a child's file: a photo's thumb or web size, or the original (a download)",
        params: fileParamsSchema,
      },
    },
    async (req, reply) => {
      const file = await openFile(
        deps,
        req.studentScope,
        req.params.id,
        req.params.variant,
        req.headers.range,
      );
      return sendFile(req, reply, file);
    },
  );

  r.get(
    '/api/files/usage',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: "The family's stored bytes, its quota and the per-file limits",
        response: { 200: fileUsageSchema },
      },
    },
    async (req) => fileUsage(deps, req.scope),
  );
}
