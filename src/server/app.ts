import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createAuth, type Auth } from './auth/auth';
import { registerAuthDoor } from './auth/auth-door.routes';
import { registerAuth } from './auth/fastify-bridge';
import { DEFAULT_FILE_LIMITS, type AppConfig } from './config';
import { createFileStore } from './files/create-file-store';
import { closeImageWorker } from './files/images';
import { sweepFiles } from './features/portfolio/file-cleanup';
import { recoverImports } from './features/account-data/import-runs';
import { startDigestTimer } from './features/notifications/digest.job';
import { createDb, type DbHandle } from './db/client';
import type { AppDeps } from './deps';
import { registerPdfGate } from './pdf/pdf-gate';
import { closePdfDatabase } from './pdf/render-pdf';
import { activityLog } from './features/activity/activity.service';
import { gameService } from './features/game/game.service';
import { studentsService } from './features/students/students.service';
import { registerFeatures } from './features/index';
import { registerScope } from './scope/register-scope';
import { createReadCache, forgetReadsOnChange } from './http/read-cache';
import { profileService } from './features/profile/profile.service';
import { createEventBus } from './realtime/bus';
import { bridgeBusOverPostgres } from './realtime/pg-bridge';
import { registerRealtimeRoutes } from './realtime/sse.routes';
import { registerErrorHandling } from './http/error-handler';
import { registerJsonBody } from './http/json-body';
import { trackRoutes } from './http/route-table';
import { SecretUrls } from './http/secret-urls';
import { registerSecurity } from './http/security';

const FILE_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface BuiltApp {
  app: FastifyInstance;
  handle: DbHandle;
  auth: Auth;
  deps: AppDeps;
}

export interface BuildOptions {
  /** Reuse an open database (tests); otherwise one is opened from config.databaseUrl and closed with the app. */
  handle?: DbHandle;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests that read it); implies logging at 'info'. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<BuiltApp> {
  const handle = opts.handle ?? createDb(config.databaseUrl, { poolSize: config.dbPoolSize });
  const { db } = handle;
  const secretUrls = new SecretUrls();
  const app = Fastify({
    logger: opts.logStream
      ? { level: 'info', stream: opts.logStream, serializers: { req: secretUrls.requestLog as never } }
      : opts.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: secretUrls.requestLog as never } },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy ?? false,
    // Router-level failures (malformed URL, an over-long id) answer in our error shape too.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: tooLong ? 'The address is too long.' : 'The address is not valid.',
        },
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  trackRoutes(app);
  secretUrls.watch(app);
  registerErrorHandling(app, secretUrls);
  registerSecurity(app, config);
  registerJsonBody(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Homeschool API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // 130 operations: the tags start closed, so the page opens on the list of tags.
  await app.register(async (docs) => {
    // The documentation's pages and files are public (ADR 024: every /api/ route declares its right).
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, rights: 'public' };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  });
  app.get('/api/openapi.json', { config: { rights: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  const auth = createAuth({ db, dialect: handle.dialect, config });
  registerAuth(app, auth);

  app.get(
    '/api/health',
    { config: { rights: 'public' }, schema: { tags: ['system'] } },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok', database: handle.dialect };
      } catch {
        return reply
          .status(503)
          .send({ error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } });
      }
    },
  );

  const bus = createEventBus();
  const { sessions } = auth.kit;
  // A change to a user's sessions reaches every instance's session cache through the bus (and the user's
  // open pages, which refetch their account); the announcing request waits until it has been sent.
  bus.onEvent((event) => {
    if (!event.kinds.includes('sessions')) return;
    sessions.cache.forgetUser(event.familyId);
    auth.kit.childSessions.forgetUser(event.familyId);
  });
  sessions.announce = (userId) => bus.publishAndWait(userId, 'sessions');
  const readCache = createReadCache();
  forgetReadsOnChange(app, bus, readCache);
  const closeBridge =
    handle.dialect === 'postgres'
      ? await bridgeBusOverPostgres(bus, config.databaseUrl, app.log, () => {
          // Events may have been missed while the relay was down.
          sessions.cache.forgetAll();
          auth.kit.childSessions.forgetAll();
          readCache.clear();
        })
      : null;
  const files = createFileStore(config);
  const deps: AppDeps = {
    db,
    dialect: handle.dialect,
    config,
    bus,
    profiles: profileService(db),
    students: studentsService(db, bus, { files }),
    game: gameService(handle.dialect),
    readCache,
    files,
    fileLimits: config.fileLimits ?? DEFAULT_FILE_LIMITS,
    activity: activityLog({
      db,
      mailer: () => auth.kit.mailer,
      baseUrl: config.baseUrl,
      log: () => app.log,
    }),
  };
  registerAuthDoor(app, auth, deps.activity);
  registerScope(app, deps);
  registerPdfGate(app, config.pdfLimits);
  registerFeatures(app, deps, auth);
  registerRealtimeRoutes(app, { bus, auth, heartbeatMs: config.realtimeHeartbeatMs });

  if (config.clientDir && existsSync(path.join(config.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text files (scripts/compress-client.mjs): sent as accepted.
      preCompressed: true,
      // Our own cache-control below (send's default would overwrite it with 'public, max-age=0').
      cacheControl: false,
      setHeaders(res, file) {
        // Hashed chunks never change; everything else, the service worker (sw.js, workbox-*.js) and the
        // manifest included, is revalidated on every fetch so a new version is seen at once (ADR 023).
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A cache must not hand a brotli copy to a browser that asked for none (preCompressed above).
        res.setHeader('vary', 'accept-encoding');
        if (file.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
      },
    });
    // The landing page is prerendered at build time (no JavaScript); older builds without it get the SPA.
    const welcome = existsSync(path.join(config.clientDir, 'welcome.html')) ? 'welcome.html' : 'index.html';
    app.get('/welcome', { schema: { hide: true } }, async (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(welcome, { cacheControl: false }),
    );
    // History fallback: every non-API GET that is not a file gets the SPA shell.
    app.get('/*', { schema: { hide: true } }, async (req, reply) => {
      // A missing file (e.g. an old hashed asset after an upgrade) is a 404, not the SPA shell.
      const pathname = req.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/')) return reply.callNotFound();
      if (/\.[a-z0-9]+$/i.test(pathname))
        return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
  }

  // Uploads never saved into a sample, and objects whose rows are gone, are removed every quarter hour.
  // Imports whose instance died (PostgreSQL, several instances) are removed then too (ADR 040).
  const sweep = setInterval(() => {
    sweepFiles(deps).catch((error: unknown) => app.log.error({ err: error }, 'file sweep failed'));
    recoverImports(deps).catch((error: unknown) => app.log.error({ err: error }, 'import clean-up failed'));
  }, FILE_SWEEP_INTERVAL_MS);
  sweep.unref();
  // The weekly e-mail (ADR 045): every few minutes, the families whose Sunday evening has come.
  const stopDigests = startDigestTimer(deps, () => auth.kit.mailer, app.log);

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopDigests();
    await closeBridge?.();
    // The image thread (ADR 048) ends once the photos in hand are made; a later upload starts it again.
    await closeImageWorker();
    // The PDF threads' own read-only handles on this database (ADR 062); the threads stay for other apps' PDFs.
    await closePdfDatabase(config.databaseUrl);
    if (!opts.handle) await handle.close();
  });

  return { app, handle, auth, deps };
}
