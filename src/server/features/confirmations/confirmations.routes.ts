import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmationItemsSchema,
  confirmResultSchema,
  pendingItemsSchema,
  rejectResultSchema,
} from '@shared/schemas/confirmations';
import type { AppDeps } from '../../deps';
import { confirmationsService } from './confirmations.service';

/** 'To confirm' (ADR 024): the family's children's ticks waiting for a parent, and confirming or sending them back. */
export function registerConfirmationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = confirmationsService(deps);
  const tags = ['confirmations'];

  r.get(
    '/api/confirmations',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary:
          "The family's children's ticks (to-dos, lessons, loop items) and work samples waiting for a parent to confirm them",
        response: { 200: pendingItemsSchema },
      },
    },
    async (req) => service.list(req.scope.familyId),
  );

  r.post(
    '/api/confirmations/confirm',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary:
          'Confirm waiting ticks (each counts as done now and earns its xp once) and samples (kept, their minutes logged as hours); one transaction',
        body: confirmationItemsSchema,
        response: { 200: confirmResultSchema },
      },
    },
    async (req) => service.confirm(req.scope.familyId, req.body),
  );

  r.post(
    '/api/confirmations/reject',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        summary:
          "'Not yet': waiting ticks go back to open, nothing earned; waiting samples are deleted with their files (one transaction)",
        body: confirmationItemsSchema,
        response: { 200: rejectResultSchema },
      },
    },
    async (req) => service.reject(req.scope.familyId, req.body),
  );
}
