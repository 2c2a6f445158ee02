import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedIdParamsSchema,
  calendarFeedInputSchema,
  calendarFeedListSchema,
  calendarFeedTokenParamsSchema,
  createdCalendarFeedSchema,
} from '@shared/schemas/calendar-feeds';
import type { AppDeps } from '../../deps';
import { contentDisposition, downloadName } from '../../http/download-name';
import { calendarFeedService } from './calendar-feed.service';

export function registerCalendarFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = calendarFeedService(deps);
  const tags = ['calendar-feed'];

  r.get(
    '/api/calendar-feeds',
    { config: { rights: 'family:write' }, schema: { tags, response: { 200: calendarFeedListSchema } } },
    async (req) => service.list(req.scope.familyId),
  );

  r.post(
    '/api/calendar-feeds',
    {
      config: { rights: 'family:write', activity: 'feed-created' },
      schema: { tags, body: calendarFeedInputSchema, response: { 201: createdCalendarFeedSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.create(req.scope.familyId, req.body.studentId)),
  );

  r.delete(
    '/api/calendar-feeds/:id',
    {
      config: { rights: 'family:write', activity: 'feed-revoked' },
      schema: { tags, params: calendarFeedIdParamsSchema },
    },
    async (req, reply) => {
      await service.remove(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );

  // The feed a calendar app subscribes to: no session, the secret token in the path is the only key. Public
  // and no door into the account (ADR 014): it signs nobody in and reads only the token's own feed.
  r.get(
    '/api/calendar/:token.ics',
    { config: { door: [], rights: 'public' }, schema: { tags, params: calendarFeedTokenParamsSchema } },
    async (req, reply) => {
      const body = await service.render(req.params.token, req.ip);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', contentDisposition(downloadName('homeschool', [], 'ics'), 'inline'))
          // Computed from the plan on every request: nothing may keep a copy (nor a shared cache the secret).
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(body)
      );
    },
  );
}
