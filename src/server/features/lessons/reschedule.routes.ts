import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lessonIdParamsSchema } from '@shared/schemas/lessons';
import {
  lessonPinBodySchema,
  lessonPinResultSchema,
  lessonShiftBodySchema,
  lessonShiftResultSchema,
} from '@shared/schemas/reschedule';
import type { AppDeps } from '../../deps';
import { rescheduleService } from './reschedule.service';

/** Reschedule from here (ADR 043): a lesson's pin and push, set and removed (the parent's and the teacher's). */
export function registerRescheduleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = rescheduleService(deps);
  const tags = ['lessons'];

  r.put(
    '/api/lessons/:id/pin',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: lessonIdParamsSchema,
        body: lessonPinBodySchema,
        response: { 200: lessonPinResultSchema },
      },
    },
    async (req) => service.pin(req.scope, req.params.id, req.body.date),
  );

  r.delete(
    '/api/lessons/:id/pin',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonPinResultSchema } },
    },
    async (req) => service.unpin(req.scope, req.params.id),
  );

  r.put(
    '/api/lessons/:id/shift',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: lessonIdParamsSchema,
        body: lessonShiftBodySchema,
        response: { 200: lessonShiftResultSchema },
      },
    },
    async (req) => service.shift(req.scope, req.params.id, req.body.days),
  );

  r.delete(
    '/api/lessons/:id/shift',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonShiftResultSchema } },
    },
    async (req) => service.unshift(req.scope, req.params.id),
  );
}
