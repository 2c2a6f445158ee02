import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDataMessages } from '@shared/messages/account-data';
import {
  accountExportSchema,
  deleteAccountSchema,
  IMPORT_BODY_LIMIT,
  importResultSchema,
} from '@shared/schemas/account-data';
import type { Auth } from '../../auth/auth';
import { forwardSetCookies, toHeaders } from '../../auth/fastify-bridge';
import type { AppDeps } from '../../deps';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { contentDisposition, downloadName } from '../../http/download-name';
import { rawJsonBody, rawJsonBytes } from '../../http/json-body';
import { timeSlicer } from '../../work/time-slice';
import { accountDataService } from './account-data.service';
import { exportStream } from './export-stream';

/**
 * GET /api/account/archive (the account as one archive: the records and every file) and GET /api/account/export
 * (the records alone, one JSON file); POST /api/account/import/archive and /api/account/import (restore either
 * into an empty account; a JSON file that lists files is sent to the archive); POST /api/account/delete
 * (password-confirmed removal of the account and all its rows).
 */
export function registerAccountDataRoutes(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  const service = accountDataService(deps, auth);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/export',
    {
      config: { door: [], rights: 'owner', activity: 'export' },
      schema: { tags: ['account-data'], response: { 200: accountExportSchema } },
    },
    async (req, reply) => {
      const slicer = timeSlicer();
      const file = await service.exportAccount(req.scope.familyId, slicer);
      const day = file.exportedAt.slice(0, 10);
      // Streamed in slices (ADR 015); the response schema above documents the file.
      return reply
        .header('content-disposition', contentDisposition(downloadName('homeschool-export', [day], 'json')))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(exportStream(file, slicer) as unknown as typeof file);
    },
  );

  r.get(
    '/api/account/archive',
    {
      config: { door: [], rights: 'owner', activity: { kind: 'export', detail: () => 'Archive with files' } },
      schema: {
        tags: ['account-data'],
        summary:
          'The account as one archive (a tar: data.json, then every file of the portfolio as files/<sha256>)',
        produces: ['application/x-tar'],
      },
    },
    async (req, reply) => {
      const slicer = timeSlicer();
      const { file, body } = await service.exportArchive(req.scope.familyId, slicer, (message) =>
        req.log.error(message),
      );
      const day = file.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', contentDisposition(downloadName('homeschool-export', [day], 'tar')))
        .header('cache-control', 'no-store')
        .type('application/x-tar')
        .send(body);
    },
  );

  // The archive streams in: its own content type, read by the service as it arrives (no body limit here: every
  // entry is checked against data.json, which is read first and bounded by ARCHIVE_DATA_LIMIT).
  app.register(async (archives) => {
    archives.addContentTypeParser('application/x-tar', (_req, payload, done) => done(null, payload));
    archives.withTypeProvider<ZodTypeProvider>().post(
      '/api/account/import/archive',
      {
        config: {
          door: [],
          rights: 'owner',
          activity: { kind: 'import', detail: () => 'Archive with files' },
        },
        schema: {
          tags: ['account-data'],
          summary: 'Restores an archive (from GET /api/account/archive) into this empty account',
          consumes: ['application/x-tar'],
          response: { 200: importResultSchema },
        },
      },
      async (req) => {
        if (!(req.body instanceof Readable))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', accountDataMessages.notAnArchive);
        return service.importArchive(req.scope.familyId, req.body);
      },
    );
  });

  r.post(
    '/api/account/import',
    {
      config: { door: [], ...rawJsonBody.config, rights: 'owner', activity: 'import' },
      validatorCompiler: rawJsonBody.validatorCompiler,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['account-data'], body: accountExportSchema, response: { 200: importResultSchema } },
    },
    async (req) => service.importAccount(req.scope.familyId, rawJsonBytes(req)),
  );

  r.post(
    '/api/account/delete',
    {
      config: { door: ['checks-password'], rights: 'owner' },
      schema: {
        tags: ['account-data'],
        body: deleteAccountSchema,
        response: { 200: z.object({ deleted: z.literal(true), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const headers = await service.deleteAccount(req.user.id, req.body, toHeaders(req));
      forwardSetCookies(reply, headers);
      return { deleted: true as const, message: accountDataMessages.deleted };
    },
  );
}
