import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameStateSchema } from '@shared/schemas/game';
import { studentParamsSchema } from '@shared/schemas/students';
import type { AppDeps } from '../../deps';

/** GET /api/students/:studentId/game: the child's xp, level, streak and achievements. */
export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/students/:studentId/game',
    {
      config: { rights: 'child:read' },
      schema: { tags: ['game'], params: studentParamsSchema, response: { 200: gameStateSchema } },
    },
    async (req) => deps.game.state(deps.db, req.studentScope),
  );
}
