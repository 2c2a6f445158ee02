import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListSchema } from '@shared/schemas/activity';
import type { AppDeps } from '../../deps';
import { activityKindOf } from '../../http/activity-declaration';

/**
 * GET /api/account/activity (the parent's list), and the hooks that record every route declaring
 * `config: { activity }` once it has answered 2xx: who (the member), from where (address, browser), what.
 * Registered before the other features' routes so the hooks cover them all.
 */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('activityDetail', null);

  app.addHook('preHandler', async (req) => {
    const declared = req.routeOptions.config.activity;
    if (!declared || typeof declared === 'string' || !req.member) return;
    req.activityDetail = await declared.detail(req, deps);
  });

  // onSend, not onResponse: the entry is written before the answer leaves, so the next read sees it.
  app.addHook('onSend', async (req, reply, payload) => {
    const declared = req.routeOptions.config.activity;
    if (!declared || !req.member || reply.statusCode >= 300) return payload;
    await deps.activity.record({
      familyId: req.member.familyId,
      kind: activityKindOf(declared),
      actorId: req.member.id,
      actorName: req.user?.email ?? req.childName ?? '',
      detail: req.activityDetail,
      ipAddress: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
    });
    return payload;
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/account/activity',
    {
      config: { door: [], rights: 'owner' },
      schema: { tags: ['account'], response: { 200: activityListSchema } },
    },
    async (req) => ({ entries: await deps.activity.list(req.scope.familyId) }),
  );
}
