import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameStateSchema } from '../../../shared/schemas/game';
import type { AppDeps } from '../../deps';

export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/game', { onRequest: app.requireUser, schema: { tags: ['game'], response: { 200: gameStateSchema } } }, async (req) =>
      deps.game.state(deps.db, req.user.id),
    );
}
