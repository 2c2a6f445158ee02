import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHILD_RIGHTS } from '../../shared/domain/roles';
import { refusal } from '../auth/rights';
import type { AppDeps } from '../deps';
import { notFound } from '../http/app-error';
import { familyContexts } from './family-context';
import { holdToSecondFactorRule } from './second-factor-rule';
import { scopeFor, type Actor, type Scope, type StudentScope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts, for which family, on which day: set before the handler on every signed-in route. */
    scope: Scope;
    /**
     * The same scope with its child, set on every per-child route (`/api/students/:studentId/…`), the only
     * routes that read it (null elsewhere).
     */
    studentScope: StudentScope;
  }
}

/** The child a route's path names (`:studentId`), if it names one. */
function namedStudent(req: FastifyRequest): string | undefined {
  const params = req.params as Record<string, unknown> | undefined;
  return typeof params?.studentId === 'string' ? params.studentId : undefined;
}

/**
 * Builds `req.scope` right after the rights check has resolved the member (ADR 027), before validation and the
 * handler: the family's today and settings from one kept read, and on a per-child route the child checked once —
 * another family's child or an unknown id is a 404, a child member asking for another child too. An adult the
 * family's rule asks for a second factor and who has none yet may use only the enrolment routes (403 elsewhere,
 * `second-factor-rule.ts`).
 */
export function registerScope(app: FastifyInstance, deps: AppDeps): void {
  const contexts = familyContexts(deps);
  app.decorateRequest('scope', null as unknown as Scope);
  app.decorateRequest('studentScope', null as unknown as StudentScope);

  app.addHook('onRequest', async (req) => {
    const member = req.member;
    if (!member) return; // a public route, or an unknown one (the 404 handler answers)
    const studentId = namedStudent(req);
    const right = req.routeOptions.config.rights;
    if (member.role === 'child' && right && CHILD_RIGHTS.includes(right)) {
      if (studentId === undefined) throw refusal('child', right);
      if (studentId !== member.studentId) throw notFound();
    }
    if (member.role !== 'child' && req.user && !req.user.twoFactorEnabled) {
      const { requireSecondFactor } = await contexts.family(member.familyId);
      await holdToSecondFactorRule(
        deps.db,
        req.user,
        requireSecondFactor,
        `${req.method} ${req.routeOptions.url ?? ''}`,
      );
    }
    const actor: Actor = { memberId: member.id, role: member.role, name: req.user?.name ?? req.childName };
    if (studentId === undefined) {
      req.scope = scopeFor(member.familyId, actor, await contexts.family(member.familyId));
      return;
    }
    const child = await contexts.student(member.familyId, studentId);
    if (!child) throw notFound();
    const studentScope: StudentScope = { ...scopeFor(member.familyId, actor, child), studentId };
    req.scope = req.studentScope = studentScope;
  });
}
