import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeLessonSchema,
  lessonCompletionResultSchema,
  lessonParamsSchema,
} from '@shared/schemas/lesson-plan';
import { loopItemDayParamsSchema } from '@shared/schemas/loops';
import type { AppDeps } from '../../deps';
import { loopService } from './loop.service';

/** Ticking a loop class's items for a child (ADR 041): each time is kept, on its day. */
export function registerLoopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = loopService(deps);

  r.post(
    '/api/students/:studentId/loop-items/:lessonId/complete',
    {
      config: { rights: 'child:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "Record a loop item done by the child on a day (default today; minutes default the item's): +15 xp, the day marked present unless it is marked, its hours",
        params: lessonParamsSchema,
        body: completeLessonSchema,
        response: { 200: lessonCompletionResultSchema },
      },
    },
    async (req) => service.complete(req.studentScope, req.params.lessonId, req.body),
  );

  r.delete(
    '/api/students/:studentId/loop-items/:lessonId/complete/:date',
    {
      config: { rights: 'child:write' },
      schema: {
        tags: ['lesson-plan'],
        summary: "Take back a loop item's completion on a day: its xp and hour entry go (attendance stays)",
        params: loopItemDayParamsSchema,
        response: { 200: lessonCompletionResultSchema },
      },
    },
    async (req) => service.uncomplete(req.studentScope, req.params.lessonId, req.params.date),
  );
}
