import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarEventSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventPatchSchema,
  eventRangeQuerySchema,
} from '@shared/schemas/calendar';
import type { AppDeps } from '../../deps';
import { calendarService } from './calendar.service';

export function registerCalendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = calendarService(deps);
  const tags = ['calendar'];

  r.get(
    '/api/events',
    {
      config: { rights: 'family:read' },
      schema: { tags, querystring: eventRangeQuerySchema, response: { 200: calendarEventSchema.array() } },
    },
    async (req) => service.list(req.scope.familyId, req.query.from, req.query.to),
  );

  r.post(
    '/api/events',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: eventInputSchema, response: { 201: calendarEventSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.scope.familyId, req.body)),
  );

  r.patch(
    '/api/events/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: eventIdParamsSchema,
        body: eventPatchSchema,
        response: { 200: calendarEventSchema },
      },
    },
    async (req) => service.update(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/events/:id',
    { config: { rights: 'family:write' }, schema: { tags, params: eventIdParamsSchema } },
    async (req, reply) => {
      await service.remove(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );
}
