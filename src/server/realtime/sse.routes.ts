import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { sessionUser } from '../auth/fastify-bridge';
import type { EventBus } from './bus';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/realtime: a Server-Sent Events stream of the signed-in account's change kinds. Events carry
 * no data, only what changed; clients refetch. Each heartbeat re-checks the session, so a signed-out or
 * expired session ends the stream (a new connection then answers 401).
 */
export function registerRealtimeRoutes(app: FastifyInstance, deps: { bus: EventBus; auth: Auth; heartbeatMs?: number }): void {
  const open = new Set<() => void>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;

  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/realtime', { onRequest: app.requireUser, schema: { tags: ['realtime'], hide: false } }, async (req: FastifyRequest, reply) => {
    const userId = req.user.id;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let seq = 0;
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    write(`retry: 3000\nevent: ready\ndata: {}\n\n`);

    const unsubscribe = deps.bus.subscribe(userId, (event) => {
      seq += 1;
      write(`id: ${seq}\nevent: change\ndata: ${JSON.stringify(event.studentId ? { kinds: event.kinds, studentId: event.studentId } : { kinds: event.kinds })}\n\n`);
    });
    const heartbeat = setInterval(async () => {
      write(`: ping\n\n`);
      const still = await sessionUser(deps.auth, req).catch(() => null);
      if (!still || still.id !== userId) {
        write(`event: unauthorized\ndata: {}\n\n`);
        end();
      }
    }, heartbeatMs);

    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    req.raw.on('close', end);
  });
}
