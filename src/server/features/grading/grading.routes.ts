import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classIdParamsSchema } from '@shared/schemas/classes';
import {
  gradeWeightsInputSchema,
  gradeWeightsSchema,
  gradingScaleInputSchema,
  gradingScaleSchema,
} from '@shared/schemas/grading';
import type { AppDeps } from '../../deps';
import { gradingService } from './grading.service';

/** The family's grading scale and each class's grading categories (family-wide). */
export function registerGradingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = gradingService(deps);
  const tags = ['grading'];

  r.get(
    '/api/grading-scale',
    { config: { rights: 'family:read' }, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.scale(req.scope.familyId),
  );

  r.put(
    '/api/grading-scale',
    {
      config: { rights: 'family:write' },
      schema: { tags, body: gradingScaleInputSchema, response: { 200: gradingScaleSchema } },
    },
    async (req) => service.setScale(req.scope.familyId, req.body.rows),
  );

  r.delete(
    '/api/grading-scale',
    { config: { rights: 'family:write' }, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.resetScale(req.scope.familyId),
  );

  r.get(
    '/api/classes/:id/grade-weights',
    {
      config: { rights: 'family:read' },
      schema: { tags, params: classIdParamsSchema, response: { 200: gradeWeightsSchema } },
    },
    async (req) => service.weights(req.scope.familyId, req.params.id),
  );

  r.put(
    '/api/classes/:id/grade-weights',
    {
      config: { rights: 'family:write' },
      schema: {
        tags,
        params: classIdParamsSchema,
        body: gradeWeightsInputSchema,
        response: { 200: gradeWeightsSchema },
      },
    },
    async (req) => service.setWeights(req.scope.familyId, req.params.id, req.body.weights),
  );
}
