import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  breakIdParamsSchema,
  breakInputSchema,
  breakPatchSchema,
  breakSchema,
  schoolYearIdParamsSchema,
  schoolYearInputSchema,
  schoolYearPatchSchema,
  schoolYearSchema,
} from '@shared/schemas/school-years';
import type { AppDeps } from '../../deps';
import { schoolYearsService } from './school-years.service';
import { recordsDeleted } from '../../http/activity-declaration';

/** The family's school years with their terms and breaks (ADR 018). */
export function registerSchoolYearsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = schoolYearsService(deps);
  const tags = ['school-years'];

  r.get(
    '/api/school-years',
    {
      config: { rights: 'family:read' },
      schema: {
        tags,
        summary: 'Every school year of the family with its terms and breaks, in date order',
        response: { 200: schoolYearSchema.array() },
      },
    },
    async (req) => service.list(req.scope.familyId),
  );

  r.post(
    '/api/school-years',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: schoolYearInputSchema, response: { 201: schoolYearSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.scope.familyId, req.body)),
  );

  r.patch(
    '/api/school-years/:id',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: schoolYearPatchSchema,
        response: { 200: schoolYearSchema },
      },
    },
    async (req) => service.update(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/school-years/:id',
    {
      config: { rights: 'family:write', activity: recordsDeleted('A school year with its terms and breaks') },
      schema: {
        tags,
        summary: "Deletes the year with its terms and breaks; the year's classes stay, without a year",
        params: schoolYearIdParamsSchema,
      },
    },
    async (req, reply) => {
      await service.remove(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/school-years/:id/breaks',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: breakInputSchema,
        response: { 201: breakSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addBreak(req.scope.familyId, req.params.id, req.body)),
  );

  r.patch(
    '/api/breaks/:id',
    {
      config: { rights: 'family:write' },
      schema: { tags, params: breakIdParamsSchema, body: breakPatchSchema, response: { 200: breakSchema } },
    },
    async (req) => service.updateBreak(req.scope.familyId, req.params.id, req.body),
  );

  r.delete(
    '/api/breaks/:id',
    { config: { rights: 'family:write' }, schema: { tags, params: breakIdParamsSchema } },
    async (req, reply) => {
      await service.removeBreak(req.scope.familyId, req.params.id);
      return reply.status(204).send();
    },
  );
}
