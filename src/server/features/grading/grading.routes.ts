import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classIdParamsSchema } from '../../../shared/schemas/classes';
import {
  gradeWeightsInputSchema,
  gradeWeightsSchema,
  gradingScaleInputSchema,
  gradingScaleSchema,
} from '../../../shared/schemas/grading';
import type { AppDeps } from '../../deps';
import { gradingService } from './grading.service';

/** The family's grading scale and each class's grading categories (family-wide, DESIGN.md §11). */
export function registerGradingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = gradingService(deps);
  const tags = ['grading'];
  const onRequest = app.requireUser;

  r.get(
    '/api/grading-scale',
    { onRequest, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.scale(req.user.id),
  );

  r.put(
    '/api/grading-scale',
    { onRequest, schema: { tags, body: gradingScaleInputSchema, response: { 200: gradingScaleSchema } } },
    async (req) => service.setScale(req.user.id, req.body.rows),
  );

  r.delete(
    '/api/grading-scale',
    { onRequest, schema: { tags, response: { 200: gradingScaleSchema } } },
    async (req) => service.resetScale(req.user.id),
  );

  r.get(
    '/api/classes/:id/grade-weights',
    { onRequest, schema: { tags, params: classIdParamsSchema, response: { 200: gradeWeightsSchema } } },
    async (req) => service.weights(req.user.id, req.params.id),
  );

  r.put(
    '/api/classes/:id/grade-weights',
    {
      onRequest,
      schema: {
        tags,
        params: classIdParamsSchema,
        body: gradeWeightsInputSchema,
        response: { 200: gradeWeightsSchema },
      },
    },
    async (req) => service.setWeights(req.user.id, req.params.id, req.body.weights),
  );
}
