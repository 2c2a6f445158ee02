import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { checkChildSession } from '../auth/child-session';
import { sessionUser } from '../auth/fastify-bridge';
import type { RequestMember } from '../auth/members';
import type { EventBus } from './bus';

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/realtime: a Server-Sent Events stream of the signed-in account's change kinds. Events carry
 * no data, only what changed; clients refetch. Each heartbeat re-checks the session, so a signed-out or
 * expired session ends the stream (a new connection then answers 401).
 */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  deps: { bus: EventBus; auth: Auth; heartbeatMs?: number },
): void {
  const open = new Set<() => void>();
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;

  /** The same member still, in the same family and role (a removed or re-roled member's stream ends). */
  const stillSignedIn = async (req: FastifyRequest, member: RequestMember): Promise<boolean> => {
    if (member.role === 'child') {
      const child = await checkChildSession(
        deps.auth.kit.db,
        deps.auth.kit.childSessions,
        req.headers.cookie,
      );
      return child?.member.id === member.id;
    }
    const user = await sessionUser(deps.auth, req);
    return user?.member.id === member.id && user.member.role === member.role;
  };

  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/realtime',
    { config: { rights: 'signed-in' }, schema: { tags: ['realtime'], hide: false } },
    async (req: FastifyRequest, reply) => {
      const familyId = req.scope.familyId;
      const member = req.member;
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

      const unsubscribe = deps.bus.subscribe(familyId, (event) => {
        // A child hears only their own and the family's changes, never a brother's or sister's.
        if (member.role === 'child' && event.studentId && event.studentId !== member.studentId) return;
        seq += 1;
        write(
          `id: ${seq}\nevent: change\ndata: ${JSON.stringify(event.studentId ? { kinds: event.kinds, studentId: event.studentId } : { kinds: event.kinds })}\n\n`,
        );
      });
      const heartbeat = setInterval(async () => {
        write(`: ping\n\n`);
        if (!(await stillSignedIn(req, member).catch(() => false))) {
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
    },
  );
}
