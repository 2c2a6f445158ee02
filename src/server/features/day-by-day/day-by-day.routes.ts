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
} from '@shared/schemas/day-by-day';
import { dayByDaySettingsSchema } from '@shared/schemas/settings';
import { studentItemParamsSchema, studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';
import { dayByDayService } from './day-by-day.service';

export function registerDayByDayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = dayByDayService(deps);
  const tags = ['day-by-day'];
  /** The schedule is the child's: `/api/students/:studentId/day-by-day…`. */

  r.get(
    '/api/students/:studentId/day-by-day',
    {
      config: { rights: 'child:read' },
      schema: { tags, params: studentParamsSchema, response: { 200: dayByDaySchema } },
    },
    async (req) => service.load(req.studentScope),
  );

  r.post(
    '/api/day-by-day/blocks',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: createBlockSchema, response: { 201: blockSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.createBlock(req.scope.familyId, req.body)),
  );

  r.patch(
    '/api/day-by-day/blocks/:id',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: idParamsSchema, body: updateBlockSchema, response: { 200: blockSchema } },
    },
    async (req) => service.updateBlock(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/day-by-day/blocks/:id',
    { config: { rights: 'family:write' }, schema: { tags, params: idParamsSchema } },
    async (req, reply) => {
      await service.deleteBlock(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/students/:studentId/day-by-day/schedule',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        body: createEntrySchema,
        response: { 201: scheduleEntrySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addEntry(req.studentScope, req.body)),
  );

  r.patch(
    '/api/students/:studentId/day-by-day/schedule/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentItemParamsSchema,
        body: moveEntrySchema,
        response: { 200: scheduleEntrySchema },
      },
    },
    async (req) => service.moveEntry(req.studentScope, req.params.id, req.body.startTime),
  );

  r.delete(
    '/api/students/:studentId/day-by-day/schedule/:id',
    { config: { rights: 'family:write' }, schema: { tags, params: studentItemParamsSchema } },
    async (req, reply) => {
      await service.removeEntry(req.studentScope, req.params.id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/students/:studentId/day-by-day/schedule',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: studentParamsSchema,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (req) => service.resetDay(req.studentScope),
  );

  r.put(
    '/api/day-by-day/settings',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: updateDaySettingsSchema, response: { 200: dayByDaySettingsSchema } },
    },
    async (req) => service.updateSettings(req.scope.familyId, req.body),
  );
}
