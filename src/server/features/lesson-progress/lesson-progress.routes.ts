import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeLessonSchema,
  lessonCompletionResultSchema,
  lessonParamsSchema,
  skipParamsSchema,
  skipResultSchema,
  weekDoneResultSchema,
  weekDoneSchema,
  weekQuerySchema,
  weekSchema,
} from '@shared/schemas/lesson-plan';
import { studentParamsSchema } from '@shared/schemas/students';
import {
  togetherParamsSchema,
  togetherResultSchema,
  togetherTickSchema,
  togetherUndoQuerySchema,
} from '@shared/schemas/together';
import type { AppDeps } from '../../deps';
import { plainJson, sendJsonText } from '../../http/plain-json';
import { lessonProgressService } from './lesson-progress.service';

/** Completing lessons, skipping class days (per child) and the week view (the family's). */
export function registerLessonProgressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = lessonProgressService(deps);

  r.post(
    '/api/students/:studentId/lessons/:lessonId/complete',
    {
      config: { rights: 'child:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "Complete a lesson for the child: the day (default today) and minutes (default the lesson's); +15 xp, the day marked present unless it is marked",
        params: lessonParamsSchema,
        body: completeLessonSchema,
        response: { 200: lessonCompletionResultSchema },
      },
    },
    async (req) => service.complete(req.studentScope, req.params.lessonId, req.body),
  );

  r.delete(
    '/api/students/:studentId/lessons/:lessonId/complete',
    {
      config: { rights: 'child:write' },
      schema: {
        tags: ['lesson-plan'],
        summary: "Un-complete a lesson for the child: its completion and xp go (the day's attendance stays)",
        params: lessonParamsSchema,
        response: { 200: lessonCompletionResultSchema },
      },
    },
    async (req) => service.uncomplete(req.studentScope, req.params.lessonId),
  );

  r.post(
    '/api/classes/:classId/lessons/:lessonId/together',
    {
      // Ticking for several children is an adult's: a viewer or a child may not (ADR 042).
      config: { rights: 'family:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          'Complete a lesson taught together: for each enrolled child present that day and not done (or those named), a completion, hour entry, present day and xp, in one transaction',
        params: togetherParamsSchema,
        body: togetherTickSchema,
        response: { 200: togetherResultSchema },
      },
    },
    async (req) => service.completeTogether(req.scope, req.params.classId, req.params.lessonId, req.body),
  );

  r.delete(
    '/api/classes/:classId/lessons/:lessonId/together',
    {
      config: { rights: 'family:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "Undo a lesson taught together for all the class's children (its completions of that day, when given), with their xp and hours",
        params: togetherParamsSchema,
        querystring: togetherUndoQuerySchema,
        response: { 200: togetherResultSchema },
      },
    },
    async (req) =>
      service.uncompleteTogether(req.scope, req.params.classId, req.params.lessonId, req.query.date),
  );

  r.put(
    '/api/students/:studentId/classes/:classId/skips/:date',
    {
      config: { rights: 'family:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "Skip a class day for the child (today or later): the class's lessons move one class day later",
        params: skipParamsSchema,
        response: { 200: skipResultSchema },
      },
    },
    async (req) => service.skip(req.studentScope, req.params.classId, req.params.date),
  );

  r.delete(
    '/api/students/:studentId/classes/:classId/skips/:date',
    {
      config: { rights: 'family:write' },
      schema: {
        tags: ['lesson-plan'],
        summary: 'Undo the skip of a class day (today or later): the lessons move back',
        params: skipParamsSchema,
        response: { 200: skipResultSchema },
      },
    },
    async (req) => service.unskip(req.studentScope, req.params.classId, req.params.date),
  );

  r.post(
    '/api/students/:studentId/week/done-as-planned',
    {
      config: { rights: 'family:write' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          'Mark a begun week as done as planned for the child: each past class day gets the lessons the plan would have placed there, recorded on that day (hours, present), in one transaction',
        params: studentParamsSchema,
        body: weekDoneSchema,
        response: { 200: weekDoneResultSchema },
      },
    },
    async (req) => service.markWeekDone(req.studentScope, req.body.start),
  );

  r.get(
    '/api/students/:studentId/week',
    {
      config: { rights: 'child:read' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "The child's lessons of a week, Monday to Sunday: done, and placed from today on; skips, breaks, absences",
        params: studentParamsSchema,
        querystring: weekQuerySchema,
        response: { 200: weekSchema },
      },
      serializerCompiler: plainJson,
    },
    async (req, reply) => {
      const scope = req.studentScope;
      // The week is placed from today: its body is kept for the family's today.
      const key = `week:${scope.today}:${req.query.start ?? ''}:${scope.studentId}`;
      return sendJsonText(
        reply,
        await deps.readCache.get(scope.familyId, key, () => service.week(scope, req.query, scope.studentId)),
      );
    },
  );

  r.get(
    '/api/week',
    {
      config: { rights: 'family:read' },
      schema: {
        tags: ['lesson-plan'],
        summary:
          "Every child's lessons of a week, Monday to Sunday: done, and placed from today on; skips, breaks, absences",
        querystring: weekQuerySchema,
        response: { 200: weekSchema },
      },
      serializerCompiler: plainJson,
    },
    async (req, reply) => {
      const { scope } = req;
      const key = `week:${scope.today}:${req.query.start ?? ''}:`;
      return sendJsonText(
        reply,
        await deps.readCache.get(scope.familyId, key, () => service.week(scope, req.query)),
      );
    },
  );
}
