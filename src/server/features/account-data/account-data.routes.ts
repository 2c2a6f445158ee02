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
import { contentDisposition, downloadName } from '../../http/download-name';
import { rawJsonBody, rawJsonBytes } from '../../http/json-body';
import { timeSlicer } from '../../work/time-slice';
import { accountDataService } from './account-data.service';
import { exportStream } from './export-stream';

/**
 * GET /api/account/export (the account as one JSON file), POST /api/account/import (restore a file into an
 * empty account), POST /api/account/delete (password-confirmed removal of the account and all its rows).
 */
export function registerAccountDataRoutes(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  const service = accountDataService(deps, auth);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/export',
    {
      config: { door: [], rights: 'owner' },
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

  r.post(
    '/api/account/import',
    {
      config: { door: [], ...rawJsonBody.config, rights: 'owner' },
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
