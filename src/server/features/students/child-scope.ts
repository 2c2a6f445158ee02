import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { childCheckKey, type ReadCache } from '../../http/read-cache';
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

/**
 * `req.child`: the scope, and the family's timezone that the child check read in the same statement, so a
 * per-child route knows its today without reading the profile (the timezone as stored at this request).
 */
export interface RequestChild extends ResolvedChild {
  /** Who acts (the request's member id: the parent's = the family's id, a child's = the child's id): what records name. */
  by: string;
  /** True when the child acts for themself (a child's session), not an adult for them. */
  byChild: boolean;
}

/** The child as the check reads it (kept between requests): the family's timezone and whether ticks wait for a parent. */
export interface ResolvedChild extends ChildScope {
  timezone: string;
  /** The family setting 'Parent confirms completed work' (issue 25). */
  confirmCompletions: boolean;
}

/** A child's tick waits for a parent: the family asks for it and the child ticks it themself. */
export const tickWaits = (
  child: ChildScope & Partial<Pick<RequestChild, 'byChild' | 'confirmCompletions'>>,
) => child.byChild === true && child.confirmCompletions === true;

/** The check's answer for a family's child is kept until the family changes (ADR 019); a refusal is not kept. */
export function registerChildScope(app: FastifyInstance, students: StudentsService, cache: ReadCache): void {
  app.decorateRequest('child', null as unknown as RequestChild);
  app.decorate('requireChild', async (req: FastifyRequest) => {
    const studentId = (req.params as { studentId?: unknown } | undefined)?.studentId;
    const userId = req.member.familyId;
    const child =
      typeof studentId === 'string'
        ? await cache.remember(
            userId,
            childCheckKey(studentId),
            () => students.resolve(userId, studentId),
            (found) => found !== null,
          )
        : null;
    if (!child) throw notFound();
    // The kept answer is shared between requests: this request's copy names who acts.
    req.child = { ...child, by: req.member.id, byChild: req.member.role === 'child' };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireChild: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireChild`. */
    child: RequestChild;
  }
}
