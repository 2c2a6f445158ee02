import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import type { StudentsService } from './students.service';

/**
 * Per-child routes live under `/api/students/:studentId/…` (DESIGN.md §9). `app.requireChild` (a preHandler,
 * after `requireUser` and validation) resolves the path's child against the signed-in family: another
 * family's child, or an unknown id, is a 404 before the route runs. Routes then read `req.child`, the
 * `{ userId, studentId }` every per-child service and query is scoped by.
 */
export interface ChildScope {
  userId: string;
  studentId: string;
}

export function registerChildScope(app: FastifyInstance, students: StudentsService): void {
  app.decorateRequest('child', null as unknown as ChildScope);
  app.decorate('requireChild', async (req: FastifyRequest) => {
    const studentId = (req.params as { studentId?: unknown } | undefined)?.studentId;
    if (typeof studentId !== 'string' || !(await students.belongs(req.user.id, studentId))) throw notFound();
    req.child = { userId: req.user.id, studentId };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireChild: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireChild`. */
    child: ChildScope;
  }
}
