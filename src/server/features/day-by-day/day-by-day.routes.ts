import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockSchema,
  createBlockSchema,
  createEntrySchema,
  dayByDaySchema,
  idParamsSchema,
  moveEntrySchema,
  scheduleEntrySchema,
  updateBlockSchema,
  updateDaySettingsSchema,
} from '../../../shared/schemas/day-by-day';
import { dayByDaySettingsSchema } from '../../../shared/schemas/settings';
import type { AppDeps } from '../../deps';
import { dayByDayService } from './day-by-day.service';

export function registerDayByDayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = dayByDayService(deps);
  const tags = ['day-by-day'];
  const onRequest = app.requireUser;

  r.get('/api/day-by-day', { onRequest, schema: { tags, response: { 200: dayByDaySchema } } }, async (req) => service.load(req.user.id));

  r.post(
    '/api/day-by-day/blocks',
    { onRequest, schema: { tags, body: createBlockSchema, response: { 201: blockSchema } } },
    async (req, reply) => reply.status(201).send(await service.createBlock(req.user.id, req.body)),
  );

  r.patch(
    '/api/day-by-day/blocks/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: updateBlockSchema, response: { 200: blockSchema } } },
    async (req) => service.updateBlock(req.user.id, req.params.id, req.body),
  );

  r.delete(
    '/api/day-by-day/blocks/:id',
    { onRequest, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await service.deleteBlock(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/day-by-day/schedule',
    { onRequest, schema: { tags, body: createEntrySchema, response: { 201: scheduleEntrySchema } } },
    async (req, reply) => reply.status(201).send(await service.addEntry(req.user.id, req.body)),
  );

  r.patch(
    '/api/day-by-day/schedule/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: moveEntrySchema, response: { 200: scheduleEntrySchema } } },
    async (req) => service.moveEntry(req.user.id, req.params.id, req.body.startTime),
  );

  r.delete(
    '/api/day-by-day/schedule/:id',
    { onRequest, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await service.removeEntry(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/day-by-day/schedule',
    { onRequest, schema: { tags, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (req) => service.resetDay(req.user.id),
  );

  r.put(
    '/api/day-by-day/settings',
    { onRequest, schema: { tags, body: updateDaySettingsSchema, response: { 200: dayByDaySettingsSchema } } },
    async (req) => service.updateSettings(req.user.id, req.body),
  );
}
