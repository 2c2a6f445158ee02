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
} from '../../../shared/schemas/school-years';
import type { AppDeps } from '../../deps';
import { schoolYearsService } from './school-years.service';

/** The family's school years with their terms and breaks (ADR 018). */
export function registerSchoolYearsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = schoolYearsService(deps);
  const tags = ['school-years'];

  r.get(
    '/api/school-years',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Every school year of the family with its terms and breaks, in date order',
        response: { 200: schoolYearSchema.array() },
      },
    },
    async (req) => service.list(req.user.id),
  );

  r.post(
    '/api/school-years',
    {
      onRequest: app.requireUser,
      schema: { tags, body: schoolYearInputSchema, response: { 201: schoolYearSchema } },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.user.id, req.body)),
  );

  r.patch(
    '/api/school-years/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: schoolYearPatchSchema,
        response: { 200: schoolYearSchema },
      },
    },
    async (req) => service.update(req.user.id, req.params.id, req.body),
  );

  r.delete(
    '/api/school-years/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Deletes the year with its terms and breaks; the year's classes stay, without a year",
        params: schoolYearIdParamsSchema,
      },
    },
    async (req, reply) => {
      await service.remove(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/school-years/:id/breaks',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: schoolYearIdParamsSchema,
        body: breakInputSchema,
        response: { 201: breakSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addBreak(req.user.id, req.params.id, req.body)),
  );

  r.patch(
    '/api/breaks/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: breakIdParamsSchema, body: breakPatchSchema, response: { 200: breakSchema } },
    },
    async (req) => service.updateBreak(req.user.id, req.params.id, req.body),
  );

  r.delete(
    '/api/breaks/:id',
    { onRequest: app.requireUser, schema: { tags, params: breakIdParamsSchema } },
    async (req, reply) => {
      await service.removeBreak(req.user.id, req.params.id);
      return reply.status(204).send();
    },
  );
}
