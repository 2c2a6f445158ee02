import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPrefsInputSchema,
  notificationPrefsSchema,
  unsubscribeParamsSchema,
  unsubscribeStatusSchema,
} from '@shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { notificationsService } from './notifications.service';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe.page';

export function registerNotificationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = notificationsService(deps);
  const tags = ['notifications'];

  // Each adult's own choice (parent, teacher, viewer): the e-mail goes to their own address.
  r.get(
    '/api/notification-prefs',
    { config: { rights: 'account' }, schema: { tags, response: { 200: notificationPrefsSchema } } },
    async (req) => service.get(req.scope),
  );

  // No door (ADR 014): 'weeklyEmail' is a switch, not an address; the e-mail goes to the adult's own sign-in one.
  r.put(
    '/api/notification-prefs',
    {
      config: { door: [], rights: 'account' },
      schema: { tags, body: notificationPrefsInputSchema, response: { 200: notificationPrefsSchema } },
    },
    async (req) => service.set(req.scope, req.body),
  );

  // The e-mail's unsubscribe link: no session, the signed token in the path is the only key (ADR 045). Public
  // and no door into the account (ADR 014): it signs nobody in and only turns the token's own e-mail off.
  // Counted per address and per link; the token is marked in the log (secret-urls.ts, its `:token` segment).
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  r.get(
    '/api/unsubscribe/:token',
    {
      config: { door: [], rights: 'public' },
      schema: { tags, params: unsubscribeParamsSchema, response: { 200: unsubscribeStatusSchema } },
    },
    async (req, reply) => reply.headers(noStore).send(await service.linkStatus(req.params.token, req.ip)),
  );

  // The click, and a mail provider's one-click POST (RFC 8058: a form body 'List-Unsubscribe=One-Click').
  app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/api/unsubscribe/:token',
      {
        config: { door: [], rights: 'public' },
        schema: {
          tags,
          summary: 'Turns the weekly e-mail off for the adult the signed token names (one click, RFC 8058)',
          params: unsubscribeParamsSchema,
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          response: { 200: unsubscribeStatusSchema },
        },
      },
      async (req, reply) => reply.headers(noStore).send(await service.unsubscribe(req.params.token, req.ip)),
    );

    // The e-mail's link opens this page (the server's, no script): GET asks, its form's POST unsubscribes. The
    // same limits and checks as the API above; a refusal is a page too, with the API's status.
    const page = async (
      token: string,
      reply: import('fastify').FastifyReply,
      run: () => Promise<UnsubscribePageState>,
    ) => {
      const action = `/unsubscribe/${encodeURIComponent(token)}`;
      let status = 200;
      let html: string;
      try {
        html = unsubscribePage(await run(), action);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        status = error.status;
        html = unsubscribePage(error.status === 429 ? 'too-many' : 'bad-link', action, error.message);
      }
      return reply.status(status).headers(noStore).type('text/html; charset=utf-8').send(html);
    };
    const pageOptions = {
      config: { door: [], rights: 'public' as const },
      schema: { hide: true, params: unsubscribeParamsSchema },
    };
    const pages = oneClick.withTypeProvider<ZodTypeProvider>();
    pages.get('/unsubscribe/:token', pageOptions, async (req, reply) =>
      page(req.params.token, reply, async () =>
        (await service.linkStatus(req.params.token, req.ip)).subscribed ? 'ask' : 'already-off',
      ),
    );
    pages.post('/unsubscribe/:token', pageOptions, async (req, reply) =>
      page(req.params.token, reply, async () => {
        await service.unsubscribe(req.params.token, req.ip);
        return 'done';
      }),
    );
  });
}
